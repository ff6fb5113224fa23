import type { Payload, Where } from 'payload'

import { type Locale } from '@/i18n/locales'
import { readServerEnv } from '@/lib/env'
import { ok, type Result } from '@/lib/failure'
import { zodFailure } from '@/lib/zodFailure'
import type { PaymentLink, Reservation } from '@/payload-types'
import type { PaymentLinkStatus } from '@/payments/paymentLinks'
import type { PaymentMethod } from '@/payments/instrument'

import { deskLinkRow, type DeskLinkRow } from '../paymentLinkDesk'
import {
  type PaymentLinkListQuery,
  paymentLinkListQuery,
  type PaymentLinkRowInput,
  staffPaymentLinkRow,
} from '../staffApi'
import { searchDigits } from './search'
import type { StaffUser } from './staffSession'

/**
 * The state a link is in now as a `where`: an active link past its expiry (or without one) is
 * expired, whatever is stored, as `paymentLinkState` says.
 */
function stateWhere(state: PaymentLinkStatus, now: Date): Where {
  const at = now.toISOString()
  if (state === 'active') {
    return { and: [{ status: { equals: 'active' } }, { expiresAt: { greater_than: at } }] }
  }
  if (state === 'expired') {
    return {
      or: [
        { status: { equals: 'expired' } },
        {
          and: [
            { status: { equals: 'active' } },
            { or: [{ expiresAt: { less_than_equal: at } }, { expiresAt: { exists: false } }] },
          ],
        },
      ],
    }
  }
  return { status: { equals: state } }
}

/** The links of a page (newest first), read as the staff user, with their reservation. */
async function findPaymentLinks(
  payload: Payload,
  user: StaffUser,
  query: PaymentLinkListQuery,
  now: Date,
) {
  const and: Where[] = []
  if (query.status) and.push(stateWhere(query.status, now))
  if (query.q) {
    const digits = searchDigits(query.q)
    and.push({
      or: [
        { customerName: { like: query.q } },
        { email: { like: query.q } },
        { description: { like: query.q } },
        { 'reservation.reservationNumber': { like: query.q } },
        ...(digits ? [{ phone: { like: digits } }] : []),
      ],
    })
  }
  return payload.find({
    collection: 'payment-links',
    where: and.length ? { and } : {},
    sort: '-createdAt',
    page: query.page,
    limit: query.limit,
    depth: 1,
    overrideAccess: false,
    user,
  })
}

/** What paid a link: the gateway's transaction numbers, and the method of the last. */
type LinkPaidWith = { transactionIds: string[]; paidWith: PaymentMethod | null }

/** The gateway's transaction numbers (and card or wallet) of the payments that paid these links. */
async function paidTransactions(
  payload: Payload,
  user: StaffUser,
  links: PaymentLink[],
): Promise<Map<number, LinkPaidWith>> {
  const paid = links.filter((link) => link.status === 'paid').map((link) => link.id)
  const byLink = new Map<number, LinkPaidWith>()
  if (paid.length === 0) return byLink
  const { docs } = await payload.find({
    collection: 'payments',
    where: { and: [{ paymentLink: { in: paid } }, { status: { equals: 'paid' } }] },
    sort: 'settledAt',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
  })
  for (const payment of docs) {
    const link = payment.paymentLink
    const id = typeof link === 'object' && link ? link.id : link
    if (typeof id !== 'number' || !payment.transactionId) continue
    const before = byLink.get(id)
    byLink.set(id, {
      transactionIds: [...(before?.transactionIds ?? []), payment.transactionId],
      paidWith: payment.instrument?.method ?? before?.paidWith ?? null,
    })
  }
  return byLink
}

const NOT_PAID: LinkPaidWith = { transactionIds: [], paidWith: null }

/**
 * The staff's payment links (`GET /api/{staffsegment}/paymentlinks`): filtered by the state they
 * are in now, searched by the customer's name, phone or email, the description and the
 * reservation's number; newest first, read as the staff user. A paid link carries its payment's
 * transaction numbers and what it was paid with (`card` or `wallet`).
 */
export async function listPaymentLinks(
  payload: Payload,
  user: StaffUser,
  query: PaymentLinkListQuery,
  now: Date = new Date(),
): Promise<
  Result<{
    paymentlinks: (ReturnType<typeof staffPaymentLinkRow> & LinkPaidWith)[]
    count: number
  }>
> {
  const found = await findPaymentLinks(payload, user, query, now)
  const transactions = await paidTransactions(payload, user, found.docs)
  return ok({
    paymentlinks: found.docs.map((doc) => ({
      ...staffPaymentLinkRow(doc as PaymentLinkRowInput, now),
      ...(transactions.get(doc.id) ?? NOT_PAID),
    })),
    count: found.totalDocs,
  })
}

export type DeskLinksPage = { rows: DeskLinkRow[]; count: number; page: number; pages: number }

const reservationNumberOf = (reservation: PaymentLink['reservation']) =>
  reservation && typeof reservation === 'object'
    ? ((reservation as Reservation).reservationNumber ?? null)
    : null

/**
 * The payment links desk's list: the screen's query (state, search, page) checked as the staff
 * API checks it, each link with its state now, its texts in the reader's language (Cairo times),
 * its address in the customer's language and its WhatsApp message.
 */
export async function deskPaymentLinks(
  payload: Payload,
  {
    staff,
    query,
    locale,
    now = new Date(),
  }: { staff: StaffUser; query: unknown; locale: Locale; now?: Date },
): Promise<Result<DeskLinksPage>> {
  const parsed = paymentLinkListQuery.safeParse(query ?? {})
  if (!parsed.success) return zodFailure(parsed.error)
  const found = await findPaymentLinks(payload, staff, parsed.data, now)
  const transactions = await paidTransactions(payload, staff, found.docs)
  const siteUrl = readServerEnv().SITE_URL
  return ok({
    rows: found.docs.map((doc) =>
      deskLinkRow(
        {
          id: doc.id,
          status: doc.status,
          amount: doc.amount,
          customerName: doc.customerName,
          phone: doc.phone,
          email: doc.email,
          description: doc.description,
          reservationNumber: reservationNumberOf(doc.reservation),
          language: doc.language,
          token: doc.token,
          expiresAt: doc.expiresAt,
          paidAt: doc.paidAt,
          createdAt: doc.createdAt,
          ...(transactions.get(doc.id) ?? NOT_PAID),
        },
        { locale, siteUrl, now },
      ),
    ),
    count: found.totalDocs,
    page: found.page ?? 1,
    pages: found.totalPages,
  })
}
