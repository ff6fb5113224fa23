import type { Payload } from 'payload'

import { richText } from './lexical'
import { ensureImage, SEED_CONTEXT, type SeedImage } from './media'

type ArticleText = {
  title: string
  excerpt: string
  content: string
  metaTitle: string
  metaDescription: string
}

type SeedArticle = {
  slug: string
  publishedAt: string
  image: SeedImage
  en: ArticleText
  ar: ArticleText
}

/** Phone numbers inside Arabic text sit between U+2066 and U+2069 (a left-to-right isolate), so
 * the number keeps its order inside right-to-left sentences. */
/** The about page (`/about` shows the article `about`) and the travel guides under /p. */
export const ARTICLES: SeedArticle[] = [
  {
    slug: 'about',
    publishedAt: '2026-01-10T09:00:00.000Z',
    image: {
      name: 'article-about',
      format: 'webp',
      alt: {
        en: 'The Masar fleet side by side: Toyota Corolla, V.W. Caddy, Mitsubishi Xpander, Hyundai H1 and Toyota HiAce',
        ar: 'أسطول مسار جنبًا إلى جنب: تويوتا كورولا وفولكس فاجن كادي وميتسوبيشي إكسباندر وهيونداي H1 وتويوتا هاي إس',
      },
    },
    en: {
      title: 'About Masar Transfers',
      excerpt:
        'Masar is a private transfer and tourism-transport company based in Cairo, serving the airports of Cairo, Borg Al-Arab and Hurghada with licensed drivers and fixed prices per car.',
      content: `## Who we are

Masar Transfers is a private transfer and tourism-transport company based in Heliopolis, Cairo. "Masar" means "path" in Arabic: our job is to make the path from the airport to your door, or from your hotel to your meeting, the easiest part of your trip.

We work for travellers arriving on holiday or on business, for families visiting relatives, and for the hotels, travel agencies and companies that trust us with their guests and staff.

## Where we work

We operate in three regions, each around its airport:

- **Cairo**: Cairo International Airport (CAI), Greater Cairo and Giza, New Cairo, 6th of October and Sheikh Zayed
- **Borg Al-Arab**: Borg Al-Arab Airport (HBE), Alexandria and the North Coast up to El Alamein
- **Hurghada**: Hurghada International Airport (HRG), the hotels of Hurghada, El Gouna, Sahl Hasheesh, Makadi Bay, Soma Bay and Safaga

Trips between regions, such as Cairo to Hurghada or Alexandria to Cairo, are available on request through our call center.

## Our fleet

Every car is air-conditioned, non-smoking and serviced on a fixed schedule. You choose the car by the number of passengers and bags:

- **Toyota Corolla**: up to 3 passengers and 3 bags
- **V.W. Caddy**: up to 4 passengers and 4 bags
- **Mitsubishi Xpander**: up to 5 passengers and 4 bags
- **Hyundai H1**: up to 7 passengers and 7 bags
- **Toyota HiAce**: up to 12 passengers and 12 bags

The booking form only offers the cars that fit your group and your luggage.

## Our drivers

Our drivers are licensed professional drivers who know their region's roads, hotels and airports by heart. Before joining us they pass a driving test and a background check, and they are trained in defensive driving and in welcoming guests. Many speak English as well as Arabic.

## What we believe in

- **Punctuality**: we track your flight and plan the pickup around the real landing time.
- **Clear prices**: every price is fixed per car, not per person, in Egyptian pounds, and you know it before you book.
- **Safety**: licensed drivers, serviced cars, seat belts for everyone and child seats on request.
- **Hospitality**: a friendly welcome, help with the luggage and a call center that answers at any hour.

## Get in touch

Our call center is open 24 hours a day on **+20 10 0555 0123**. You can also write to us through the [contact page](/contact-us) or read our [terms and conditions](/terms) before you book.`,
      metaTitle: 'About Masar Transfers: private airport transfers in Egypt',
      metaDescription:
        'Who we are: a Cairo-based transfer company serving Cairo, Borg Al-Arab and Hurghada airports with licensed drivers, five car types and fixed prices per car.',
    },
    ar: {
      title: 'عن مسار للنقل',
      excerpt:
        'مسار شركة توصيل خاص ونقل سياحي مقرها القاهرة، تخدم مطارات القاهرة وبرج العرب والغردقة بسائقين مرخصين وأسعار ثابتة لكل سيارة.',
      content: `## من نحن

مسار للنقل شركة توصيل خاص ونقل سياحي مقرها مصر الجديدة في القاهرة. اسمنا "مسار" يعبّر عن مهمتنا: أن نجعل الطريق من المطار إلى باب بيتك، أو من فندقك إلى اجتماعك، أسهل جزء في رحلتك.

نعمل مع المسافرين القادمين للسياحة أو العمل، ومع العائلات القادمة لزيارة الأهل، ومع الفنادق ووكالات السفر والشركات التي تأتمننا على ضيوفها وموظفيها.

## أين نعمل

نعمل في ثلاث مناطق، كل منها حول مطارها:

- **القاهرة**: مطار القاهرة الدولي، والقاهرة الكبرى والجيزة، والقاهرة الجديدة، و٦ أكتوبر، والشيخ زايد
- **برج العرب**: مطار برج العرب، والإسكندرية، والساحل الشمالي حتى العلمين
- **الغردقة**: مطار الغردقة الدولي، وفنادق الغردقة والجونة وسهل حشيش وخليج مكادي وسوما باي وسفاجا

أما الرحلات بين المناطق، مثل القاهرة إلى الغردقة أو الإسكندرية إلى القاهرة، فتُحجز عند الطلب عبر مركز الاتصال.

## أسطولنا

كل سياراتنا مكيفة وممنوع التدخين فيها وتخضع لصيانة في مواعيد ثابتة. تختار السيارة حسب عدد الركاب والحقائب:

- **تويوتا كورولا**: حتى ٣ ركاب و٣ حقائب
- **فولكس فاجن كادي**: حتى ٤ ركاب و٤ حقائب
- **ميتسوبيشي إكسباندر**: حتى ٥ ركاب و٤ حقائب
- **هيونداي H1**: حتى ٧ ركاب و٧ حقائب
- **تويوتا هاي إس**: حتى ١٢ راكبًا و١٢ حقيبة

ولا يعرض نموذج الحجز إلا السيارات التي تتسع لمجموعتك وأمتعتك.

## سائقونا

سائقونا سائقون محترفون مرخصون يعرفون طرق منطقتهم وفنادقها ومطاراتها جيدًا. قبل انضمامهم إلينا يجتازون اختبار قيادة وفحصًا أمنيًا، ويتدربون على القيادة الوقائية وعلى استقبال الضيوف. ويتحدث كثير منهم الإنجليزية إلى جانب العربية.

## ما نؤمن به

- **الالتزام بالمواعيد**: نتابع رحلتك الجوية ونحدد موعد الاستلام حسب موعد الهبوط الفعلي.
- **أسعار واضحة**: كل سعر ثابت للسيارة وليس للفرد، بالجنيه المصري، وتعرفه قبل الحجز.
- **السلامة**: سائقون مرخصون، وسيارات تخضع للصيانة، وأحزمة أمان للجميع، ومقاعد أطفال عند الطلب.
- **حسن الضيافة**: استقبال ودود، ومساعدة في حمل الأمتعة، ومركز اتصال يرد في أي ساعة.

## تواصل معنا

مركز الاتصال لدينا يعمل ٢٤ ساعة يوميًا على **\u2066+20 10 0555 0123\u2069**. ويمكنك أيضًا مراسلتنا عبر [صفحة التواصل](/contact-us) أو قراءة [الشروط والأحكام](/terms) قبل الحجز.`,
      metaTitle: 'عن مسار للنقل: توصيل خاص من وإلى المطارات في مصر',
      metaDescription:
        'من نحن: شركة توصيل مقرها القاهرة تخدم مطارات القاهرة وبرج العرب والغردقة بسائقين مرخصين وخمسة أنواع من السيارات وأسعار ثابتة لكل سيارة.',
    },
  },
  {
    slug: 'cairo-airport-arrival-guide',
    publishedAt: '2026-03-02T09:00:00.000Z',
    image: {
      name: 'article-cairo-airport',
      format: 'webp',
      alt: {
        en: 'A jet takes off over the terminal of Cairo International Airport while a Masar driver waits at the kerb',
        ar: 'طائرة تقلع فوق مبنى مطار القاهرة الدولي بينما ينتظر سائق مسار أمام المبنى',
      },
    },
    en: {
      title: 'Arriving at Cairo International Airport: a step-by-step guide',
      excerpt:
        'From the aircraft door to your hotel: visas, passport control, luggage, SIM cards, money and how to find your driver at Cairo International Airport (CAI).',
      content: `Cairo International Airport (CAI) is Egypt's busiest airport and the gateway to the capital, the pyramids of Giza and the Nile. It is large, but arriving is simple once you know the order of things.

## 1. Check your terminal

Cairo has three passenger terminals. Most international flights use **Terminal 2** or **Terminal 3**; some airlines use **Terminal 1**. Your ticket shows the terminal, and we need it in your booking so the driver waits in the right place.

## 2. Visa on arrival

Many nationalities can get a tourist visa on arrival. Buy the visa stamp at the bank counters in the arrivals hall **before** you join the passport queue, and keep some cash in US dollars, euros or pounds sterling for it. You can also apply in advance on Egypt's official e-Visa portal. Rules and fees change, so check them before you travel.

## 3. Passport control and luggage

Join the queue for foreign passports, then collect your luggage from the belt shown on the screens. Trolleys are free. If a bag is missing, report it at the lost-and-found desk of your airline before leaving the baggage hall.

## 4. Customs and the arrivals hall

Walk through the green channel if you have nothing to declare. In the arrivals hall you will find:

- Mobile-phone shops selling local SIM cards with data (bring your passport)
- Currency exchange counters and ATMs
- Cafés, and the meeting point where drivers wait

## 5. Meeting your Masar driver

Your driver waits at the exit of the arrivals hall, holding a sign with your name. A few hours before landing we send you the driver's name and mobile number by SMS and email. Your flight is tracked, and for airport pickups the free waiting time counts from the actual landing, so queues at passport control are no problem: see our [terms and conditions](/terms) for how long it is. If you cannot find the driver, call our 24/7 hotline **+20 10 0555 0123**.

Prefer not to queue at all? Our [VIP arrival service](/services/maas) meets you at the aircraft door and takes you through fast track.

## Travel times from the airport

Cairo traffic varies a lot with the hour. Typical times by car:

- Heliopolis and Nasr City: 15 to 25 minutes
- New Cairo and the Fifth Settlement: 30 to 45 minutes
- Downtown and Zamalek: 40 to 60 minutes
- Giza and the pyramids: 60 to 90 minutes
- 6th of October and Sheikh Zayed: 60 to 90 minutes

Prices are fixed per car, so the traffic never changes what you pay.`,
      metaTitle: 'Cairo International Airport (CAI) arrival guide | Masar',
      metaDescription:
        'Arriving at Cairo airport step by step: terminals, visa on arrival, passport control, luggage, SIM cards, money, meeting your driver and travel times.',
    },
    ar: {
      title: 'الوصول إلى مطار القاهرة الدولي: دليل خطوة بخطوة',
      excerpt:
        'من باب الطائرة إلى فندقك: التأشيرة والجوازات والأمتعة وشرائح الهاتف والنقود وكيف تجد سائقك في مطار القاهرة الدولي.',
      content: `مطار القاهرة الدولي أكثر مطارات مصر ازدحامًا وبوابة العاصمة وأهرامات الجيزة والنيل. المطار كبير، لكن الوصول سهل حين تعرف ترتيب الخطوات.

## ١. تأكد من مبنى الركاب

في القاهرة ثلاثة مبانٍ للركاب. معظم الرحلات الدولية تستخدم **مبنى الركاب ٢** أو **مبنى الركاب ٣**، وبعض شركات الطيران تستخدم **مبنى الركاب ١**. رقم المبنى مكتوب في تذكرتك، ونحتاجه في الحجز لينتظرك السائق في المكان الصحيح.

## ٢. التأشيرة عند الوصول

يمكن لمواطني كثير من الدول الحصول على تأشيرة سياحية عند الوصول. اشترِ طابع التأشيرة من شبابيك البنوك في صالة الوصول **قبل** الوقوف في طابور الجوازات، واحتفظ بمبلغ نقدي بالدولار أو اليورو أو الجنيه الإسترليني لذلك. ويمكنك أيضًا التقديم مسبقًا عبر بوابة التأشيرة الإلكترونية الرسمية لمصر. القواعد والرسوم قد تتغير، فتحقق منها قبل السفر.

## ٣. الجوازات والأمتعة

قف في طابور الجوازات الأجنبية أو المصرية حسب جوازك، ثم استلم أمتعتك من السير المعروض على الشاشات. عربات الأمتعة مجانية. وإن فُقدت حقيبة فأبلغ مكتب المفقودات التابع لشركة الطيران قبل مغادرة صالة الأمتعة.

## ٤. الجمارك وصالة الوصول

اعبر من المسار الأخضر إن لم يكن معك ما تُصرّح به. وفي صالة الوصول ستجد:

- متاجر هواتف تبيع شرائح محلية مع باقات إنترنت (أحضر جواز سفرك)
- مكاتب صرافة وماكينات صراف آلي
- مقاهي، ونقطة اللقاء التي ينتظر فيها السائقون

## ٥. لقاء سائق مسار

ينتظرك السائق عند مخرج صالة الوصول حاملًا لافتة باسمك. وقبل الهبوط بساعات نرسل إليك اسم السائق ورقم هاتفه برسالة نصية وبالبريد الإلكتروني. نتابع رحلتك الجوية، وأول مدة انتظار بعد الهبوط مجانية، فلا مشكلة في طوابير الجوازات؛ راجع التفاصيل في [الشروط والأحكام](/terms). وإن لم تجد السائق فاتصل بخطنا الساخن على مدار الساعة **\u2066+20 10 0555 0123\u2069**.

تفضّل ألا تقف في الطوابير أصلًا؟ [خدمة الاستقبال المميز](/services/maas) تلتقيك عند باب الطائرة وتمر بك عبر المسار السريع.

## مدة الطريق من المطار

يختلف المرور في القاهرة كثيرًا حسب الساعة. المدد المعتادة بالسيارة:

- مصر الجديدة ومدينة نصر: من ١٥ إلى ٢٥ دقيقة
- القاهرة الجديدة والتجمع الخامس: من ٣٠ إلى ٤٥ دقيقة
- وسط البلد والزمالك: من ٤٠ إلى ٦٠ دقيقة
- الجيزة والأهرامات: من ٦٠ إلى ٩٠ دقيقة
- ٦ أكتوبر والشيخ زايد: من ٦٠ إلى ٩٠ دقيقة

الأسعار ثابتة لكل سيارة، فلا يغيّر الزحام ما تدفعه أبدًا.`,
      metaTitle: 'دليل الوصول إلى مطار القاهرة الدولي | مسار',
      metaDescription:
        'الوصول إلى مطار القاهرة خطوة بخطوة: مباني الركاب والتأشيرة والجوازات والأمتعة وشرائح الهاتف والنقود ولقاء السائق ومدة الطريق.',
    },
  },
  {
    slug: 'hurghada-airport-transfers',
    publishedAt: '2026-04-14T09:00:00.000Z',
    image: {
      name: 'article-hurghada-airport',
      format: 'webp',
      alt: {
        en: 'A jet approaches Hurghada International Airport over the Red Sea Mountains; a Masar van waits at the terminal',
        ar: 'طائرة تقترب من مطار الغردقة الدولي فوق جبال البحر الأحمر، وحافلة مسار تنتظر أمام المبنى',
      },
    },
    en: {
      title: 'Hurghada airport transfers: times, prices and tips',
      excerpt:
        'How long it takes from Hurghada International Airport (HRG) to El Gouna, Sahl Hasheesh, Makadi Bay or Soma Bay, which car to choose and how the pickup works.',
      content: `Hurghada International Airport (HRG) lies about 5 km south-west of the town centre, close to most Red Sea resorts. A private transfer takes you from the terminal to your hotel door without waiting for other passengers or stopping at other hotels.

## How long does the transfer take?

Typical times by car from the airport:

- Hurghada town, Sakkala and the marina: 10 to 20 minutes
- Sahl Hasheesh: 20 to 30 minutes
- Makadi Bay: 30 to 40 minutes
- El Gouna: 30 to 40 minutes
- Soma Bay: 45 to 60 minutes
- Safaga: 50 to 60 minutes

Longer trips, such as Hurghada to Luxor or to Cairo, can be booked through our call center.

## What does it cost?

Every route has a **fixed price per car, not per person**, in Egyptian pounds. A family of four pays the same as one traveller in the same car. Choose the car by passengers and bags: a Toyota Corolla takes 3 and 3, a V.W. Caddy 4 and 4, a Mitsubishi Xpander 5 and 4, a Hyundai H1 7 and 7 and a Toyota HiAce 12 and 12. Diving gear, golf bags and kite-surf boards need space: tell us in the booking notes.

## How the pickup works

1. Book online at least 12 hours before landing, with your flight number.
2. The day before, you receive the driver's name and mobile number.
3. After passport control and customs, walk out of the arrivals hall; the driver waits at the exit with a sign showing your name.
4. Your flight is tracked, so the driver adjusts to delays. Free waiting times are set out in our [terms and conditions](/terms).

## Tips for Hurghada

- Many travellers buy their visa on arrival at HRG: keep some cash in euros or US dollars for the visa stamp.
- Summer afternoons are hot: our cars are air-conditioned and carry cold water.
- Going back? Book the return with the same form, choosing a round trip; we plan the pickup about three hours before your flight.

Groups and hotels that need regular airport rounds should look at our [shuttle bus service](/services/sbs).`,
      metaTitle: 'Hurghada airport (HRG) transfers: times, prices and tips',
      metaDescription:
        'Private transfers from Hurghada airport to El Gouna, Sahl Hasheesh, Makadi Bay and Soma Bay: travel times, fixed per-car prices, choosing a car, meeting the driver.',
    },
    ar: {
      title: 'التوصيل من مطار الغردقة: المدد والأسعار ونصائح',
      excerpt:
        'كم يستغرق الطريق من مطار الغردقة الدولي إلى الجونة وسهل حشيش وخليج مكادي وسوما باي، وأي سيارة تختار، وكيف يتم الاستلام.',
      content: `يقع مطار الغردقة الدولي على بعد نحو ٥ كم جنوب غرب وسط المدينة، وقريبًا من معظم منتجعات البحر الأحمر. والتوصيل الخاص ينقلك من المبنى إلى باب فندقك دون انتظار ركاب آخرين أو التوقف عند فنادق أخرى.

## كم يستغرق الطريق؟

المدد المعتادة بالسيارة من المطار:

- مدينة الغردقة والسقالة والمارينا: من ١٠ إلى ٢٠ دقيقة
- سهل حشيش: من ٢٠ إلى ٣٠ دقيقة
- خليج مكادي: من ٣٠ إلى ٤٠ دقيقة
- الجونة: من ٣٠ إلى ٤٠ دقيقة
- سوما باي: من ٤٥ إلى ٦٠ دقيقة
- سفاجا: من ٥٠ إلى ٦٠ دقيقة

أما الرحلات الأطول، مثل الغردقة إلى الأقصر أو إلى القاهرة، فتُحجز عبر مركز الاتصال.

## كم التكلفة؟

لكل مسار **سعر ثابت للسيارة وليس للفرد**، بالجنيه المصري. تدفع عائلة من أربعة أفراد ما يدفعه مسافر واحد في السيارة نفسها. اختر السيارة حسب الركاب والحقائب: تويوتا كورولا لـ ٣ ركاب و٣ حقائب، وفولكس فاجن كادي لـ ٤ و٤، وميتسوبيشي إكسباندر لـ ٥ و٤، وهيونداي H1 لـ ٧ و٧، وتويوتا هاي إس لـ ١٢ و١٢. وتحتاج معدات الغوص وحقائب الجولف وألواح الكايت سيرف إلى مساحة، فاذكرها في ملاحظات الحجز.

## كيف يتم الاستلام

1. احجز عبر الموقع قبل الهبوط بـ ١٢ ساعة على الأقل، مع رقم رحلتك الجوية.
2. في اليوم السابق تستلم اسم السائق ورقم هاتفه.
3. بعد الجوازات والجمارك اخرج من صالة الوصول؛ ينتظرك السائق عند المخرج بلافتة عليها اسمك.
4. نتابع رحلتك الجوية، فيتكيف السائق مع أي تأخير. ومدد الانتظار المجانية موضحة في [الشروط والأحكام](/terms).

## نصائح للغردقة

- يشتري كثير من المسافرين التأشيرة عند الوصول في مطار الغردقة، فاحتفظ بمبلغ نقدي باليورو أو الدولار لطابع التأشيرة.
- ظهيرة الصيف حارة: سياراتنا مكيفة وفيها مياه باردة.
- عائد إلى بلدك؟ احجز رحلة العودة من النموذج نفسه باختيار ذهاب وعودة، ونحدد موعد الاستلام قبل رحلتك بنحو ثلاث ساعات.

وللمجموعات والفنادق التي تحتاج رحلات مطار منتظمة، راجع [خدمة الحافلات المكوكية](/services/sbs).`,
      metaTitle: 'التوصيل من مطار الغردقة: المدد والأسعار ونصائح | مسار',
      metaDescription:
        'توصيل خاص من مطار الغردقة إلى الجونة وسهل حشيش وخليج مكادي وسوما باي: مدة الطريق، وأسعار ثابتة للسيارة، واختيار السيارة، ولقاء السائق.',
    },
  },
  {
    slug: 'borg-al-arab-airport-guide',
    publishedAt: '2026-06-08T09:00:00.000Z',
    image: {
      name: 'article-borg-al-arab',
      format: 'webp',
      alt: {
        en: 'A jet over the Mediterranean near the Qaitbay Citadel in Alexandria, with a car on the Corniche',
        ar: 'طائرة فوق البحر المتوسط قرب قلعة قايتباي في الإسكندرية، وسيارة على طريق الكورنيش',
      },
    },
    en: {
      title: 'Borg Al-Arab Airport: getting to Alexandria and the North Coast',
      excerpt:
        'Borg Al-Arab (HBE) is the airport of Alexandria and the North Coast. How far it is, how long the drive takes and how to plan your transfer.',
      content: `Borg Al-Arab Airport (HBE) is the main airport of Alexandria. It sits in the desert about 50 km south-west of the city centre, so a transfer is part of every arrival: there is no train to the terminal and taxis are few at night.

## Travel times from the airport

- Central Alexandria, Raml Station and the Corniche: 45 to 60 minutes
- Smouha, Sidi Gaber and the eastern districts: 50 to 70 minutes
- Agami and Hannoville: 30 to 40 minutes
- Marina and El Alamein on the North Coast: about 1 hour 15 minutes
- Cairo, by the desert road: about 3 hours

Traffic into Alexandria is heaviest in the early evening and on summer weekends. Prices are fixed per car, so a slow drive costs you nothing extra.

## Arriving at HBE

The terminal is compact: passport control, the baggage hall and customs are a short walk apart, and the arrivals hall has a currency exchange, ATMs and SIM-card counters. Your Masar driver waits at the arrivals exit with a sign showing your name; we send you the driver's number before you land.

## The North Coast in summer

From June to September many travellers fly into Borg Al-Arab for the North Coast resorts. Book early for Thursday and Friday arrivals, and tell us the exact resort and gate number: the compounds of the coast are large, and the driver takes you to the right entrance.

## Choosing the car

Families heading to the coast usually travel with more luggage than a city trip. A **Mitsubishi Xpander** takes 5 passengers and 4 bags, a **Hyundai H1** takes 7 and 7 and a **Toyota HiAce** takes 12 and 12. Add your bags honestly in the booking form: it only offers the cars that fit.

## Before you fly

- Keep your flight number in the booking: we track delays and move the pickup.
- The free waiting time and the cost of extra stops are in our [terms and conditions](/terms).
- Need help on arrival? Our [meet and assist service](/services/maas) is available at HBE too.`,
      metaTitle: 'Borg Al-Arab Airport (HBE) guide: Alexandria and North Coast',
      metaDescription:
        'Getting from Borg Al-Arab Airport to Alexandria, Agami, Marina and El Alamein: distances, travel times, summer tips and choosing the right car.',
    },
    ar: {
      title: 'مطار برج العرب: الطريق إلى الإسكندرية والساحل الشمالي',
      excerpt:
        'مطار برج العرب هو مطار الإسكندرية والساحل الشمالي. كم يبعد، وكم يستغرق الطريق، وكيف تخطط لرحلة التوصيل.',
      content: `مطار برج العرب هو المطار الرئيسي للإسكندرية، ويقع في الصحراء على بعد نحو ٥٠ كم جنوب غرب وسط المدينة. لذلك تكون رحلة التوصيل جزءًا من كل وصول: لا يوجد قطار إلى المطار، وسيارات الأجرة قليلة ليلًا.

## مدة الطريق من المطار

- وسط الإسكندرية ومحطة الرمل والكورنيش: من ٤٥ إلى ٦٠ دقيقة
- سموحة وسيدي جابر والأحياء الشرقية: من ٥٠ إلى ٧٠ دقيقة
- العجمي وهانوفيل: من ٣٠ إلى ٤٠ دقيقة
- مارينا والعلمين في الساحل الشمالي: نحو ساعة و١٥ دقيقة
- القاهرة عبر الطريق الصحراوي: نحو ٣ ساعات

يشتد الزحام عند دخول الإسكندرية في المساء الباكر وفي عطلات الصيف. والأسعار ثابتة لكل سيارة، فلا يكلفك الطريق البطيء شيئًا إضافيًا.

## الوصول إلى مطار برج العرب

مبنى المطار صغير: الجوازات وصالة الأمتعة والجمارك على مسافة قصيرة من بعضها، وفي صالة الوصول مكتب صرافة وماكينات صراف آلي ومكاتب لشرائح الهاتف. ينتظرك سائق مسار عند مخرج صالة الوصول بلافتة عليها اسمك، ونرسل إليك رقم السائق قبل الهبوط.

## الساحل الشمالي في الصيف

من يونيو إلى سبتمبر يصل كثير من المسافرين إلى مطار برج العرب متجهين إلى منتجعات الساحل الشمالي. احجز مبكرًا للوصول يومي الخميس والجمعة، وأخبرنا باسم المنتجع ورقم البوابة بدقة: قرى الساحل كبيرة، وسيوصلك السائق إلى المدخل الصحيح.

## اختيار السيارة

تسافر العائلات المتجهة إلى الساحل عادة بأمتعة أكثر من رحلات المدينة. تتسع **ميتسوبيشي إكسباندر** لـ ٥ ركاب و٤ حقائب، و**هيونداي H1** لـ ٧ و٧، و**تويوتا هاي إس** لـ ١٢ و١٢. أدخل عدد حقائبك بدقة في نموذج الحجز، فهو لا يعرض إلا السيارات التي تتسع لها.

## قبل السفر

- اكتب رقم رحلتك الجوية في الحجز: نتابع التأخير ونعدّل موعد الاستلام.
- مدة الانتظار المجانية وتكلفة التوقف الإضافي موضحة في [الشروط والأحكام](/terms).
- تحتاج مساعدة عند الوصول؟ [خدمة الاستقبال والمساعدة](/services/maas) متاحة في مطار برج العرب أيضًا.`,
      metaTitle: 'دليل مطار برج العرب: الإسكندرية والساحل الشمالي | مسار',
      metaDescription:
        'الطريق من مطار برج العرب إلى الإسكندرية والعجمي ومارينا والعلمين: المسافات ومدة الطريق ونصائح الصيف واختيار السيارة المناسبة.',
    },
  },
  {
    slug: 'travelling-with-children',
    publishedAt: '2026-08-20T09:00:00.000Z',
    image: {
      name: 'article-travelling-with-children',
      format: 'webp',
      alt: {
        en: 'A parent and a child with a balloon walk to a car with a child seat fitted on the back seat',
        ar: 'أم وطفل يحمل بالونًا يسيران نحو سيارة بها مقعد أطفال مثبت في المقعد الخلفي',
      },
    },
    en: {
      title: 'Travelling with children: a calm transfer for the whole family',
      excerpt:
        'Child seats, strollers, luggage and long drives: how to book a family transfer in Egypt so the trip from the airport is the easy part.',
      content: `A long flight with children ends best with a car that is ready for them. Here is how to plan a family transfer with Masar.

## Child seats

We fit **child seats and booster seats on request, at no extra cost**. When you book, write the number of children and their ages in the notes, for example "two children, 8 months and 4 years". The driver fits the seats before the pickup, and you can check them before you set off.

## Choosing a car with room to spare

Families travel with more than suitcases: strollers, car seats of their own, bags of toys. Count every item as a bag in the booking form and pick a car with space left over:

- **Mitsubishi Xpander**: 5 passengers, 4 bags, a good choice for two adults and two or three children
- **Hyundai H1**: 7 passengers, 7 bags, room for a stroller and a travel cot
- **Toyota HiAce**: 12 passengers, 12 bags, for two families travelling together

Remember that prices are per car, not per person, so a larger car is often the better deal for a family.

## Long drives

Cairo to Hurghada takes about five to six hours and Cairo to Alexandria about three. Tell us if you want stops: drivers know the rest areas with clean toilets and food on every highway. Bring water, snacks and something to do; our cars are air-conditioned, and drivers carry bottled water.

## At the airport

After a night flight, a shorter walk helps. With our [meet and assist service](/services/maas) an agent meets you at the aircraft door, takes you through fast track and a porter carries your luggage while the children rest in the lounge.

## Safety first

Everybody wears a seat belt in our cars, children included, and small children always travel in a child seat. Our drivers never start the trip before everyone is buckled in.

Have a question before you book? Our call center answers 24 hours a day on **+20 10 0555 0123**, or write to us through the [contact page](/contact-us).`,
      metaTitle: 'Travelling with children in Egypt: family airport transfers',
      metaDescription:
        'Free child seats on request, cars with room for strollers, stops on long drives and help at the airport: how to book a calm family transfer in Egypt.',
    },
    ar: {
      title: 'السفر مع الأطفال: رحلة توصيل هادئة للعائلة كلها',
      excerpt:
        'مقاعد الأطفال وعربات الأطفال والأمتعة والطرق الطويلة: كيف تحجز رحلة توصيل عائلية في مصر ليكون الطريق من المطار أسهل جزء في رحلتك.',
      content: `أفضل نهاية لرحلة طيران طويلة مع الأطفال سيارة جاهزة لاستقبالهم. إليك كيف تخطط لرحلة توصيل عائلية مع مسار.

## مقاعد الأطفال

نركّب **مقاعد الأطفال والمقاعد الرافعة عند الطلب ودون تكلفة إضافية**. عند الحجز اكتب عدد الأطفال وأعمارهم في الملاحظات، مثل "طفلان، ٨ أشهر و٤ سنوات". يركّب السائق المقاعد قبل الاستلام، ويمكنك التحقق منها قبل الانطلاق.

## اختر سيارة فيها مساحة إضافية

تسافر العائلات بأكثر من الحقائب: عربات أطفال ومقاعد سيارة خاصة وحقائب ألعاب. احسب كل قطعة حقيبةً في نموذج الحجز، واختر سيارة تبقى فيها مساحة:

- **ميتسوبيشي إكسباندر**: ٥ ركاب و٤ حقائب، اختيار مناسب لشخصين بالغين وطفلين أو ثلاثة
- **هيونداي H1**: ٧ ركاب و٧ حقائب، فيها مساحة لعربة أطفال وسرير سفر
- **تويوتا هاي إس**: ١٢ راكبًا و١٢ حقيبة، لعائلتين مسافرتين معًا

وتذكّر أن الأسعار للسيارة وليست للفرد، فالسيارة الأكبر غالبًا الخيار الأوفر للعائلة.

## الطرق الطويلة

يستغرق الطريق من القاهرة إلى الغردقة نحو خمس إلى ست ساعات، ومن القاهرة إلى الإسكندرية نحو ثلاث ساعات. أخبرنا إن أردت التوقف؛ فالسائقون يعرفون الاستراحات التي بها دورات مياه نظيفة وطعام على كل طريق سريع. أحضر الماء والوجبات الخفيفة وما يسلي الأطفال؛ سياراتنا مكيفة ويحمل السائقون مياهًا معبأة.

## في المطار

بعد رحلة ليلية يفيد المشي لمسافة أقصر. مع [خدمة الاستقبال والمساعدة](/services/maas) يلتقيك موظفنا عند باب الطائرة، ويمر بك عبر المسار السريع، ويحمل حامل الحقائب أمتعتك بينما يستريح الأطفال في الصالة.

## السلامة أولًا

الجميع يربط حزام الأمان في سياراتنا، والأطفال أيضًا، والأطفال الصغار يجلسون دائمًا في مقعد أطفال. ولا يبدأ السائق الرحلة قبل أن يربط الجميع أحزمتهم.

لديك سؤال قبل الحجز؟ يرد مركز الاتصال ٢٤ ساعة يوميًا على **\u2066+20 10 0555 0123\u2069**، أو راسلنا عبر [صفحة التواصل](/contact-us).`,
      metaTitle: 'السفر مع الأطفال في مصر: توصيل عائلي من المطار | مسار',
      metaDescription:
        'مقاعد أطفال مجانية عند الطلب، وسيارات تتسع لعربات الأطفال، وتوقف في الطرق الطويلة، ومساعدة في المطار: كيف تحجز رحلة عائلية هادئة في مصر.',
    },
  },
]

/** The about page and the travel guides, published in both languages. Skipped when any exists. */
export async function seedArticles(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'articles' })
  if (totalDocs > 0) return false

  for (const article of ARTICLES) {
    const image = await ensureImage(payload, article.image)
    const created = await payload.create({
      collection: 'articles',
      locale: 'en',
      draft: false,
      data: {
        _status: 'published',
        slug: article.slug,
        publishedAt: article.publishedAt,
        heroImage: image,
        title: article.en.title,
        excerpt: article.en.excerpt,
        content: richText(article.en.content),
        meta: {
          title: article.en.metaTitle,
          description: article.en.metaDescription,
          image,
        },
      },
      context: SEED_CONTEXT,
    })
    await payload.update({
      collection: 'articles',
      id: created.id,
      locale: 'ar',
      draft: false,
      data: {
        _status: 'published',
        title: article.ar.title,
        excerpt: article.ar.excerpt,
        content: richText(article.ar.content),
        meta: { title: article.ar.metaTitle, description: article.ar.metaDescription },
      },
      context: SEED_CONTEXT,
    })
  }
  return true
}
