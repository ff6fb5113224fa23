import type { Payload } from 'payload'

import type { SERVICE_ICONS, ServiceSlug } from '@/content/types'

import { richText } from './lexical'
import { ensureImage, type Localized, SEED_CONTEXT, type SeedImage } from './media'

type ServiceText = {
  title: string
  summary: string
  highlights: string[]
  content: string
  metaTitle: string
  metaDescription: string
}

type SeedService = {
  slug: ServiceSlug
  order: number
  icon: (typeof SERVICE_ICONS)[number]
  image: SeedImage
  en: ServiceText
  ar: ServiceText
}

const image = (name: string, alt: Localized): SeedImage => ({ name, format: 'webp', alt })

/** Phone numbers inside Arabic text sit between U+2066 and U+2069 (a left-to-right isolate), so
 * the number keeps its order inside right-to-left sentences. */
export const SERVICES: SeedService[] = [
  {
    slug: 'call-center',
    order: 1,
    icon: 'headset',
    image: image('service-call-center', {
      en: 'A call-center agent with a headset books a transfer on a route map, available 24/7',
      ar: 'موظف مركز الاتصال يرتدي سماعة ويحجز رحلة على خريطة المسار، متاح على مدار الساعة',
    }),
    en: {
      title: '24/7 Call Center',
      summary:
        'Book, change or check a transfer at any hour by phone or WhatsApp, in Arabic or English, with agents who know every route we drive.',
      highlights: [
        'Open 24 hours a day, 7 days a week, public holidays included',
        'Arabic- and English-speaking agents',
        'Bookings at short notice, changes and flight-delay follow-up',
        'Phone, WhatsApp and email, one team behind all three',
      ],
      content: `## Someone answers, whatever the hour

Flights land in Cairo, Borg Al-Arab and Hurghada through the night, so our call center never closes. Call the hotline **+20 10 0555 0123** or write on WhatsApp and you reach an agent in our Heliopolis office, not a recording.

Our agents book transfers, quote prices and follow your trip until the driver has dropped you off. They can see the driver's position and your flight's status, so they answer with facts rather than guesses.

## What the call center does for you

- Books a transfer when the pickup is less than 12 hours away, which the website cannot accept
- Changes the pickup time, the address or the car, and tells you at once whether the price changes
- Follows delayed and diverted flights and moves the pickup accordingly
- Arranges child seats, extra luggage space and stops on the way
- Sends you the driver's name and mobile number before the pickup

## Prices you know in advance

Every quote is a fixed price **per car, not per person**, in Egyptian pounds. The price you are given on the phone is the price of the trip, whatever the traffic. Waiting time and detours follow our [terms and conditions](/terms).

## For companies and travel agencies

Hotels, agencies and companies that book often get a direct line and one account for all their guests. Tell us about your needs through the [contact page](/contact-us) and we will call you back.`,
      metaTitle: '24/7 Call Center for airport transfers in Egypt | Masar',
      metaDescription:
        'Book or change a private transfer at any hour by phone or WhatsApp. Arabic and English agents, fixed per-car prices in EGP, flight-delay follow-up.',
    },
    ar: {
      title: 'مركز الاتصال على مدار الساعة',
      summary:
        'احجز رحلتك أو عدّلها أو استفسر عنها في أي وقت عبر الهاتف أو واتساب، بالعربية أو الإنجليزية، مع فريق يعرف كل طرقنا.',
      highlights: [
        'نعمل ٢٤ ساعة يوميًا، ٧ أيام في الأسبوع، بما فيها العطلات الرسمية',
        'موظفون يتحدثون العربية والإنجليزية',
        'حجوزات عاجلة وتعديلات ومتابعة تأخر الرحلات الجوية',
        'الهاتف وواتساب والبريد الإلكتروني، وفريق واحد وراءها جميعًا',
      ],
      content: `## هناك من يرد عليك في أي ساعة

تهبط الطائرات في مطارات القاهرة وبرج العرب والغردقة طوال الليل، لذلك لا يغلق مركز الاتصال لدينا أبدًا. اتصل بالخط الساخن **\u2066+20 10 0555 0123\u2069** أو راسلنا على واتساب، وسيرد عليك موظف من مكتبنا في مصر الجديدة، لا رسالة مسجلة.

يحجز فريقنا الرحلات ويحدد الأسعار ويتابع رحلتك حتى يوصلك السائق إلى وجهتك. ويرى الموظف موقع السائق وحالة رحلتك الجوية، فيجيبك بمعلومات دقيقة لا بتخمينات.

## ماذا يقدم لك مركز الاتصال

- حجز رحلة موعدها بعد أقل من ١٢ ساعة، وهو ما لا يقبله الموقع
- تغيير موعد الاستلام أو العنوان أو نوع السيارة، مع إخبارك فورًا إن تغير السعر
- متابعة الرحلات الجوية المتأخرة أو المحوّلة وتعديل موعد الاستلام تبعًا لها
- توفير مقاعد الأطفال ومساحة إضافية للأمتعة والتوقف في الطريق
- إرسال اسم السائق ورقم هاتفه قبل موعد الاستلام

## أسعار تعرفها مسبقًا

كل سعر نعطيك إياه سعر ثابت **للسيارة وليس للفرد**، بالجنيه المصري. السعر الذي تسمعه على الهاتف هو سعر الرحلة مهما كانت حالة المرور. ويخضع وقت الانتظار وتغيير المسار [للشروط والأحكام](/terms).

## للشركات ووكالات السفر

تحصل الفنادق والوكالات والشركات التي تحجز باستمرار على خط مباشر وحساب واحد لكل ضيوفها. أخبرنا باحتياجاتك عبر [صفحة التواصل](/contact-us) وسنتصل بك.`,
      metaTitle: 'مركز اتصال على مدار الساعة لحجز رحلات المطار في مصر | مسار',
      metaDescription:
        'احجز رحلتك الخاصة أو عدّلها في أي وقت عبر الهاتف أو واتساب. فريق عربي وإنجليزي، أسعار ثابتة للسيارة بالجنيه، ومتابعة تأخر الرحلات.',
    },
  },
  {
    slug: 'bme',
    order: 2,
    icon: 'briefcase',
    image: image('service-bme', {
      en: 'An executive sedan and a van wait at the entrance of a conference hotel',
      ar: 'سيارة سيدان فاخرة وحافلة صغيرة تنتظران أمام مدخل فندق للمؤتمرات',
    }),
    en: {
      title: 'Business Meetings & Events',
      summary:
        'Ground transport for conferences, exhibitions, incentive trips and private events: airport arrivals, daily venue runs and executive cars, coordinated by one team.',
      highlights: [
        'One coordinator from the first quote to the last departure',
        'Welcome desk at the airport for large groups',
        'Executive sedans, people carriers and minibuses in one fleet',
        'Fixed per-car prices and one invoice for the whole event',
        'Printed or digital transport schedules for your guests',
      ],
      content: `## Your guests arrive, meet and leave on time

A conference, an exhibition or a company gathering depends on people being in the right place at the right time. We plan the transport of your event as a whole: arrivals at Cairo International (CAI), Borg Al-Arab (HBE) or Hurghada (HRG), daily runs between hotels and the venue, evening dinners and departures.

One coordinator is your contact from the first quote to the last airport drop-off. They build the schedule with you, assign the cars and stay on call during the event.

## How we organise an event

1. You send us the dates, the venues and the expected number of guests.
2. We propose a transport plan with the right mix of cars and a fixed price per car and trip.
3. Two days before the event you receive the final schedule with every driver's name and number.
4. During the event our call center and your coordinator follow every movement live.

## Cars for every role

Speakers and executives travel in a **Toyota Corolla** or a **Mitsubishi Xpander** with an experienced driver; delegations and teams in a **Hyundai H1** (7 passengers) or a **Toyota HiAce** (12 passengers). For large exhibitions in New Cairo we add a welcome desk at the airport, where our staff greet arriving guests and guide them to their car.

## Ask for a proposal

Tell us about your event through the [contact page](/contact-us) or call **+20 10 0555 0123**. For guests who need a personal welcome at the aircraft door, add our [meet and assist service](/services/maas).`,
      metaTitle: 'Transport for business meetings and events in Egypt | Masar',
      metaDescription:
        'Conference and event transport in Cairo, Alexandria and Hurghada: airport arrivals, venue shuttles, executive cars and one coordinator. Fixed prices per car.',
    },
    ar: {
      title: 'اجتماعات الأعمال والفعاليات',
      summary:
        'نقل المؤتمرات والمعارض ورحلات الحوافز والفعاليات الخاصة: استقبال من المطار ورحلات يومية إلى مكان الفعالية وسيارات لكبار الضيوف، بتنسيق فريق واحد.',
      highlights: [
        'منسق واحد من أول عرض سعر حتى آخر رحلة مغادرة',
        'مكتب استقبال في المطار للمجموعات الكبيرة',
        'سيارات سيدان فاخرة وسيارات عائلية وحافلات صغيرة في أسطول واحد',
        'أسعار ثابتة لكل سيارة وفاتورة واحدة للفعالية كلها',
        'جداول تنقل مطبوعة أو رقمية لضيوفك',
      ],
      content: `## ضيوفك يصلون ويلتقون ويغادرون في مواعيدهم

يعتمد نجاح المؤتمر أو المعرض أو لقاء الشركة على وجود الناس في المكان الصحيح في الوقت الصحيح. لذلك نخطط لنقل فعاليتك كاملة: الاستقبال في مطار القاهرة الدولي أو مطار برج العرب أو مطار الغردقة، والرحلات اليومية بين الفنادق ومكان الفعالية، وحفلات العشاء، ورحلات المغادرة.

يكون منسق واحد هو جهة اتصالك من أول عرض سعر حتى آخر توصيل إلى المطار. يضع معك الجدول ويوزع السيارات ويبقى متاحًا طوال الفعالية.

## كيف ننظم الفعالية

1. ترسل لنا التواريخ وأماكن الفعالية وعدد الضيوف المتوقع.
2. نقترح خطة نقل بالمزيج المناسب من السيارات وبسعر ثابت لكل سيارة ورحلة.
3. قبل الفعالية بيومين تستلم الجدول النهائي باسم كل سائق ورقمه.
4. أثناء الفعالية يتابع مركز الاتصال ومنسقك كل تحرك لحظة بلحظة.

## سيارة مناسبة لكل دور

يتنقل المتحدثون وكبار المسؤولين في **تويوتا كورولا** أو **ميتسوبيشي إكسباندر** مع سائق متمرس، والوفود وفرق العمل في **هيونداي H1** (٧ ركاب) أو **تويوتا هاي إس** (١٢ راكبًا). وفي المعارض الكبيرة بالقاهرة الجديدة نضيف مكتب استقبال في المطار يرحب فيه فريقنا بالضيوف ويرشدهم إلى سياراتهم.

## اطلب عرضًا

أخبرنا عن فعاليتك عبر [صفحة التواصل](/contact-us) أو اتصل على **\u2066+20 10 0555 0123\u2069**. ولضيوفك الذين يحتاجون استقبالًا شخصيًا عند باب الطائرة، أضف [خدمة الاستقبال والمساعدة](/services/maas).`,
      metaTitle: 'نقل اجتماعات الأعمال والفعاليات في مصر | مسار',
      metaDescription:
        'نقل المؤتمرات والفعاليات في القاهرة والإسكندرية والغردقة: استقبال المطار ورحلات مكان الفعالية وسيارات كبار الضيوف ومنسق واحد. أسعار ثابتة للسيارة.',
    },
  },
  {
    slug: 'maas',
    order: 3,
    icon: 'handshake',
    image: image('service-maas', {
      en: 'A Masar agent with a tablet greets a traveller under a fast-track sign; a porter waits with the luggage trolley',
      ar: 'موظفة من مسار تحمل جهازًا لوحيًا تستقبل مسافرًا تحت لافتة المسار السريع، وحامل الحقائب ينتظر بعربة الأمتعة',
    }),
    en: {
      title: 'Meet & Assist',
      summary:
        'A personal welcome at the airport: from a name sign in the arrivals hall to our VIP arrival service with fast track, lounge and porter.',
      highlights: [
        'Name-sign welcome in the arrivals hall, with the driver waiting outside',
        'VIP arrival: met at the aircraft door or gate, fast track through passport control',
        'Lounge while your bags are collected, porter to the car',
        'Departure assistance: check-in, fast track and escort to the gate',
        'At Cairo (CAI), Borg Al-Arab (HBE) and Hurghada (HRG) airports',
      ],
      content: `## A familiar face when you land

Arriving in a new country after a long flight is easier when someone is waiting for you. With meet and assist, a member of our airport team welcomes you by name, helps with the formalities and walks you to your car. It is available at **Cairo International (CAI)**, **Borg Al-Arab (HBE)** and **Hurghada (HRG)**.

## Standard meet and greet

Our agent waits in the arrivals hall, right after customs, holding a sign with your name. They help with your luggage, answer your first questions about SIM cards or currency exchange and take you to the driver, who is waiting with the car at the kerb. Your flight is tracked, so a delay costs you nothing: see the waiting times in our [terms and conditions](/terms).

## VIP arrival service

For travellers who want the fastest and calmest arrival, our VIP service starts on the other side of passport control:

- **Met at the aircraft door or at the gate** by an agent with your name
- **Visa assistance**: the agent guides you to the visa counter if you need a visa on arrival
- **Fast track** through passport control and security, in the priority lane
- **Lounge**: you relax with a drink while the agent collects your bags from the belt
- **Porter** service from the baggage hall to the car, with no trolley to push
- Escort to the car and a last check that everything is on board

VIP arrival suits business travellers, families with small children, older travellers and anyone with reduced mobility. Tell us about wheelchair needs when you book and we arrange the airport's assistance as well.

## Departures too

On the way home we can meet you at the terminal entrance, help with check-in and take you through fast track to the gate.

## Booking meet and assist

Book the service together with your transfer or on its own, at least 12 hours before the flight. Give us your flight number and the names of all travellers. For group arrivals, see [business meetings and events](/services/bme), or call **+20 10 0555 0123** at any hour.`,
      metaTitle: 'Meet & assist and VIP arrival at Cairo, Alexandria, Hurghada',
      metaDescription:
        'Airport welcome in Egypt: name-sign meet and greet, or VIP arrival with fast track, lounge and porter at Cairo (CAI), Borg Al-Arab (HBE) and Hurghada (HRG).',
    },
    ar: {
      title: 'الاستقبال والمساعدة',
      summary:
        'استقبال شخصي في المطار: من لافتة باسمك في صالة الوصول إلى خدمة الاستقبال المميز مع المسار السريع والصالة وحامل الحقائب.',
      highlights: [
        'استقبال بلافتة تحمل اسمك في صالة الوصول والسائق ينتظرك بالخارج',
        'الاستقبال المميز: نلتقيك عند باب الطائرة أو البوابة ونمر بك عبر المسار السريع للجوازات',
        'صالة انتظار أثناء استلام حقائبك وحامل حقائب حتى السيارة',
        'مساعدة عند السفر: إنهاء إجراءات السفر والمسار السريع والمرافقة حتى البوابة',
        'في مطارات القاهرة وبرج العرب والغردقة',
      ],
      content: `## وجه مألوف لحظة وصولك

الوصول إلى بلد جديد بعد رحلة طويلة يصبح أسهل حين يكون هناك من ينتظرك. مع خدمة الاستقبال والمساعدة يرحب بك أحد أفراد فريقنا في المطار باسمك، ويساعدك في الإجراءات، ويرافقك إلى سيارتك. والخدمة متاحة في **مطار القاهرة الدولي** و**مطار برج العرب** و**مطار الغردقة الدولي**.

## الاستقبال العادي

ينتظرك موظفنا في صالة الوصول بعد الجمارك مباشرة حاملًا لافتة باسمك. يساعدك في حمل الأمتعة، ويجيب عن أسئلتك الأولى عن شرائح الهاتف أو صرف العملات، ثم يوصلك إلى السائق الذي ينتظرك بالسيارة أمام المبنى. نتابع رحلتك الجوية، فلا يكلفك التأخير شيئًا؛ راجع مدد الانتظار في [الشروط والأحكام](/terms).

## خدمة الاستقبال المميز (VIP)

للمسافرين الذين يريدون أسرع وصول وأكثره هدوءًا، تبدأ خدمتنا المميزة قبل منافذ الجوازات:

- **نلتقيك عند باب الطائرة أو عند البوابة** بلافتة تحمل اسمك
- **المساعدة في التأشيرة**: يرشدك الموظف إلى شباك التأشيرات إن احتجت تأشيرة عند الوصول
- **المسار السريع** عبر الجوازات والتفتيش في الممر المخصص
- **صالة الانتظار**: تستريح مع مشروب بينما يستلم الموظف حقائبك من السير
- **حامل حقائب** من صالة الأمتعة حتى السيارة، دون عربة تدفعها بنفسك
- مرافقتك إلى السيارة والتأكد من أن كل شيء على متنها

تناسب الخدمة المميزة رجال الأعمال والعائلات مع الأطفال الصغار وكبار السن وكل من يواجه صعوبة في الحركة. أخبرنا عند الحجز إن كنت تحتاج كرسيًا متحركًا وسنرتب مساعدة المطار أيضًا.

## وعند السفر أيضًا

عند عودتك يمكننا لقاؤك عند مدخل المبنى، ومساعدتك في إنهاء إجراءات السفر، والمرور بك عبر المسار السريع حتى البوابة.

## حجز الخدمة

احجز الخدمة مع رحلة التوصيل أو وحدها، قبل موعد الرحلة الجوية بـ ١٢ ساعة على الأقل، مع رقم الرحلة وأسماء جميع المسافرين. ولوصول المجموعات راجع [اجتماعات الأعمال والفعاليات](/services/bme)، أو اتصل على **\u2066+20 10 0555 0123\u2069** في أي وقت.`,
      metaTitle: 'الاستقبال والمساعدة والاستقبال المميز في مطارات مصر | مسار',
      metaDescription:
        'استقبال في مطارات مصر: لافتة باسمك في صالة الوصول، أو استقبال مميز مع المسار السريع والصالة وحامل الحقائب في القاهرة وبرج العرب والغردقة.',
    },
  },
  {
    slug: 'sbs',
    order: 4,
    icon: 'bus',
    image: image('service-sbs', {
      en: 'A Masar shuttle bus on its route from the airport past hotels and palm trees',
      ar: 'حافلة مسار المكوكية في طريقها من المطار مرورًا بالفنادق وأشجار النخيل',
    }),
    en: {
      title: 'Shuttle Bus Service',
      summary:
        'Scheduled shuttles for hotels, tour operators and groups: airport rounds, resort-to-town runs and excursion transfers on a timetable you agree with us.',
      highlights: [
        'Toyota HiAce minibuses for up to 12 passengers with 12 bags',
        'Fixed timetables or on-demand rounds for hotel guests',
        'Airport shuttles matched to flight waves at HRG and CAI',
        'Monthly or seasonal contracts with one price per run',
      ],
      content: `## Shared rides on a timetable

Hotels, tour operators and residential compounds often need the same trips again and again: guests to the airport, staff to the resort, visitors into town for the evening. Our shuttle service runs those trips on a timetable you agree with us, with the same drivers and cars every day.

## Where shuttles make sense

- **Resort shuttles in Hurghada**: rounds between the hotels of Sahl Hasheesh, Makadi Bay or El Gouna and the town centre or the marina
- **Airport rounds**: several pickups timed to the morning and evening flight waves at Hurghada (HRG) and Cairo (CAI)
- **Excursion transfers** for tour operators, from hotel lobbies to the meeting points of day trips
- **Group arrivals** for weddings, sports teams and school trips

## Cars and capacity

Our shuttles run with the **Toyota HiAce**, which seats 12 passengers with 12 bags, and the **Hyundai H1** for smaller rounds of up to 7. For larger groups we combine several cars on the same timetable so nobody waits for a second run.

## How shuttle contracts work

We agree the routes, the timetable and one price per run for a month or a season. Every run is logged, so you can check punctuality and the number of passengers carried. Changes to the timetable are made through your account manager or our 24/7 call center.

For a proposal, write to us through the [contact page](/contact-us). Companies that move their own staff every day should also look at our [corporate transport](/services/cts).`,
      metaTitle: 'Shuttle bus service for hotels and groups in Egypt | Masar',
      metaDescription:
        'Scheduled shuttles in Hurghada and Cairo: airport rounds, resort-to-town runs and excursion transfers in Toyota HiAce minibuses. Monthly or seasonal contracts.',
    },
    ar: {
      title: 'خدمة الحافلات المكوكية',
      summary:
        'رحلات مجدولة للفنادق ومنظمي الرحلات والمجموعات: جولات المطار ورحلات المنتجع إلى المدينة ونقل الرحلات السياحية وفق جدول تتفق معنا عليه.',
      highlights: [
        'حافلات تويوتا هاي إس الصغيرة لما يصل إلى ١٢ راكبًا و١٢ حقيبة',
        'جداول ثابتة أو جولات عند الطلب لضيوف الفنادق',
        'رحلات مطار مرتبطة بمواعيد وصول الطائرات في الغردقة والقاهرة',
        'عقود شهرية أو موسمية بسعر واحد لكل رحلة',
      ],
      content: `## رحلات مشتركة بجدول منتظم

تحتاج الفنادق ومنظمو الرحلات والمجمعات السكنية كثيرًا إلى الرحلات نفسها مرة بعد مرة: الضيوف إلى المطار، والعاملون إلى المنتجع، والزوار إلى المدينة مساءً. تنفذ خدمتنا المكوكية هذه الرحلات وفق جدول تتفق معنا عليه، بالسائقين والسيارات أنفسهم كل يوم.

## متى تكون الحافلات المكوكية مناسبة

- **رحلات المنتجعات في الغردقة**: جولات بين فنادق سهل حشيش أو خليج مكادي أو الجونة ووسط المدينة أو المارينا
- **جولات المطار**: عدة رحلات استلام في مواعيد موجات الطيران الصباحية والمسائية في مطاري الغردقة والقاهرة
- **نقل الرحلات السياحية** لمنظمي الرحلات، من بهو الفنادق إلى نقاط تجمع الرحلات اليومية
- **وصول المجموعات** لحفلات الزفاف والفرق الرياضية والرحلات المدرسية

## السيارات والسعة

تعمل حافلاتنا المكوكية بسيارات **تويوتا هاي إس** التي تتسع لـ ١٢ راكبًا مع ١٢ حقيبة، و**هيونداي H1** للجولات الأصغر حتى ٧ ركاب. وللمجموعات الكبيرة نجمع عدة سيارات في الجدول نفسه حتى لا ينتظر أحد رحلة ثانية.

## كيف تعمل عقود الحافلات

نتفق على المسارات والجدول وسعر واحد لكل رحلة لمدة شهر أو موسم. تُسجَّل كل رحلة، فيمكنك مراجعة الالتزام بالمواعيد وعدد الركاب المنقولين. ويتم تعديل الجدول عبر مدير حسابك أو مركز الاتصال على مدار الساعة.

للحصول على عرض، راسلنا عبر [صفحة التواصل](/contact-us). وإن كانت شركتك تنقل موظفيها يوميًا فاطلع أيضًا على [نقل الشركات](/services/cts).`,
      metaTitle: 'خدمة الحافلات المكوكية للفنادق والمجموعات في مصر | مسار',
      metaDescription:
        'رحلات مجدولة في الغردقة والقاهرة: جولات المطار ورحلات المنتجع إلى المدينة ونقل الرحلات السياحية بحافلات تويوتا هاي إس. عقود شهرية أو موسمية.',
    },
  },
  {
    slug: 'cts',
    order: 5,
    icon: 'building',
    image: image('service-cts', {
      en: 'Office towers, a route card from home to the office, a monthly schedule and two company cars',
      ar: 'أبراج مكاتب وبطاقة مسار من المنزل إلى العمل وجدول شهري وسيارتان للشركة',
    }),
    en: {
      title: 'Corporate Transport',
      summary:
        'Daily staff transport, executive cars and airport transfers for companies, on a monthly contract with one invoice and a dedicated account manager.',
      highlights: [
        'Home-to-office staff routes planned around your shifts',
        'Executive cars with a regular driver for managers and visitors',
        'Airport transfers for employees and guests on the company account',
        'Monthly invoice with a trip-by-trip report',
        'Licensed, vetted drivers and regularly serviced cars',
      ],
      content: `## Transport your company can rely on

Getting staff to work on time, collecting visiting partners from the airport and moving managers between meetings take time away from your own business. Our corporate transport service handles all of it under one contract, with a dedicated account manager and our 24/7 call center behind them.

## What we take care of

- **Staff routes**: daily pickups from home areas in Greater Cairo, Alexandria or Hurghada to your offices, factories or hotels, planned around your shifts
- **Executive cars**: a regular driver and car for a manager or a visiting delegation, by the day or by the month
- **Airport transfers** for employees and guests at CAI, HBE and HRG, booked by your team on the company account
- **Roadshows and site visits** across the country, with overnight stays arranged with the driver

## How it works

1. We study your locations, shifts and number of passengers and propose routes and cars.
2. You approve a fixed monthly price, or a price per trip for occasional transfers.
3. Your staff receive their pickup times and the driver's contact details.
4. Every month you receive one invoice with a report of every trip made.

## Safety and reliability

All our drivers are licensed professional drivers, checked before they join us and trained in defensive driving. Cars are serviced on a fixed schedule and replaced at once if one breaks down. Our call center follows each route every day and tells your coordinator about any delay.

To plan your company's transport, send us your requirements through the [contact page](/contact-us) or call **+20 10 0555 0123**. For regular guest rounds, see also our [shuttle bus service](/services/sbs).`,
      metaTitle: 'Corporate and staff transport in Cairo, Alexandria, Hurghada',
      metaDescription:
        'Staff routes, executive cars and airport transfers for companies in Egypt, on a monthly contract with one invoice, an account manager and licensed drivers.',
    },
    ar: {
      title: 'نقل الشركات',
      summary:
        'نقل يومي للموظفين وسيارات للمديرين ورحلات مطار للشركات، بعقد شهري وفاتورة واحدة ومدير حساب مخصص.',
      highlights: [
        'خطوط نقل للموظفين من المنزل إلى العمل وفق مواعيد الورديات',
        'سيارات لكبار المسؤولين مع سائق ثابت للمديرين والزوار',
        'رحلات مطار للموظفين والضيوف على حساب الشركة',
        'فاتورة شهرية مع تقرير لكل رحلة',
        'سائقون مرخصون وموثوقون وسيارات تخضع لصيانة دورية',
      ],
      content: `## نقل تعتمد عليه شركتك

توصيل الموظفين إلى العمل في مواعيدهم، واستقبال الشركاء الزائرين من المطار، وتنقل المديرين بين الاجتماعات، كلها أمور تأخذ وقتًا من عملك الأساسي. تتولى خدمة نقل الشركات ذلك كله بعقد واحد، مع مدير حساب مخصص ومركز اتصال يعمل على مدار الساعة.

## ما الذي نتولاه

- **خطوط الموظفين**: استلام يومي من مناطق السكن في القاهرة الكبرى أو الإسكندرية أو الغردقة إلى مكاتبكم أو مصانعكم أو فنادقكم، وفق مواعيد الورديات
- **سيارات كبار المسؤولين**: سائق وسيارة ثابتان لمدير أو وفد زائر، باليوم أو بالشهر
- **رحلات المطار** للموظفين والضيوف في مطارات القاهرة وبرج العرب والغردقة، يحجزها فريقك على حساب الشركة
- **الجولات الترويجية وزيارات المواقع** في أنحاء مصر، مع ترتيب مبيت السائق

## كيف تعمل الخدمة

1. ندرس مواقعكم ومواعيد الورديات وعدد الركاب ونقترح الخطوط والسيارات.
2. توافقون على سعر شهري ثابت، أو سعر لكل رحلة للرحلات المتفرقة.
3. يستلم موظفوكم مواعيد الاستلام وبيانات التواصل مع السائق.
4. تستلمون كل شهر فاتورة واحدة مع تقرير بكل رحلة تمت.

## السلامة والالتزام

جميع سائقينا سائقون محترفون مرخصون، نتحقق منهم قبل انضمامهم إلينا ونُدرّبهم على القيادة الوقائية. تخضع السيارات لصيانة في مواعيد ثابتة، ونستبدل أي سيارة تتعطل فورًا. ويتابع مركز الاتصال كل خط يوميًا ويُبلغ منسقكم بأي تأخير.

لتخطيط نقل شركتك أرسل لنا متطلباتك عبر [صفحة التواصل](/contact-us) أو اتصل على **\u2066+20 10 0555 0123\u2069**. وللجولات المنتظمة للضيوف راجع أيضًا [خدمة الحافلات المكوكية](/services/sbs).`,
      metaTitle: 'نقل الشركات والموظفين في القاهرة والإسكندرية والغردقة | مسار',
      metaDescription:
        'خطوط نقل الموظفين وسيارات كبار المسؤولين ورحلات المطار للشركات في مصر، بعقد شهري وفاتورة واحدة ومدير حساب وسائقين مرخصين.',
    },
  },
]

