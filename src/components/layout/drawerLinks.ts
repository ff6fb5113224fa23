import type { SiteMenu } from '@/content/types'

/** A site path as a menu may spell it: `/about/`, `/about?x`, `/ar/about` all mean `/about`. */
function pagePath(link: string): string {
  const path = link.split(/[?#]/)[0] ?? ''
  const withoutLocale = path.replace(/^\/ar(?=\/|$)/, '') || '/'
  return withoutLocale.length > 1 ? withoutLocale.replace(/\/+$/, '') : withoutLocale
}

/**
 * The drawer's fixed information links that the back office's menus do not already hold: a
 * menu listing About, Contact and Terms would otherwise show them twice in the same drawer.
 * Links with a `#` (the home page's FAQs) are kept: they lead to a part of a page, not the page.
 */
export function linksNotInMenus<T extends { href: string }>(
  links: readonly T[],
  menus: SiteMenu[],
): T[] {
  const inMenus = new Set(menus.flatMap((menu) => menu.items.map((item) => pagePath(item.link))))
  return links.filter((link) => link.href.includes('#') || !inMenus.has(pagePath(link.href)))
}
