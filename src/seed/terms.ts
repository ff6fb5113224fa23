import type { Payload } from 'payload'

import { richText } from './lexical'
import { SEED_CONTEXT } from './media'

/**
 * The spec (section 9) gives the terms in two versions that differ: the English text has 30/45
 * free minutes, EGP100 per hour and a 10 km detour for EGP100; the Arabic text has 15 free
 * minutes, EGP30 per 30 min or EGP50 per 60 min, and detours of 5 km (EGP30) and 10 km (EGP50).
 * One company applies one policy (shared decisions; decision 0180): the figures are settings, and
 * the terms page states them above this text, in both languages. So this text states none of them
 * (free waiting, the waiting and detour charges, the free-cancellation hours, the bank charge): it
 * points to that section. The phone number in the Arabic text sits in a left-to-right isolate
 * (U+2066 ... U+2069).
 */
export const TERMS = {
  en: {
    title: 'Terms and conditions',
    content: `These terms apply to every transfer booked with Masar Transfers, on this website, by phone or through a partner. By booking you accept them on behalf of every passenger in your booking.

## 1. Bookings and confirmation

1. Online bookings must be made at least 12 hours before the pickup time. For earlier pickups, call our hotline.
2. You receive a reservation number by email and SMS when the booking is made. Every booking is **confirmed within one business day**, and always before the pickup, with the driver's details.
3. Please check the names, addresses, flight numbers, dates and times in your confirmation and tell us at once about any mistake.

## 2. Prices and payment

1. Prices are **per car, not per person**, in Egyptian pounds (EGP), and fixed at the time of booking for the route and the car type booked.
2. Payment is by card online, or in cash to the driver where the region allows cash and the customer is logged in with a mobile number verified by SMS.
3. **Early-morning pickups from a home address between 04:00 and 08:00 may cost extra.** The call center tells you the amount before confirming the booking.

## 3. Waiting time

1. The driver waits for you free of charge after the booked pickup time, and at an airport **from the actual landing time** of the flight given in the booking, for the free waiting time stated under **Waiting, detours and cancellation** at the top of these terms.
2. After the free waiting time, waiting is charged at the rate stated there. If we cannot reach you after the free waiting time, the trip may be treated as a no-show.

## 4. Changes and detours

1. Changes to the date, time, addresses or car can be requested through the call center and depend on availability; the price of the changed trip applies.
2. A **detour or extra stop** from the booked route costs the amount stated under **Waiting, detours and cancellation** at the top of these terms. Longer detours are priced by the call center before the trip.

## 5. Cancellations

1. Cancellation is **free until the time before the pickup stated** under **Waiting, detours and cancellation** at the top of these terms.
2. Cancel online from your booking's page, or by calling the hotline or writing to us with your reservation number.

## 6. Refunds and complaints

1. Refund claims and complaints must be made **in writing within 14 days** of the trip date, with the reservation number.
2. We investigate every claim; the **investigation may take three working days**.
3. A refund is **never above the amount paid** for the booking.
4. Refunds of card and wallet payments go back to the card or wallet used, as stated under **Waiting, detours and cancellation** at the top of these terms.

## 7. Passengers and luggage

1. Each car carries at most the number of passengers and bags stated for it: Toyota Corolla 3 and 3, V.W. Caddy 4 and 4, Mitsubishi Xpander 5 and 4, Hyundai H1 7 and 7, Toyota HiAce 12 and 12. The driver may refuse passengers or luggage beyond that.
2. Every passenger wears a seat belt. Children travel in a child seat, provided on request.
3. Smoking is not allowed in our cars.

## 8. Contact

Our call center is open 24 hours a day on +20 10 0555 0123. You can also write to us through the [contact page](/contact-us).`,
  },
  ar: {
    title: 'الشروط والأحكام',
    content: `تسري هذه الشروط على كل رحلة توصيل تُحجز مع مسار للنقل، عبر هذا الموقع أو بالهاتف أو من خلال أحد الشركاء. وبإتمام الحجز توافق عليها نيابة عن كل الركاب المذكورين في حجزك.

## ١. الحجز والتأكيد

1. يجب أن يتم الحجز عبر الموقع قبل موعد الاستلام بـ ١٢ ساعة على الأقل. وللمواعيد الأقرب اتصل بالخط الساخن.
2. تستلم رقم الحجز بالبريد الإلكتروني وبرسالة نصية عند إتمام الحجز. ويتم **تأكيد كل حجز خلال يوم عمل واحد**، ودائمًا قبل موعد الاستلام، مع بيانات السائق.
3. يرجى مراجعة الأسماء والعناوين وأرقام الرحلات الجوية والتواريخ والمواعيد في التأكيد، وإبلاغنا فورًا بأي خطأ.

## ٢. الأسعار والدفع

1. الأسعار **للسيارة وليست للفرد**، بالجنيه المصري، وتُحدد عند الحجز حسب المسار ونوع السيارة المحجوزة.
2. يتم الدفع بالبطاقة عبر الإنترنت، أو نقدًا للسائق حيث تسمح المنطقة بالدفع النقدي ويكون العميل مسجلًا برقم جوال تم التحقق منه برسالة نصية.
3. **قد تُطبق رسوم إضافية على الاستلام من عنوان سكني في الصباح الباكر بين الساعة ٠٤:٠٠ والساعة ٠٨:٠٠.** ويخبرك مركز الاتصال بالمبلغ قبل تأكيد الحجز.

## ٣. وقت الانتظار

1. ينتظرك السائق مجانًا بعد موعد الاستلام المحدد، وفي الاستلام من المطار **من موعد هبوط الطائرة الفعلي** للرحلة المذكورة في الحجز، طوال مدة الانتظار المجانية المذكورة تحت **الانتظار وتغيير المسار والإلغاء** في أعلى هذه الشروط.
2. بعد انتهاء مدة الانتظار المجانية يُحسب الانتظار بالسعر المذكور هناك. وإذا تعذر الوصول إليك بعد انتهاء مدة الانتظار المجانية، فقد تُعتبر الرحلة عدم حضور.

## ٤. التعديلات وتغيير المسار

1. يمكن طلب تعديل التاريخ أو الموعد أو العناوين أو السيارة عبر مركز الاتصال حسب التوفر، ويُطبق سعر الرحلة بعد التعديل.
2. **تغيير المسار أو التوقف الإضافي** يكلف المبلغ المذكور تحت **الانتظار وتغيير المسار والإلغاء** في أعلى هذه الشروط. ويحدد مركز الاتصال سعر التغييرات الأطول قبل الرحلة.

## ٥. الإلغاء

1. الإلغاء **مجاني حتى الموعد المذكور قبل الاستلام** تحت **الانتظار وتغيير المسار والإلغاء** في أعلى هذه الشروط.
2. للإلغاء استخدم صفحة حجزك على الموقع، أو اتصل بالخط الساخن أو راسلنا برقم الحجز.

## ٦. استرداد المبالغ والشكاوى

1. تُقدم طلبات الاسترداد والشكاوى **كتابيًا خلال ١٤ يومًا** من تاريخ الرحلة، مع رقم الحجز.
2. نحقق في كل طلب، و**قد يستغرق التحقيق ثلاثة أيام عمل**.
3. **لا يزيد المبلغ المسترد أبدًا عن المبلغ المدفوع** للحجز.
4. تُرد المبالغ المدفوعة بالبطاقة أو المحفظة إلى البطاقة أو المحفظة نفسها، كما هو مذكور تحت **الانتظار وتغيير المسار والإلغاء** في أعلى هذه الشروط.

## ٧. الركاب والأمتعة

1. لا تحمل كل سيارة أكثر من عدد الركاب والحقائب المحدد لها: تويوتا كورولا ٣ و٣، وفولكس فاجن كادي ٤ و٤، وميتسوبيشي إكسباندر ٥ و٤، وهيونداي H1 لـ ٧ و٧، وتويوتا هاي إس ١٢ و١٢. ويحق للسائق رفض ما يزيد على ذلك من ركاب أو أمتعة.
2. يربط كل راكب حزام الأمان، ويجلس الأطفال في مقعد أطفال يُوفَّر عند الطلب.
3. التدخين ممنوع في سياراتنا.

## ٨. التواصل

يعمل مركز الاتصال لدينا ٢٤ ساعة يوميًا على الرقم \u2066+20 10 0555 0123\u2069. ويمكنك أيضًا مراسلتنا عبر [صفحة التواصل](/contact-us).`,
  },
}

/** Publishes the terms in both languages. Skipped when the terms already have a title. */
export async function seedTerms(payload: Payload): Promise<boolean> {
  const current = await payload.findGlobal({
    slug: 'terms',
    locale: 'en',
    fallbackLocale: false,
    draft: true,
  })
  if (current.title) return false

  for (const locale of ['en', 'ar'] as const) {
    await payload.updateGlobal({
      slug: 'terms',
      locale,
      draft: false,
      data: {
        _status: 'published',
        title: TERMS[locale].title,
        content: richText(TERMS[locale].content),
      },
      context: SEED_CONTEXT,
    })
  }
  return true
}
