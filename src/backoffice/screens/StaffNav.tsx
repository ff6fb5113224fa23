import type { ServerProps } from 'payload'

import { type AccessUser, isAdminUser, isStaffUser } from '@/access/roles'
import { isLocale, type Locale } from '@/i18n/locales'
import { translate } from '@/i18n/messages'

import { ADMIN_LINKS, DESK_LINKS } from '../staffRoutes'

/**
 * The back office's own links at the top of Payload's side navigation (which carries logout and,
 * on small screens, the burger): the desk for all staff, the admin routes for admins, and the
 * public site in the staff member's language.
 */
export function StaffNav({ user, i18n, payload }: ServerProps) {
  if (!isStaffUser(user as AccessUser)) return null
  const locale: Locale = isLocale(i18n?.language) ? i18n.language : 'en'
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key)
  const adminRoute = payload.config.routes.admin
  const links = isAdminUser(user as AccessUser) ? [...DESK_LINKS, ...ADMIN_LINKS] : DESK_LINKS
  return (
    <nav className="staff-nav" aria-label={t('backoffice.nav.label')}>
      <ul>
        {links.map((link) => (
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
