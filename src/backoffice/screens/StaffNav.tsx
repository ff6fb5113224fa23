import type { ServerProps } from 'payload'

import { type AccessUser, isStaffUser } from '@/access/roles'
import { isLocale, type Locale } from '@/i18n/locales'
import { translate } from '@/i18n/messages'

import { DESK_LINKS } from '../staffRoutes'

/**
 * The back office's own links at the top of Payload's side navigation (which carries logout and,
 * on small screens, the burger): the desk's screens first, then the public site in the staff
 * member's language. Payload's collections and globals follow under one "Data" group; the admin
 * routes (settings, articles, menus, users) open those same screens, so they are not listed twice
 * (decision 0128).
 */
export function StaffNav({ user, i18n, payload }: ServerProps) {
  if (!isStaffUser(user as AccessUser)) return null
  const locale: Locale = isLocale(i18n?.language) ? i18n.language : 'en'
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key)
  const adminRoute = payload.config.routes.admin
  return (
    <nav className="staff-nav" aria-label={t('backoffice.nav.label')}>
      <ul>
        {DESK_LINKS.map((link) => (
          <li key={link.path}>
            <a className="nav__link staff-nav__link" href={`${adminRoute}${link.path}`}>
              {t(link.label)}
            </a>
          </li>
        ))}
        <li>
          <a className="nav__link staff-nav__link" href={locale === 'ar' ? '/ar' : '/'}>
            {t('backoffice.nav.publicSite')}
          </a>
        </li>
      </ul>
    </nav>
  )
}
