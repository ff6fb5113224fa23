import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import type { Setting } from '@/payload-types'

/** Plain shapes the public pages render; see queries.ts. */
export type Image = {
  url: string
  alt: string
  width: number
  height: number
  /** Every stored size, for `srcset` (empty when there is only one). */
  srcSet?: string
}
export type RichText = SerializedEditorState

export const SOCIAL_PLATFORMS = [
  'facebook',
  'instagram',
  'x',
  'linkedin',
  'youtube',
  'tiktok',
] as const
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number]

export type SiteSettings = {
  siteName: string
  tagline: string
  hotline: string
  landline: string
  whatsapp: string
  email: string
  workingHours: string
  address: string
  mapUrl: string
  social: { platform: SocialPlatform; url: string }[]
  logo: Image | null
  cardProviderLogo: Image | null
  sliderVisible: boolean
  sliderInterval: number
  minLeadHours: number
  cashEnabled: boolean
  /**
   * The operational policy's fields as stored (decision 0180); `policyFromDoc` reads them (each
   * figure within its bounds, else the terms' default).
   */
  policy: PolicyFields
  /** The admin's display rates as stored (`displayRatesFromDoc` reads them; decision 0135). */
  displayRates: NonNullable<Setting['displayRates']>
}

/** The settings' fields of the operational policy, as stored. */
export type PolicyFields = Partial<
  Pick<
    Setting,
    | 'freeWaitAirportMinutes'
    | 'freeWaitElsewhereMinutes'
    | 'waitingHourPiasters'
    | 'detourKm'
    | 'detourPiasters'
    | 'freeCancelHours'
    | 'refundBankChargePercent'
  >
>

/** Used until an admin fills in the settings (a fresh database). */
export const DEFAULT_SETTINGS = {
  siteName: 'Masar Transfers',
  hotline: '+20 10 0555 0123',
} as const

export type MenuItem = { name: string; link: string; blank: boolean }
export type SiteMenu = { id: number; name: string; items: MenuItem[] }
export type LocalizedMenu = {
  id: number
  name: { en: string; ar: string }
  items: { name: { en: string; ar: string }; link: string; blank: boolean }[]
}

export type Slide = {
  id: number
  title: string
  text: string
  image: Image
  link: { href: string; label: string } | null
}

/** The spec's five services, at their fixed addresses /services/{slug}. */
export const SERVICE_SLUGS = ['call-center', 'bme', 'maas', 'sbs', 'cts'] as const
export type ServiceSlug = (typeof SERVICE_SLUGS)[number]

export const SERVICE_ICONS = ['headset', 'briefcase', 'handshake', 'bus', 'building'] as const
export type ServiceIcon = (typeof SERVICE_ICONS)[number]
export type ServiceSummary = {
  slug: ServiceSlug
  title: string
  summary: string
  icon: ServiceIcon
  image: Image | null
}
export type Service = ServiceSummary & {
  highlights: string[]
  content: RichText
  metaTitle: string
  metaDescription: string
  metaImage: Image | null
  updatedAt: string
}

export type Faq = { id: number; question: string; answer: string }
export type Partner = { id: number; name: string; website: string; logo: Image | null }

export type ArticleSummary = {
  slug: string
  title: string
  excerpt: string
  image: Image | null
  publishedAt: string
  updatedAt: string
}
export type Article = ArticleSummary & {
  content: RichText
  metaTitle: string
  metaDescription: string
  metaImage: Image | null
}
