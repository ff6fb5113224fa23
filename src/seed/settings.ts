import type { Payload } from 'payload'

import type { Setting } from '@/payload-types'

import { ensureImage, SEED_CONTEXT, type SeedImage } from './media'

export const LOGO_IMAGE: SeedImage = {
  name: 'logo-mark',
  format: 'png',
  alt: { en: 'Masar Transfers', ar: 'مسار للنقل' },
}

export const CARD_PROVIDER_IMAGE: SeedImage = {
  name: 'paymob-wordmark',
  format: 'png',
  alt: { en: 'Card payments by Paymob', ar: 'الدفع بالبطاقة عبر Paymob' },
}

/** Brand, contact and business defaults of decisions.md that are the same in both languages. */
const SHARED = {
  hotline: '+20 10 0555 0123',
  landline: '+20 2 2555 0123',
  whatsapp: '+20 10 0555 0123',
  email: 'bookings@masar.example',
}

/** Fields added with the public site; a database seeded before them gets the missing ones. */
const BUSINESS = {
  mapUrl: 'https://www.openstreetmap.org/?mlat=30.0911&mlon=31.3366#map=17/30.0911/31.3366',
  social: [
    { platform: 'facebook' as const, url: 'https://www.facebook.com/masartransfers' },
    { platform: 'instagram' as const, url: 'https://www.instagram.com/masartransfers' },
    { platform: 'x' as const, url: 'https://x.com/masartransfers' },
    { platform: 'linkedin' as const, url: 'https://www.linkedin.com/company/masar-transfers' },
  ],
  staffEmail: 'operations@masar.example',
}

/** Business defaults of decisions.md; the collection defaults give the same on older databases. */
const BOOKING_AND_SLIDER = {
  sliderVisible: true,
  sliderInterval: 5000,
  minLeadHours: 12,
  cashEnabled: true,
}

/**
 * Demo display rates (decision 0135), near the late-2026 market: piasters per one unit, and a day
 * (noon in Cairo) for the screens' "approximate at the rates of ...".
 */
const DISPLAY_RATES = { usd: 4950, eur: 5400, gbp: 6300, date: '2026-11-20T10:00:00.000Z' }

const TEXT = {
  en: {
    siteName: 'Masar Transfers',
    tagline: 'Private airport transfers and tourism transport in Egypt',
    address: '12 El-Thawra Street, Heliopolis, Cairo, Egypt',
    workingHours: '24/7',
  },
  ar: {
    siteName: 'مسار للنقل',
    tagline: 'توصيل خاص من وإلى المطارات ونقل سياحي في مصر',
    address: '١٢ شارع الثورة، مصر الجديدة، القاهرة، مصر',
    workingHours: 'على مدار الساعة طوال أيام الأسبوع',
  },
}

/**
 * Brand and contact defaults of decisions.md, in both languages. An empty settings global gets
 * everything; one seeded before the public site existed, or with a language left empty, gets only
 * the fields it is missing, per language (an admin's own values are never overwritten). Returns
 * true when anything was written.
 */
export async function seedSettings(payload: Payload): Promise<boolean> {
  const [current, currentArabic] = await Promise.all(
    (['en', 'ar'] as const).map((locale) =>
      payload.findGlobal({ slug: 'settings', locale, fallbackLocale: false, depth: 0 }),
    ),
  )
  const english: Partial<Setting> = current!.siteName ? {} : { ...SHARED, ...BOOKING_AND_SLIDER }
  const arabic: Partial<Setting> = {}
  for (const key of Object.keys(TEXT.en) as (keyof typeof TEXT.en)[]) {
    if (!current![key]) english[key] = TEXT.en[key]
    if (!currentArabic![key]) arabic[key] = TEXT.ar[key]
  }
  if (!current!.mapUrl) english.mapUrl = BUSINESS.mapUrl
  if (!current!.social?.length) english.social = BUSINESS.social
  if (!current!.staffEmail) english.staffEmail = BUSINESS.staffEmail
  if (!current!.displayRates?.date) english.displayRates = DISPLAY_RATES
  if (!current!.logo) english.logo = await ensureImage(payload, LOGO_IMAGE)
  if (!current!.cardProviderLogo) {
    english.cardProviderLogo = await ensureImage(payload, CARD_PROVIDER_IMAGE)
  }
  if (!Object.keys(english).length && !Object.keys(arabic).length) return false

  if (Object.keys(english).length) {
    await payload.updateGlobal({
      slug: 'settings',
      locale: 'en',
      data: english,
      context: SEED_CONTEXT,
    })
  }
  if (Object.keys(arabic).length) {
    await payload.updateGlobal({
      slug: 'settings',
      locale: 'ar',
      data: arabic,
      context: SEED_CONTEXT,
    })
  }
  return true
}
