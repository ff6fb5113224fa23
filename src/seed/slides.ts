import type { Payload } from 'payload'

import { ensureImage, type Localized, SEED_CONTEXT, type SeedImage } from './media'

type SeedSlide = {
  image: SeedImage
  title: Localized
  text: Localized
  link: { href: string; label: Localized }
}

/** The home slider's four slides (spec: four slides), each leading to a page of the site. */
export const SLIDES: SeedSlide[] = [
  {
    image: {
      name: 'slide-cairo-dusk',
      format: 'jpeg',
      alt: {
        en: 'Cairo at dusk: the pyramids of Giza against the sunset, the Citadel and Cairo Tower beside the Nile',
        ar: 'القاهرة عند الغروب: أهرامات الجيزة أمام الشمس الغاربة، والقلعة وبرج القاهرة بجوار النيل',
      },
    },
    title: {
      en: 'Your private car in Egypt, day and night',
      ar: 'سيارتك الخاصة في مصر ليلًا ونهارًا',
    },
    text: {
      en: 'Airport transfers in Cairo, Alexandria and Hurghada at fixed prices per car, with licensed drivers.',
      ar: 'توصيل من وإلى مطارات القاهرة والإسكندرية والغردقة بأسعار ثابتة لكل سيارة وسائقين مرخصين.',
    },
    link: { href: '/about', label: { en: 'About Masar', ar: 'تعرّف على مسار' } },
  },
  {
    image: {
      name: 'slide-airport-arrival',
      format: 'jpeg',
      alt: {
        en: 'A Masar agent holds a name sign at the meeting point of an airport arrivals hall',
        ar: 'موظف من مسار يحمل لافتة باسم المسافر عند نقطة اللقاء في صالة الوصول بالمطار',
      },
    },
    title: {
      en: 'Meet & assist and VIP arrival',
      ar: 'الاستقبال والمساعدة والاستقبال المميز',
    },
    text: {
      en: 'Met at the aircraft door, fast track through passport control, lounge and porter to your car.',
      ar: 'نلتقيك عند باب الطائرة ونمر بك عبر المسار السريع للجوازات، مع صالة انتظار وحامل حقائب حتى سيارتك.',
    },
    link: {
      href: '/services/maas',
      label: { en: 'Discover meet & assist', ar: 'اكتشف خدمة الاستقبال' },
    },
  },
  {
    image: {
      name: 'slide-hurghada-coast',
      format: 'jpeg',
      alt: {
        en: 'The Red Sea coast at Hurghada: a sandy beach with palms and parasols, a boat on the turquoise sea',
        ar: 'ساحل البحر الأحمر في الغردقة: شاطئ رملي بأشجار النخيل والمظلات، وقارب على البحر الفيروزي',
      },
    },
    title: {
      en: 'From Hurghada airport to your resort',
      ar: 'من مطار الغردقة إلى منتجعك',
    },
    text: {
      en: 'El Gouna, Sahl Hasheesh, Makadi Bay or Soma Bay: your driver is waiting when you land.',
      ar: 'الجونة أو سهل حشيش أو خليج مكادي أو سوما باي: سائقك في انتظارك لحظة هبوطك.',
    },
    link: {
      href: '/p/hurghada-airport-transfers',
      label: { en: 'Read the Hurghada guide', ar: 'اقرأ دليل الغردقة' },
    },
  },
  {
    image: {
      name: 'slide-desert-road',
      format: 'jpeg',
      alt: {
        en: 'A Masar van on the desert road to Hurghada, passing a road sign',
        ar: 'حافلة مسار على الطريق الصحراوي إلى الغردقة بجوار لافتة الطريق',
      },
    },
    title: {
      en: 'Transport for companies and groups',
      ar: 'نقل الشركات والمجموعات',
    },
    text: {
      en: 'Daily staff routes, shuttles and event transport on one contract, with a 24/7 call center.',
      ar: 'خطوط نقل يومية للموظفين وحافلات مكوكية ونقل للفعاليات بعقد واحد، مع مركز اتصال على مدار الساعة.',
    },
    link: {
      href: '/services/cts',
      label: { en: 'Corporate transport', ar: 'نقل الشركات' },
    },
  },
]

/** The four home slides, published in both languages. Skipped when any slide exists. */
export async function seedSlides(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'slides' })
  if (totalDocs > 0) return false

  for (const [index, slide] of SLIDES.entries()) {
    const image = await ensureImage(payload, slide.image)
    const created = await payload.create({
      collection: 'slides',
      locale: 'en',
      draft: false,
      data: {
        _status: 'published',
        order: index + 1,
        image,
        title: slide.title.en,
        text: slide.text.en,
        linkLabel: slide.link.label.en,
        linkHref: slide.link.href,
      },
      context: SEED_CONTEXT,
    })
    await payload.update({
      collection: 'slides',
      id: created.id,
      locale: 'ar',
      draft: false,
      data: {
        _status: 'published',
        title: slide.title.ar,
        text: slide.text.ar,
        linkLabel: slide.link.label.ar,
      },
      context: SEED_CONTEXT,
    })
  }
  return true
}
