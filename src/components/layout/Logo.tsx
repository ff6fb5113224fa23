import { getTranslations } from 'next-intl/server'

import type { Image } from '@/content/types'

import { LogoMark } from './LogoMark'

type Props = { name?: string; image?: Image | null }

/**
 * The brand: the logo uploaded in the settings, or the drawn mark, beside the site name (from the
 * settings when given, else the message catalogue).
 */
export async function Logo({ name, image }: Props = {}) {
  const t = await getTranslations('meta')
  return (
    <span className="logo">
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- a small logo; no optimizer round trip
        <img
          className="logo-image"
          src={image.url}
          alt=""
          width={Math.round((image.width / image.height) * 32)}
          height={32}
          // Not the page's main picture: React would otherwise preload it first, ahead of the
          // slider's photo (the largest paint) and of the stylesheets.
          fetchPriority="low"
        />
      ) : (
        <LogoMark />
      )}
      <span className="logo-text">{name || t('siteName')}</span>
    </span>
  )
}
