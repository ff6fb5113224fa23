import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { richText } from '@/seed/lexical'

/**
 * The seeded terms (and two FAQ answers) stop stating the policy's figures (decision 0180): the terms page states them
 * from the settings above the text, in both languages. A database seeded before keeps its terms,
 * whose Arabic text quotes other figures (15 free minutes, EGP 30 per 30 minutes, 5 km for EGP
 * 30). Each clause of the old seeded text that is still there word for word (an admin has not
 * rewritten it) becomes the new clause; a clause an admin changed is left as it is. The current
 * text and the latest version (what the admin opens) both change; older versions stay history.
 */
const CLAUSES: [locale: 'en' | 'ar', before: string, after: string | null][] = [
  ["en", "For pickups other than at an airport, the driver waits **30 minutes** free of charge after the booked pickup time.", "The driver waits for you free of charge after the booked pickup time, and at an airport **from the actual landing time** of the flight given in the booking, for the free waiting time stated under **Waiting, detours and cancellation** at the top of these terms."],
  ["en", "For airport pickups, free waiting is **45 minutes from the actual landing time** of the flight given in the booking.", null],
  ["en", "After the free waiting time, waiting is charged at **EGP100 per hour**. If we cannot reach you after the free waiting time, the trip may be treated as a no-show.", "After the free waiting time, waiting is charged at the rate stated there. If we cannot reach you after the free waiting time, the trip may be treated as a no-show."],
  ["en", "A **detour or extra stop of up to 10 km** from the booked route costs **EGP100**. Longer detours are priced by the call center before the trip.", "A **detour or extra stop** from the booked route costs the amount stated under **Waiting, detours and cancellation** at the top of these terms. Longer detours are priced by the call center before the trip."],
  ["en", "Cancellation is **free up to 72 hours before the pickup time**.", "Cancellation is **free until the time before the pickup stated** under **Waiting, detours and cancellation** at the top of these terms."],
  ["en", "Cancel by calling the hotline or writing to us with your reservation number.", "Cancel online from your booking's page, or by calling the hotline or writing to us with your reservation number."],
  ["en", "Refunds of card payments go back to the card used, and **bank charges are deducted** from the amount refunded.", "Refunds of card and wallet payments go back to the card or wallet used, as stated under **Waiting, detours and cancellation** at the top of these terms."],
  ["ar", "ينتظرك السائق **١٥ دقيقة مجانًا** من موعد الاستلام المحدد، وفي الاستلام من المطار تُحسب من موعد هبوط الطائرة الفعلي.", "ينتظرك السائق مجانًا بعد موعد الاستلام المحدد، وفي الاستلام من المطار **من موعد هبوط الطائرة الفعلي** للرحلة المذكورة في الحجز، طوال مدة الانتظار المجانية المذكورة تحت **الانتظار وتغيير المسار والإلغاء** في أعلى هذه الشروط."],
  ["ar", "بعد انتهاء مدة الانتظار المجانية يُحسب الانتظار **٣٠ جنيهًا لكل ٣٠ دقيقة، أو ٥٠ جنيهًا لكل ٦٠ دقيقة**.", null],
  ["ar", "إذا تعذر الوصول إليك بعد انتهاء مدة الانتظار المجانية، فقد تُعتبر الرحلة عدم حضور.", "بعد انتهاء مدة الانتظار المجانية يُحسب الانتظار بالسعر المذكور هناك. وإذا تعذر الوصول إليك بعد انتهاء مدة الانتظار المجانية، فقد تُعتبر الرحلة عدم حضور."],
  ["ar", "**تغيير المسار أو التوقف الإضافي لمسافة ٥ كم** يكلف **٣٠ جنيهًا**، ولمسافة **١٠ كم** يكلف **٥٠ جنيهًا**. ويحدد مركز الاتصال سعر التغييرات الأطول قبل الرحلة.", "**تغيير المسار أو التوقف الإضافي** يكلف المبلغ المذكور تحت **الانتظار وتغيير المسار والإلغاء** في أعلى هذه الشروط. ويحدد مركز الاتصال سعر التغييرات الأطول قبل الرحلة."],
  ["ar", "الإلغاء **مجاني حتى ٧٢ ساعة قبل موعد الاستلام**.", "الإلغاء **مجاني حتى الموعد المذكور قبل الاستلام** تحت **الانتظار وتغيير المسار والإلغاء** في أعلى هذه الشروط."],
  ["ar", "للإلغاء اتصل بالخط الساخن أو راسلنا برقم الحجز.", "للإلغاء استخدم صفحة حجزك على الموقع، أو اتصل بالخط الساخن أو راسلنا برقم الحجز."],
  ["ar", "تُرد المبالغ المدفوعة بالبطاقة إلى البطاقة نفسها، **وتُخصم رسوم البنك** من المبلغ المسترد.", "تُرد المبالغ المدفوعة بالبطاقة أو المحفظة إلى البطاقة أو المحفظة نفسها، كما هو مذكور تحت **الانتظار وتغيير المسار والإلغاء** في أعلى هذه الشروط."],
]

