import type { Media, Setting } from '@/payload-types'
import { displayPhone } from '@/lib/phone'

import { DEFAULT_SETTINGS, type Image, type SiteSettings } from './types'

/**
 * Payload documents reduced to what pages, messages and the booking catalog show: plain functions
 * of a document, with no Payload instance (so operations can use them without the page queries,
 * which load the config).
 */

/**
 * Payload writes upload URLs with its serverURL in front; the pages use the same-origin path
 * (/api/cms/media/file/...), which next/image optimises without a remote-host allowlist and which
 * keeps working when the site is reached under another host name.
 */
export function mediaPath(url: string): string {
  if (url.startsWith('/')) return url
  try {
    const parsed = new URL(url)
    return parsed.pathname.startsWith('/api/cms/') ? parsed.pathname + parsed.search : url
  } catch {
    return url
  }
}

/**
 * An upload as the pages show it: `size` picks the file whose dimensions the page reserves, and
 * `srcSet` lists every copy Payload stored (sharp resized them on upload), so the browser picks the
 * smallest that fits without an image optimizer round trip.
 */
export function toImage(
  media: number | Media | null | undefined,
  size?: 'thumbnail' | 'card' | 'hero',
): Image | null {
  if (!media || typeof media === 'number' || !media.url) return null
  const copies = [
    ...Object.values(media.sizes ?? {}),
    { url: media.url, width: media.width, height: media.height },
  ].filter((copy): copy is { url: string; width: number; height: number } =>
    Boolean(copy?.url && copy.width && copy.height),
  )
  const widths = new Set<number>()
  const srcSet = copies
    .sort((a, b) => a.width - b.width)
    .filter((copy) => !widths.has(copy.width) && widths.add(copy.width))
    .map((copy) => `${mediaPath(copy.url)} ${copy.width}w`)
    .join(', ')
  const variant = size ? media.sizes?.[size] : undefined
  const chosen =
    variant?.url && variant.width && variant.height
      ? { url: variant.url, width: variant.width, height: variant.height }
      : { url: media.url, width: media.width ?? 1200, height: media.height ?? 800 }
  return {
    url: mediaPath(chosen.url),
    alt: media.alt ?? '',
    width: chosen.width,
    height: chosen.height,
    srcSet,
  }
}

export function settingsFromDoc(doc: Partial<Setting>): SiteSettings {
  return {
    siteName: doc.siteName || DEFAULT_SETTINGS.siteName,
    tagline: doc.tagline ?? '',
    // Written once as people read a number (decision 0182), whatever spacing the admin typed.
    hotline: displayPhone(doc.hotline || DEFAULT_SETTINGS.hotline),
    landline: doc.landline ? displayPhone(doc.landline) : '',
    whatsapp: doc.whatsapp ?? '',
    email: doc.email ?? '',
    workingHours: doc.workingHours ?? '',
    address: doc.address ?? '',
    mapUrl: doc.mapUrl ?? '',
    social: (doc.social ?? []).map(({ platform, url }) => ({ platform, url })),
    logo: toImage(doc.logo),
    cardProviderLogo: toImage(doc.cardProviderLogo),
    sliderVisible: doc.sliderVisible ?? true,
    sliderInterval: typeof doc.sliderInterval === 'number' ? doc.sliderInterval : 5000,
    minLeadHours: typeof doc.minLeadHours === 'number' ? doc.minLeadHours : 12,
    cashEnabled: doc.cashEnabled ?? true,
    displayRates: doc.displayRates ?? {},
    policy: {
      freeWaitAirportMinutes: doc.freeWaitAirportMinutes,
      freeWaitElsewhereMinutes: doc.freeWaitElsewhereMinutes,
      waitingHourPiasters: doc.waitingHourPiasters,
      detourKm: doc.detourKm,
      detourPiasters: doc.detourPiasters,
      freeCancelHours: doc.freeCancelHours,
      refundBankChargePercent: doc.refundBankChargePercent,
    },
  }
}
