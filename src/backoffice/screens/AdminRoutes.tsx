import type { AdminViewServerProps } from 'payload'
import { redirect } from 'next/navigation'

import { adminRouteTarget, isAdminRoute } from '../staffRoutes'
import { NotAllowed, screenOf } from './frame'

/**
 * `/settings`, `/articles`, `/menus`, `/users` and their editors (`/articles/editor?id=12`, ...):
 * an admin goes to Payload's matching screen; an operator is told these are not theirs.
 */
export function AdminRoutes(props: AdminViewServerProps) {
  const { screen, allowed } = screenOf(props, 'admin')
  if (!allowed) return <NotAllowed props={props} screen={screen} />
  const segments = props.params?.segments
  const route = Array.isArray(segments) ? segments.join('/') : (segments ?? '')
  if (!isAdminRoute(route)) redirect(`${screen.adminRoute}/dashboard`)
  redirect(`${screen.adminRoute}${adminRouteTarget(route, screen.query.id)}`)
}

/** The admin path itself, for a logged-in staff member: the dashboard. */
export function RootRedirect(props: AdminViewServerProps) {
  redirect(`${props.initPageResult.req.payload.config.routes.admin}/dashboard`)
}
