/**
 * Where to send someone after logging in (`?next=`): only a path of this site. The value is
 * resolved against the site's own origin the way a browser would (tabs and line breaks dropped,
 * backslashes read as slashes, `//host` as another host); anything that leaves the origin, or
 * holds control characters, is refused (null). The answer is the resolved path, query and hash
 * only, so what the browser follows is what was checked.
 */
const DEFAULT_ORIGIN = 'http://localhost'

export function safeNext(
  value: string | readonly string[] | null | undefined,
  siteOrigin: string = DEFAULT_ORIGIN,
): string | null {
  const next = typeof value === 'string' ? value : value?.[0]
  if (!next || next.length > 2000 || !next.startsWith('/')) return null
  // A browser strips these before it resolves: refuse them rather than guess.
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return null
  let origin: string
  let resolved: URL
  try {
    origin = new URL(siteOrigin).origin
    resolved = new URL(next, origin)
  } catch {
    return null
  }
  if (resolved.origin !== origin) return null
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`
  // `/%2F%2Fhost` stays a path here, but some servers and routers decode it into `//host`.
  return path.startsWith('/') && !path.startsWith('//') && !/^\/%(2f|5c)/i.test(path) ? path : null
}