/** The five services, published in both languages. Skipped when any service exists. */
export async function seedServices(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'services' })
  if (totalDocs > 0) return false

  for (const service of SERVICES) {
    const image = await ensureImage(payload, service.image)
    const created = await payload.create({
      collection: 'services',
      locale: 'en',
      draft: false,
      data: {
        _status: 'published',
        slug: service.slug,
        order: service.order,
        icon: service.icon,
        heroImage: image,
        title: service.en.title,
        summary: service.en.summary,
        highlights: service.en.highlights.map((text) => ({ text })),
        content: richText(service.en.content),
        meta: {
          title: service.en.metaTitle,
          description: service.en.metaDescription,
          image,
        },
      },
      context: SEED_CONTEXT,
    })
    // Array rows are shared by both languages: the Arabic text goes into the same rows (by id).
    const rows = created.highlights ?? []
    await payload.update({
      collection: 'services',
      id: created.id,
      locale: 'ar',
      draft: false,
      data: {
        _status: 'published',
        title: service.ar.title,
        summary: service.ar.summary,
        highlights: rows.map((row, index) => ({
          id: row.id,
          text: service.ar.highlights[index] ?? '',
        })),
        content: richText(service.ar.content),
        meta: { title: service.ar.metaTitle, description: service.ar.metaDescription },
      },
      context: SEED_CONTEXT,
    })
  }
  return true
}
