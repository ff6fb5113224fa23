import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Picture } from '@/components/media/Picture'

import type { Image } from '@/content/types'
import { Link } from '@/i18n/navigation'

export type Crumb = { name: string; href: string }

/** Where the page sits: Home / Services / Meet and assist. The last step is the page itself. */
export async function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  const t = await getTranslations('seo')
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumb')}>
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.href}>
            <Link href={crumb.href}>{crumb.name}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}

const containerClass = (narrow?: boolean) => (narrow ? 'container container-reading' : 'container')

/**
 * The band at the top of an inner page: where it is, its one h1, and a short lead. `narrow` lines
 * it up with a reading column (articles, about, terms).
 */
export function PageHeader({
  title,
  lead,
  breadcrumbs,
  icon,
  narrow,
  children,
}: {
  title: string
  lead?: string
  breadcrumbs?: ReactNode
  icon?: ReactNode
  narrow?: boolean
  children?: ReactNode
}) {
  return (
    <header className="page-header">
      <div className={containerClass(narrow)}>
        {breadcrumbs}
        {icon ? <span className="page-header-icon">{icon}</span> : null}
        <h1>{title}</h1>
        {lead ? <p className="page-lead">{lead}</p> : null}
        {children}
      </div>
    </header>
  )
}

/** The spec's header image: the wide picture under the page title, loaded first. */
export function HeaderImage({ image, narrow }: { image: Image; narrow?: boolean }) {
  return (
    <div className={`${containerClass(narrow)} header-image`}>
      <Picture
        image={image}
        sizes={narrow ? '(min-width: 50rem) 48rem, 100vw' : '(min-width: 72rem) 70rem, 100vw'}
        priority
      />
    </div>
  )
}