/** The seeded FAQ answers that stated the old figures, and what they say now (`src/seed/faqs.ts`). */
const FAQ_ANSWERS: [before: string, after: string][] = [
  ["Nothing you need to worry about. We track your flight number, and for airport pickups the driver waits free of charge for 45 minutes counted from the actual landing time, which leaves time for passport control and luggage. Waiting beyond that costs EGP100 per hour, as set out in our terms and conditions.", "Nothing you need to worry about. We track your flight number, and for airport pickups the free waiting time counts from the actual landing time, which leaves time for passport control and luggage. How long the driver waits free of charge, and what waiting beyond that costs, is set out at the top of our terms and conditions."],
  ["لا داعي للقلق. نتابع رقم رحلتك الجوية ونحسب وقت الانتظار من موعد الهبوط الفعلي لا من الموعد المحدد. ينتظرك السائق ١٥ دقيقة مجانًا، وبعدها يُحسب الانتظار ٣٠ جنيهًا لكل ٣٠ دقيقة أو ٥٠ جنيهًا لكل ساعة، كما توضح الشروط والأحكام.", "لا داعي للقلق. نتابع رقم رحلتك الجوية ونحسب وقت الانتظار المجاني من موعد الهبوط الفعلي لا من الموعد المحدد، فيتسع الوقت لإجراءات الجوازات والأمتعة. وتوضح الشروط والأحكام في أعلاها مدة الانتظار المجاني وسعر الانتظار بعدها."],
  ["Yes. Cancellation is free up to 72 hours before the pickup time: call the hotline or write to us with your reservation number, and a card payment is refunded to the same card (bank charges are deducted). For a later cancellation, please call our call center.", "Yes. Cancellation is free until the time before the pickup set out at the top of our terms and conditions: cancel online from your booking's page, call the hotline or write to us with your reservation number, and a card or wallet payment is refunded to the same card or wallet. For a later cancellation, please call our call center."],
  ["نعم. الإلغاء مجاني حتى ٧٢ ساعة قبل موعد الاستلام: اتصل بالخط الساخن أو راسلنا برقم الحجز، ويُرد المبلغ المدفوع بالبطاقة إلى البطاقة نفسها بعد خصم رسوم البنك. وللإلغاء بعد ذلك يرجى الاتصال بمركز الاتصال.", "نعم. الإلغاء مجاني حتى الموعد المذكور قبل الاستلام في أعلى الشروط والأحكام: ألغِ الحجز من صفحته على الموقع، أو اتصل بالخط الساخن أو راسلنا برقم الحجز، ويُرد المبلغ المدفوع بالبطاقة أو المحفظة إلى البطاقة أو المحفظة نفسها. وللإلغاء بعد ذلك يرجى الاتصال بمركز الاتصال."],
]

type Node = { type?: string; text?: string; children?: Node[]; [key: string]: unknown }

const textOf = (node: Node): string =>
  node.text ?? (node.children ?? []).map(textOf).join('')

/** The seed's markdown of one clause as its plain text, and as a list item's children. */
const plain = (markdown: string) => markdown.replace(/\*\*/g, '')
const itemChildren = (markdown: string): Node[] => {
  const list = (richText(`1. ${markdown}`) as unknown as { root: Node }).root.children![0]!
  return list.children![0]!.children ?? []
}

/** `content` with each old clause replaced (or removed); null when nothing changed. */
function rewrite(content: unknown, locale: string): unknown | null {
  if (!content || typeof content !== 'object') return null
  const clauses = CLAUSES.filter(([language]) => language === locale)
  let changed = false
  const walk = (node: Node): Node => {
    if (!node.children) return node
    const children: Node[] = []
    for (const child of node.children) {
      const clause =
        child.type === 'listitem' ? clauses.find(([, before]) => plain(before) === textOf(child)) : undefined
      if (!clause) {
        children.push(walk(child))
        continue
      }
      changed = true
      if (clause[2] !== null) children.push({ ...child, children: itemChildren(clause[2]) })
    }
    // Numbered lists renumber themselves: each item's value follows its place.
    return {
      ...node,
      children: children.map((child, index) =>
        child.type === 'listitem' ? { ...child, value: index + 1 } : child,
      ),
    }
  }
  const root = (content as { root?: Node }).root
  if (!root) return null
  const next = { ...(content as object), root: walk(root) }
  return changed ? next : null
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const current = await db.execute(sql`SELECT id, _locale, content FROM terms_locales`)
  for (const row of current.rows as { id: number; _locale: string; content: unknown }[]) {
    const next = rewrite(row.content, row._locale)
    if (next) {
      await db.execute(
        sql`UPDATE terms_locales SET content = ${JSON.stringify(next)}::jsonb WHERE id = ${row.id}`,
      )
    }
  }
  await rewriteFaqs(db)
  const versions = await db.execute(sql`
    SELECT l.id, l._locale, l.version_content AS content
    FROM _terms_v_locales l JOIN _terms_v v ON v.id = l._parent_id
    WHERE v.latest = true`)
  for (const row of versions.rows as { id: number; _locale: string; content: unknown }[]) {
    const next = rewrite(row.content, row._locale)
    if (next) {
      await db.execute(
        sql`UPDATE _terms_v_locales SET version_content = ${JSON.stringify(next)}::jsonb WHERE id = ${row.id}`,
      )
    }
  }
}

/** The FAQ answers still as seeded (word for word) take the new text; an admin's own stay. */
async function rewriteFaqs(db: MigrateUpArgs['db']) {
  for (const [before, after] of FAQ_ANSWERS) {
    await db.execute(sql`UPDATE faqs_locales SET answer = ${after} WHERE answer = ${before}`)
    await db.execute(sql`
      UPDATE _faqs_v_locales l SET version_answer = ${after}
      FROM _faqs_v v
      WHERE v.id = l._parent_id AND v.latest = true AND l.version_answer = ${before}`)
  }
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The old clauses stated figures the policy no longer has: nothing to restore.
}
