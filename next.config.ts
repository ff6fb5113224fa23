import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { apiHeaders, siteHeaders, withoutAdminClientHints } from './src/lib/securityHeaders'

const mode = { production: process.env.NODE_ENV === 'production' }

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Messages are compiled at build time, so browsers get no ICU parser (about 12 KB gzipped).
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
})

/**
 * Development opened at a loopback address instead of `localhost` (`http://127.0.0.1:3000`,
 * `http://[::1]:3000`), or from a phone on the same network at the hosts listed in
 * `DEV_ALLOWED_ORIGINS` (comma-separated, e.g. `192.168.1.20`): Next refuses its development
 * scripts and hot reload to any other origin, and the page stays a dead picture.
 */
const devOrigins = [
  '127.0.0.1',
  '[::1]',
  ...(process.env.DEV_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean),
]

const nextConfig: NextConfig = {
  poweredByHeader: false,
  allowedDevOrigins: devOrigins,
  reactStrictMode: true,
  // CI (.ci/run) sets MASAR_TYPECHECKED=1 once `npm run typecheck` (tsc over the whole project,
  // tests and scripts included) has passed in the same run: `next build` then skips its own
  // second, narrower pass (issue 43). Everywhere else the build type-checks as usual.
  typescript: { ignoreBuildErrors: process.env.MASAR_TYPECHECKED === '1' },
  // The voucher PDF: pdfkit reads its data files (and fontkit its tables) from node_modules.
  serverExternalPackages: ['pdfkit'],
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  // The site's policy everywhere; JSON and uploaded files (an SVG opened on its own) run nothing.
  // The pages rendered for each request and the staff admin get theirs, with a nonce, from the
  // proxy (src/proxy.ts; src/lib/securityHeaders.ts).
  async headers() {
    return [
      { source: '/:path*', headers: siteHeaders(mode) },
      { source: '/api/:path*', headers: apiHeaders(mode) },
      { source: '/media/:path*', headers: apiHeaders(mode) },
      // The Arabic font (public/fonts): a week in the browser, then revalidated in the background.
      {
        source: '/fonts/:path*',
        headers: [
          { key: 'Cache-Control', value: 'public, max-age=604800, stale-while-revalidate=2592000' },
        ],
      },
    ]
  },
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
// Payload's color-scheme client hint only where its admin is (src/proxy.ts), not on the site.
const payloadHeaders = config.headers
if (payloadHeaders) config.headers = async () => withoutAdminClientHints(await payloadHeaders())

export default config
