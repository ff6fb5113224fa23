import { shortDigest } from '@/lib/digest'

import { GLYPHS, type GlyphName } from './glyphs'

/** The stroke every line icon is drawn with (the `<symbol>`s carry it: pages repeat nothing). */
const STROKE =
  'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'

/** The sprite: one `<symbol id="name">` per glyph. */
export const SPRITE_SVG = `<svg xmlns="http://www.w3.org/2000/svg">${Object.entries(GLYPHS)
  .map(([name, shapes]) => `<symbol id="${name}" viewBox="0 0 24 24" ${STROKE}>${shapes}</symbol>`)
  .join('')}</svg>`

/** Where the sprite is served: versioned, so browsers may keep it for a year. */
export const SPRITE_PATH = `/icons.svg?v=${shortDigest(SPRITE_SVG)}`

/** The address of one glyph in the sprite, for `<use href>`. */
export const glyphHref = (name: GlyphName) => `${SPRITE_PATH}#${name}`
