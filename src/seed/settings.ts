import type { Payload } from 'payload'

/** Brand and contact defaults of decisions.md, in both languages. Returns true when written. */
export async function seedSettings(payload: Payload): Promise<boolean> {
  const current = await payload.findGlobal({
    slug: 'settings',
    locale: 'en',
    fallbackLocale: false,
  })
  if (current.siteName) return false
  await payload.updateGlobal({
    slug: 'settings',
    locale: 'en',
    data: {
      siteName: 'Masar Transfers',
      tagline: 'Private airport transfers and tourism transport in Egypt',
      hotline: '+20 100 555 0123',
      landline: '+20 2 2555 0123',
      whatsapp: '+20 100 555 0123',
      email: 'bookings@masar.example',
      address: '12 El-Thawra Street, Heliopolis, Cairo, Egypt',
    },
  })
  await payload.updateGlobal({
    slug: 'settings',
    locale: 'ar',
    data: {
      siteName: 'مسار للنقل',
      tagline: 'توصيل خاص من وإلى المطارات ونقل سياحي في مصر',
      address: '١٢ شارع الثورة، مصر الجديدة، القاهرة، مصر',
    },
  })
  return true
}
