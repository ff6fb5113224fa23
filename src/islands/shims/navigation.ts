/**
 * `next/navigation` for the islands (`src/islands`), which run on pages served without Next's
 * router: every navigation is a page load, the address is the browser's. Only what the islands'
 * components (and next-intl's navigation, which wraps these) use.
 */
export function useRouter() {
  return {
    push: (href: string) => location.assign(href),
    replace: (href: string) => location.replace(href),
    back: () => history.back(),
    forward: () => history.forward(),
    refresh: () => location.reload(),
    prefetch: () => {},
  }
}

export const usePathname = (): string => location.pathname

export const useSearchParams = (): URLSearchParams => new URLSearchParams(location.search)

/** No dynamic segments outside Next's router: next-intl reads the locale from its provider. */
export const useParams = (): Record<string, string> => ({})

/** Next's `redirect` stops the render; here the page is left. */
export function redirect(href: string): never {
  location.assign(href)
  throw new Error(`Leaving for ${href}`)
}

/** The same for a browser: a status code only matters to a server's answer. */
export function permanentRedirect(href: string): never {
  return redirect(href)
}
