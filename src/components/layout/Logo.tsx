import { getTranslations } from 'next-intl/server'

import type { Image } from '@/content/types'

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
        />
      ) : (
        <svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32" focusable="false">
          <rect width="32" height="32" rx="8" fill="currentColor" />
          <path
            d="M7 22 L13 10 L16 16 L19 10 L25 22"
            fill="none"
            style={{ stroke: 'var(--logo-ink, #fff)' }}
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
        </svg>
      )}
      <span className="logo-text">{name || t('siteName')}</span>
    </span>
  )
}
