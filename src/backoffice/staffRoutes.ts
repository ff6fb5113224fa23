/**
 * The spec's back-office routes under STAFF_PATH and where each one is served. The desk's own
 * screens (dashboard, reservations, payment links, run sheet) are custom views; the admin-only
 * routes open Payload's matching screen. Plain data: payload.config.ts registers the views, the
 * navigation lists the links, the redirect view picks its target here.
 */

/** Admin-only routes and the Payload screen each opens (`{id}`: the `?id=` of an editor route). */
export const ADMIN_ROUTES = {
  settings: { list: '/globals/settings' },
  articles: { list: '/collections/articles' },
  'articles/editor': { list: '/collections/articles/create', item: '/collections/articles/{id}' },
  menus: { list: '/collections/menus' },
  'menus/edit': { list: '/collections/menus/create', item: '/collections/menus/{id}' },
  users: { list: '/collections/users' },
  'users/edit': { list: '/collections/users/create', item: '/collections/users/{id}' },
} as const satisfies Record<string, { list: string; item?: string }>
export type AdminRoute = keyof typeof ADMIN_ROUTES

export const isAdminRoute = (path: string): path is AdminRoute => Object.hasOwn(ADMIN_ROUTES, path)

/**
 * Where an admin route leads: its Payload screen, or the edited document's when the editor route
 * names one (`?id=12`). Anything but a whole number as the id opens a new document's editor.
 */
export function adminRouteTarget(route: AdminRoute, id?: string | null): string {
  const target: { list: string; item?: string } = ADMIN_ROUTES[route]
  if (target.item && id && /^\d{1,12}$/.test(id)) return target.item.replace('{id}', id)
  return target.list
}

/**
 * The side navigation's links: the desk, for all staff. The admin routes are not listed: they open
 * the screens the navigation's "Data" group already lists.
 */
export const DESK_LINKS = [
  { path: '/dashboard', label: 'backoffice.nav.dashboard' },
  { path: '/reservations', label: 'backoffice.nav.reservations' },
  { path: '/paymentlinks', label: 'backoffice.nav.paymentLinks' },
  { path: '/trips', label: 'backoffice.nav.trips' },
  { path: '/runsheet', label: 'backoffice.nav.runSheet' },
] as const
