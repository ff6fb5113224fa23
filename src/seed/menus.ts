import type { Payload } from 'payload'

import { type Localized, SEED_CONTEXT } from './media'

type SeedMenu = { name: Localized; items: { name: Localized; link: string; blank?: boolean }[] }

/** The drawer's dynamic menus (spec: name per language, items with a link and a blank flag). */
export const MENUS: SeedMenu[] = [
  {
    name: { en: 'Travel guides', ar: 'أدلة السفر' },
    items: [
      {
        name: { en: 'Arriving at Cairo airport', ar: 'الوصول إلى مطار القاهرة' },
        link: '/p/cairo-airport-arrival-guide',
      },
      {
        name: { en: 'Hurghada airport transfers', ar: 'التوصيل من مطار الغردقة' },
        link: '/p/hurghada-airport-transfers',
      },
      {
        name: { en: 'Borg Al-Arab airport guide', ar: 'دليل مطار برج العرب' },
        link: '/p/borg-al-arab-airport-guide',
      },
      {
        name: { en: 'Travelling with children', ar: 'السفر مع الأطفال' },
        link: '/p/travelling-with-children',
      },
      { name: { en: 'All guides', ar: 'كل الأدلة' }, link: '/p' },
    ],
  },
  {
    name: { en: 'Company', ar: 'الشركة' },
    items: [
      { name: { en: 'About us', ar: 'من نحن' }, link: '/about' },
      { name: { en: 'Contact us', ar: 'تواصل معنا' }, link: '/contact-us' },
      { name: { en: 'Terms and conditions', ar: 'الشروط والأحكام' }, link: '/terms' },
      {
        name: { en: 'WhatsApp', ar: 'واتساب' },
        link: 'https://wa.me/201005550123',
        blank: true,
      },
    ],
  },
]

/** The menus in both languages. Skipped when any menu exists. */
export async function seedMenus(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'menus' })
  if (totalDocs > 0) return false

  for (const [index, menu] of MENUS.entries()) {
    const created = await payload.create({
      collection: 'menus',
      locale: 'en',
      data: {
        order: index + 1,
        name: menu.name.en,
        items: menu.items.map((item) => ({
          name: item.name.en,
          link: item.link,
          blank: item.blank ?? false,
        })),
      },
      context: SEED_CONTEXT,
    })
    // Array rows are shared by both languages: the Arabic names go into the same rows (by id).
    const rows = created.items ?? []
    await payload.update({
      collection: 'menus',
      id: created.id,
      locale: 'ar',
      data: {
        name: menu.name.ar,
        items: rows.map((row, i) => ({
          id: row.id,
          name: menu.items[i]?.name.ar ?? row.name,
          link: row.link,
          blank: row.blank,
        })),
      },
      context: SEED_CONTEXT,
    })
  }
  return true
}
