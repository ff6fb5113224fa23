/**
 * Whether a request that changes state comes from the site's own pages (or from no page at all):
 * a defence against cross-site request forgery for requests a link can make (`GET /api/logout`).
 * Browsers say where a request comes from in `Sec-Fetch-Site` (Fetch Metadata): `same-origin`,
 * or `none` for an address typed or bookmarked, may act; `same-site` and `cross-site` may not.
 * Without it (older browsers, or a client that is no browser and so carries no victim's cookie)
 * an `Origin` header, when sent, must name this host.
 */
export function isSameOriginRequest(headers: Headers): boolean {
  const site = headers.get('sec-fetch-site')
  if (site) return site === 'same-origin' || site === 'none'
  const origin = headers.get('origin')
  if (!origin) return true
  if (origin === 'null') return false
  try {
    return new URL(origin).host === headers.get('host')
  } catch {
    return false
  }
}
