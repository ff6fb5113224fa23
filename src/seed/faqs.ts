import type { Payload } from 'payload'

import { type Localized, SEED_CONTEXT } from './media'

type SeedFaq = { question: Localized; answer: Localized }

/**
 * The answers state no figure of the operational policy (free waiting, charges, cancellation
 * hours): those are settings, stated at the top of the terms page in both languages (decision
 * 0180; see terms.ts). Phone numbers in Arabic text
 * sit in a left-to-right isolate (U+2066 ... U+2069) so they keep their order.
 */
export const FAQS: SeedFaq[] = [
  {
    question: {
      en: 'Are your prices per person or per car?',
      ar: 'هل الأسعار للفرد أم للسيارة؟',
    },
    answer: {
      en: 'Per car, never per person. Every route has a fixed price in Egyptian pounds for each car type, so a family of four pays the same as one traveller in the same car. The price you see when you book is the price of the trip, whatever the traffic.',
      ar: 'للسيارة وليس للفرد أبدًا. لكل مسار سعر ثابت بالجنيه المصري لكل نوع سيارة، فتدفع عائلة من أربعة أفراد ما يدفعه مسافر واحد في السيارة نفسها. والسعر الذي تراه عند الحجز هو سعر الرحلة مهما كانت حالة المرور.',
    },
  },
  {
    question: {
      en: 'What happens if my flight is late?',
      ar: 'ماذا يحدث إذا تأخرت رحلتي الجوية؟',
    },
    answer: {
      en: 'Nothing you need to worry about. We track your flight number, and for airport pickups the free waiting time counts from the actual landing time, which leaves time for passport control and luggage. How long the driver waits free of charge, and what waiting beyond that costs, is set out at the top of our terms and conditions.',
      ar: 'لا داعي للقلق. نتابع رقم رحلتك الجوية ونحسب وقت الانتظار المجاني من موعد الهبوط الفعلي لا من الموعد المحدد، فيتسع الوقت لإجراءات الجوازات والأمتعة. وتوضح الشروط والأحكام في أعلاها مدة الانتظار المجاني وسعر الانتظار بعدها.',
    },
  },
  {
    question: {
      en: 'Can I cancel my booking?',
      ar: 'هل يمكنني إلغاء الحجز؟',
    },
    answer: {
      en: "Yes. Cancellation is free until the time before the pickup set out at the top of our terms and conditions: cancel online from your booking's page, call the hotline or write to us with your reservation number, and a card or wallet payment is refunded to the same card or wallet. For a later cancellation, please call our call center.",
      ar: 'نعم. الإلغاء مجاني حتى الموعد المذكور قبل الاستلام في أعلى الشروط والأحكام: ألغِ الحجز من صفحته على الموقع، أو اتصل بالخط الساخن أو راسلنا برقم الحجز، ويُرد المبلغ المدفوع بالبطاقة أو المحفظة إلى البطاقة أو المحفظة نفسها. وللإلغاء بعد ذلك يرجى الاتصال بمركز الاتصال.',
    },
  },
  {
    question: {
      en: 'How can I pay?',
      ar: 'كيف أدفع؟',
    },
    answer: {
      en: 'By card online when you book (Visa, Mastercard and Meeza cards, through our payment provider Paymob), or in cash to the driver where the region allows it. Cash is available to customers who are logged in and have verified their mobile number with a code sent by SMS (you can do it while booking); the booking form shows whether cash is possible for your trip.',
      ar: 'بالبطاقة عبر الإنترنت عند الحجز (بطاقات فيزا وماستركارد وميزة، من خلال مزود الدفع Paymob)، أو نقدًا للسائق حيث تسمح المنطقة بذلك. الدفع النقدي متاح للعملاء المسجلين الذين تحققوا من رقم جوالهم برمز يصلهم في رسالة نصية، ويمكنك التحقق منه أثناء الحجز. ويوضح نموذج الحجز إن كان الدفع النقدي ممكنًا لرحلتك.',
    },
  },
  {
    question: {
      en: 'Do you provide child seats?',
      ar: 'هل توفرون مقاعد للأطفال؟',
    },
    answer: {
      en: 'Yes, child seats and booster seats are free on request. Write the number of children and their ages in the booking notes and the driver fits the seats before the pickup.',
      ar: 'نعم، مقاعد الأطفال والمقاعد الرافعة مجانية عند الطلب. اكتب عدد الأطفال وأعمارهم في ملاحظات الحجز، وسيركّب السائق المقاعد قبل الاستلام.',
    },
  },
  {
    question: {
      en: 'How much luggage can I bring?',
      ar: 'كم حقيبة يمكنني أن أحمل؟',
    },
    answer: {
      en: 'It depends on the car: Toyota Corolla 3 passengers and 3 bags, V.W. Caddy 4 and 4, Mitsubishi Xpander 5 and 4, Hyundai H1 7 and 7, Toyota HiAce 12 and 12. Enter your passengers and bags in the booking form and it only offers the cars that fit. Strollers, golf bags and diving gear count as bags: mention them in the notes.',
      ar: 'يعتمد ذلك على السيارة: تويوتا كورولا ٣ ركاب و٣ حقائب، وفولكس فاجن كادي ٤ و٤، وميتسوبيشي إكسباندر ٥ و٤، وهيونداي H1 لـ ٧ و٧، وتويوتا هاي إس ١٢ و١٢. أدخل عدد الركاب والحقائب في نموذج الحجز ولن يعرض إلا السيارات التي تتسع لها. وتُحسب عربات الأطفال وحقائب الجولف ومعدات الغوص حقائب، فاذكرها في الملاحظات.',
    },
  },
  {
    question: {
      en: 'How do I find my driver at the airport?',
      ar: 'كيف أجد السائق في المطار؟',
    },
    answer: {
      en: 'Your driver waits at the exit of the arrivals hall, after customs, holding a sign with your name. Before your pickup we send you the driver’s name and mobile number by SMS and email. If you cannot see the driver, call them or our 24/7 hotline +20 10 0555 0123.',
      ar: 'ينتظرك السائق عند مخرج صالة الوصول بعد الجمارك حاملًا لافتة باسمك. وقبل موعد الاستلام نرسل إليك اسم السائق ورقم هاتفه برسالة نصية وبالبريد الإلكتروني. وإن لم تجده فاتصل به أو بخطنا الساخن على مدار الساعة \u2066+20 10 0555 0123\u2069.',
    },
  },
  {
    question: {
      en: 'How far in advance do I need to book?',
      ar: 'قبل الرحلة بكم من الوقت يجب أن أحجز؟',
    },
    answer: {
      en: 'Online bookings must be made at least 12 hours before the pickup time. For a trip sooner than that, call our hotline +20 10 0555 0123: we check which cars and drivers are free and book it for you.',
      ar: 'يجب أن يتم الحجز عبر الموقع قبل موعد الاستلام بـ ١٢ ساعة على الأقل. ولرحلة أقرب من ذلك اتصل بالخط الساخن \u2066+20 10 0555 0123\u2069، وسنتحقق من السيارات والسائقين المتاحين ونحجز لك.',
    },
  },
  {
    question: {
      en: 'When will my booking be confirmed?',
      ar: 'متى يتم تأكيد الحجز؟',
    },
    answer: {
      en: 'You receive your reservation number by email and SMS as soon as the booking is made. The confirmation with the driver’s details follows within one business day at the latest, and always before the pickup.',
      ar: 'تستلم رقم الحجز بالبريد الإلكتروني وبرسالة نصية فور إتمام الحجز. ويصلك التأكيد ببيانات السائق خلال يوم عمل واحد على الأكثر، ودائمًا قبل موعد الاستلام.',
    },
  },
  {
    question: {
      en: 'Which areas do you cover?',
      ar: 'ما المناطق التي تخدمونها؟',
    },
    answer: {
      en: 'Three regions around their airports: Cairo (Cairo International Airport, Greater Cairo and Giza), Borg Al-Arab (Borg Al-Arab Airport, Alexandria and the North Coast) and Hurghada (Hurghada International Airport, El Gouna, Sahl Hasheesh, Makadi Bay, Soma Bay and Safaga). Trips between regions are available through the call center.',
      ar: 'ثلاث مناطق حول مطاراتها: القاهرة (مطار القاهرة الدولي والقاهرة الكبرى والجيزة)، وبرج العرب (مطار برج العرب والإسكندرية والساحل الشمالي)، والغردقة (مطار الغردقة الدولي والجونة وسهل حشيش وخليج مكادي وسوما باي وسفاجا). وتتوفر الرحلات بين المناطق عبر مركز الاتصال.',
    },
  },
]

/** The FAQs, published in both languages, in this order. Skipped when any FAQ exists. */
export async function seedFaqs(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'faqs' })
  if (totalDocs > 0) return false

  for (const [index, faq] of FAQS.entries()) {
    const created = await payload.create({
      collection: 'faqs',
      locale: 'en',
      draft: false,
      data: {
        _status: 'published',
        order: index + 1,
        question: faq.question.en,
        answer: faq.answer.en,
      },
      context: SEED_CONTEXT,
    })
    await payload.update({
      collection: 'faqs',
      id: created.id,
      locale: 'ar',
      draft: false,
      data: { _status: 'published', question: faq.question.ar, answer: faq.answer.ar },
      context: SEED_CONTEXT,
    })
  }
  return true
}
