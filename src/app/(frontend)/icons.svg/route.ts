import { SPRITE_SVG } from '@/components/media/sprite'

/**
 * The site's line icons as one SVG sprite (src/components/media/glyphs.ts), rendered at build
 * time. Pages ask for it with a version (`SPRITE_PATH`), so it may be kept for a year.
 */
export const dynamic = 'force-static'

export function GET() {
  return new Response(SPRITE_SVG, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}
