import type { ServerProps } from 'payload'

import { LogoMark } from '@/components/layout/LogoMark'

/** The company's name in the admin's language. */
const nameIn = (language: string | undefined) => (language === 'ar' ? 'مسار' : 'Masar')

/**
 * The staff admin's logo (login and verify screens): Masar's mark and name, in place of Payload's.
 * Registered as `admin.components.graphics.Logo`; styled in `src/app/(payload)/custom.scss`.
 */
export function AdminLogo({ i18n }: ServerProps) {
  return (
    <span className="masar-admin-logo">
      <LogoMark size={48} />
      <span className="masar-admin-logo__name">{nameIn(i18n?.language)}</span>
    </span>
  )
}

/**
 * The admin's small mark (the header's link to the dashboard, whose "Dashboard" title names it).
 * Registered as `admin.components.graphics.Icon`.
 */
export function AdminIcon() {
  return (
    <span className="masar-admin-icon">
      <LogoMark size="100%" />
    </span>
  )
}
