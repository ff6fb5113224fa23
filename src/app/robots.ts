import type { MetadataRoute } from 'next'

import { absoluteUrl, siteUrl } from '@/components/pages/seo'

/** SITE_URL is read when the site runs: the build (an image) knows no address. */
export const dynamic = 'force-dynamic'

/**
 * /robots.txt: everything public may be crawled except the JSON API. The staff path is not named
 * here on purpose: robots.txt is public, and naming the path would give it away.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: '/api/' },
    sitemap: absoluteUrl('/sitemap.xml'),
    host: siteUrl(),
  }
}
