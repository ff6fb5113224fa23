import type { Locale } from '@/i18n/locales'
import { translate } from '@/i18n/messages'
import { formatCairoWallTime } from '@/booking/cairoTime'
import { formatNumber, identifier } from '@/i18n/numerals'

/**
 * The desk's history lines in the staff member's language (issue 31): who made each change by
 * name (a staff member, the customer, the payment gateway, the system), and the reasons the site
 * writes itself ("Booked online by the customer", "Card payment 123 received", "Mobile wallet payment 123 received", "Card payment not
 * completed within 30 minutes") translated. A reason a staff member typed is shown as typed.
 */

/** The names the lines need: staff members by id, the reservation's customer. */
export type HistoryNames = {
  staff: ReadonlyMap<string, string>
  customer: { id: string; name: string | null } | null
}

export type HistoryBy = { type: 'staff' | 'payment' | 'system'; id: string | null | undefined }

const KEY = 'backoffice.detail.historyBy' as const

/** Who made a change, in `locale`: a name wherever the history names someone. */
export function historyActor(by: HistoryBy, names: HistoryNames, locale: Locale): string {
  const id = by.id ?? ''
  if (by.type === 'staff') {
    const name = names.staff.get(id)
    return name
      ? translate(locale, `${KEY}.staff`, { name })
      : translate(locale, `${KEY}.formerStaff`)
  }
  if (by.type === 'payment') return translate(locale, `${KEY}.payment`)
  // The customer's own booking: the site writes it on their behalf (`customer:<id>`).
  if (id.startsWith('customer:')) {
    const customer = names.customer
    const name = customer && customer.id === id.slice('customer:'.length) ? customer.name : null
    return name
      ? translate(locale, `${KEY}.customer`, { name })
      : translate(locale, `${KEY}.customerUnnamed`)
  }
  return translate(locale, `${KEY}.system`)
}

const CHANGE_FIELDS = [
  'execDate',
  'returningDate',
  'arrivalFlightNumber',
  'departureFlightNumber',
  'passenger',
  'pickupLocationName',
  'dropoffLocationName',
  'notes',
] as const

const isChangeField = (value: string): value is (typeof CHANGE_FIELDS)[number] =>
  (CHANGE_FIELDS as readonly string[]).includes(value)

/** A customer's own change (`src/manage/selfChange.ts`, `changeReason`): its fields named. */
function changedByCustomer(fields: string, locale: Locale): string {
  const names = fields
    .split(',')
    .map((field) => field.trim())
    .map((field) =>
      isChangeField(field) ? translate(locale, `backoffice.detail.changeFields.${field}`) : field,
    )
  return translate(locale, 'backoffice.detail.historyReason.changedByCustomer', {
    fields: names.join(locale === 'ar' ? '، ' : ', '),
  })
}

const REASONS: [RegExp, (match: RegExpMatchArray, locale: Locale) => string][] = [
  [
    /^Flight (.+) delayed: pickup (\S+) -> (\S+)\. (.*)$/s,
    (match, locale) =>
      translate(locale, 'backoffice.detail.historyReason.flightDelayed', {
        flight: identifier(match[1]!, locale),
        before: formatCairoWallTime(match[2]!, locale) ?? match[2]!,
        after: formatCairoWallTime(match[3]!, locale) ?? match[3]!,
        reason: match[4]!,
      }),
  ],
  [/^Changed by the customer: (.+)$/, (match, locale) => changedByCustomer(match[1]!, locale)],
  [
    /^Booked online by the customer$/,
    (_, locale) => translate(locale, 'backoffice.detail.historyReason.bookedOnline'),
  ],
  [
    /^Card payment (\S+) received$/,
    (match, locale) =>
      translate(locale, 'backoffice.detail.historyReason.paymentReceived', {
        transaction: identifier(match[1]!, locale),
      }),
  ],
  [
    /^Mobile wallet payment (\S+) received$/,
    (match, locale) =>
      translate(locale, 'backoffice.detail.historyReason.walletPaymentReceived', {
        transaction: identifier(match[1]!, locale),
      }),
  ],
  [
    /^Card payment not completed within (\d+) minutes$/,
    (match, locale) =>
      translate(locale, 'backoffice.detail.historyReason.paymentExpired', {
        minutes: Number(match[1]),
      }),
  ],
]

/** A reason in `locale`: the site's own reasons translated, a staff member's words as typed. */
export function historyReason(reason: string | null | undefined, locale: Locale): string {
  const text = (reason ?? '').trim()
  for (const [pattern, write] of REASONS) {
    const match = text.match(pattern)
    if (match) return write(match, locale)
  }
  return text
}

/** A count on the desk (passengers, bags) in the reader's digits. */
export const deskCount = (value: number | null | undefined, locale: Locale) =>
  typeof value === 'number' ? formatNumber(value, locale) : null
