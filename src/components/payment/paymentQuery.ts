/** A page's query as Next hands it over. */
export type PageQuery = Record<string, string | string[] | undefined>

/** One parameter of the query: its first value, trimmed; null when absent or empty. */
export function queryValue(query: PageQuery, name: string): string | null {
  const value = query[name]
  const first = Array.isArray(value) ? value[0] : value
  return first?.trim() || null
}

/** The pay screen of a reservation or of a payment link (a path for the localized `Link`). */
export const payPath = (what: { reservation: string } | { link: string }) =>
  'reservation' in what
    ? `/pay?reservation=${encodeURIComponent(what.reservation)}`
    : `/pay?link=${encodeURIComponent(what.link)}`

/** The login form, coming back to `path` afterwards (the spec's session rule for paying). */
export const loginThenBack = (path: string) => `/login?next=${encodeURIComponent(path)}#login-form`
