import { notFound } from 'next/navigation'

/**
 * An address the proxy cannot tell from a private page (anything not a cached public page) gets a
 * nonce-based script policy, so its 404 is rendered for each request to carry the nonce (decision
 * 0173); nor does every made-up address leave a page in the cache.
 */
export const dynamic = 'force-dynamic'

/** Any path the site does not know renders the localized 404 page with HTTP status 404. */
export default function UnknownPage() {
  notFound()
}
