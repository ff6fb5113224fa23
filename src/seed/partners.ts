import type { Payload } from 'payload'

import { ensureImage, type Localized, SEED_CONTEXT, type SeedImage } from './media'

type SeedPartner = { name: Localized; website: string; logo: SeedImage }

const logo = (name: string, alt: Localized): SeedImage => ({ name, format: 'png', alt })

/** Invented hotels, agencies and a corporate client for "Our clients" and the footer. */
export const PARTNERS: SeedPartner[] = [
  {
    name: { en: 'Nile Crown Hotels', ar: 'فنادق تاج النيل' },
    website: 'https://nilecrownhotels.example',
    logo: logo('partner-nile-crown', {
      en: 'Nile Crown Hotels logo',
      ar: 'شعار فنادق تاج النيل',
    }),
  },
  {
    name: { en: 'Red Sea Pearl Resorts', ar: 'منتجعات لؤلؤة البحر الأحمر' },
    website: 'https://redseapearl.example',
    logo: logo('partner-red-sea-pearl', {
      en: 'Red Sea Pearl Resorts logo',
      ar: 'شعار منتجعات لؤلؤة البحر الأحمر',
    }),
  },
  {
    name: { en: 'Pharaoh Trails Travel & Tours', ar: 'دروب الفراعنة للسياحة والسفر' },
    website: 'https://pharaohtrails.example',
    logo: logo('partner-pharaoh-trails', {
      en: 'Pharaoh Trails Travel & Tours logo',
      ar: 'شعار دروب الفراعنة للسياحة والسفر',
    }),
  },
  {
    name: { en: 'Sahara Compass Tours', ar: 'بوصلة الصحراء للرحلات' },
    website: 'https://saharacompass.example',
    logo: logo('partner-sahara-compass', {
      en: 'Sahara Compass Tours logo',
      ar: 'شعار بوصلة الصحراء للرحلات',
    }),
  },
  {
    name: { en: 'Corniche Palace Hotel Alexandria', ar: 'فندق قصر الكورنيش بالإسكندرية' },
    website: 'https://cornichepalace.example',
    logo: logo('partner-corniche-palace', {
      en: 'Corniche Palace Hotel Alexandria logo',
      ar: 'شعار فندق قصر الكورنيش بالإسكندرية',
    }),
  },
  {
    name: { en: 'Obelisk Engineering Group', ar: 'مجموعة المسلة الهندسية' },
    website: 'https://obeliskengineering.example',
    logo: logo('partner-obelisk-engineering', {
      en: 'Obelisk Engineering Group logo',
      ar: 'شعار مجموعة المسلة الهندسية',
    }),
  },
]

/** The six partners with their logos shown. Skipped when any partner exists. */
export async function seedPartners(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'partners' })
  if (totalDocs > 0) return false

  for (const [index, partner] of PARTNERS.entries()) {
    const logo = await ensureImage(payload, partner.logo)
    const created = await payload.create({
      collection: 'partners',
      locale: 'en',
      data: {
        order: index + 1,
        name: partner.name.en,
        website: partner.website,
        logo,
        showLogo: true,
      },
      context: SEED_CONTEXT,
    })
    await payload.update({
      collection: 'partners',
      id: created.id,
      locale: 'ar',
      data: { name: partner.name.ar },
      context: SEED_CONTEXT,
    })
  }
  return true
}
