import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type React from 'react'

import { type AccessUser, isAdminUser, isStaffUser } from '@/access/roles'
import { isLocale, type Locale } from '@/i18n/locales'
import { type MessageKey, type MessageValues, translate } from '@/i18n/messages'

import type { StaffUser } from '../operations/staffSession'

/** Who may open a screen: every staff member, or admins only. */
export type ScreenAccess = 'staff' | 'admin'

/** What a back-office screen knows of its request. */
export type Screen = {
  user: StaffUser
  locale: Locale
  /** STAFF_PATH, as Payload's admin route. */
  adminRoute: string
  /** The query string's values, first of each, empty ones left out. */
  query: Record<string, string>
  t: (key: MessageKey, values?: MessageValues) => string
}

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The screen's path under the admin route, for the login's way back. */
function currentPath(props: AdminViewServerProps): string {
  const segments = props.params?.segments
  const path = Array.isArray(segments) ? segments.join('/') : (segments ?? '')
  return `/${path}`
}

/**
 * The back office's screens check their own visitor (Payload leaves custom views open): nobody ->
 * the staff login, coming back here afterwards; a customer -> the login too (the admin is not
 * theirs). A staff member on an admin-only screen gets `allowed: false` (the not-allowed screen).
 */
export function screenOf(props: AdminViewServerProps, access: ScreenAccess) {
  const { req } = props.initPageResult
  const adminRoute = req.payload.config.routes.admin
  const user = req.user as AccessUser
  if (!isStaffUser(user)) {
    const back = encodeURIComponent(`${adminRoute}${currentPath(props)}`)
    redirect(`${adminRoute}/login?redirect=${back}`)
  }
  const language = req.i18n?.language
  const locale: Locale = isLocale(language) ? language : 'en'
  const query: Record<string, string> = {}
  for (const [key, value] of Object.entries(props.searchParams ?? {})) {
    // A form's untouched fields arrive empty: an empty filter is no filter.
    const first = firstOf(value)?.trim()
    if (first) query[key] = first
  }
  const screen: Screen = {
    user: req.user as StaffUser,
    locale,
    adminRoute,
    query,
    t: (key, values) => translate(locale, key, values),
  }
  return { screen, allowed: access === 'staff' || isAdminUser(user) }
}

/** Payload's default admin frame (side navigation, header) around a back-office screen. */
export function StaffFrame({
  props,
  title,
  actions,
  children,
}: {
  props: AdminViewServerProps
  title: string
  actions?: React.ReactNode
  children: React.ReactNode
}) {
  const { initPageResult, params, searchParams } = props
  return (
    <DefaultTemplate
      i18n={initPageResult.req.i18n}
      locale={initPageResult.locale}
      params={params}
      payload={initPageResult.req.payload}
      permissions={initPageResult.permissions}
      searchParams={searchParams}
      user={initPageResult.req.user ?? undefined}
      visibleEntities={initPageResult.visibleEntities}
    >
      <Gutter className="desk">
        <div className="desk__head">
          <h1 className="desk__title">{title}</h1>
          {actions ? <div className="desk__actions">{actions}</div> : null}
        </div>
        {children}
      </Gutter>
    </DefaultTemplate>
  )
}

/** An operator on an admin-only screen: said plainly, with the way back to their own screens. */
export function NotAllowed({ props, screen }: { props: AdminViewServerProps; screen: Screen }) {
  return (
    <StaffFrame props={props} title={screen.t('backoffice.screens.notAllowed.title')}>
      <div className="desk__notice" role="alert">
        <p>{screen.t('backoffice.screens.notAllowed.text')}</p>
        <p>
          <a
            className="btn btn--style-primary btn--size-medium"
            href={`${screen.adminRoute}/dashboard`}
          >
            {screen.t('backoffice.screens.notAllowed.back')}
          </a>
        </p>
      </div>
    </StaffFrame>
  )
}
