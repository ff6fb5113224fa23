import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { deskWrite } from '@/access/deskWrite'
import type { AccessUser } from '@/access/roles'
import { audited, staffActor } from '@/audit/hooks'
import { settingsFromDoc } from '@/content/shapes'
import { isLocale, type Locale } from '@/i18n/locales'
import { readServerEnv } from '@/lib/env'
import { fail, ok, type Result } from '@/lib/failure'
import { sendNotification } from '@/notifications'
import type { PaymentLink, Reservation } from '@/payload-types'
import { paymentLinkState, paymentLinkUrl } from '@/payments/paymentLinks'
import { withTransaction } from '@/infra/db'

import { isPaymentLinkId, notActiveFailure, paymentLinkNotFound } from '../paymentLinkDesk'
import { cleanReason } from '../staffActions'
import { refuseNonStaff } from './reservations'
import type { StaffUser } from './staffSession'

type LinkAction = { staff: AccessUser; id: string; now?: Date }

/** The lock the payment step takes on a link (two payers, a payment and a cancel take turns). */
const linkLock = (id: number) =>
  sql`select pg_advisory_xact_lock(hashtextextended(${`payment-link:${id}`}, 0))`

/**
 * Staff cancel a payment link (`POST /api/{staffsegment}/paymentlinks/{id}/cancel {reason}`): only
 * an active one (not paid, not past its expiry, not cancelled already), with a reason kept in the
 * audit trail. Under the link's lock, the one the payment step takes: a payment landing at the
 * same moment either paid the link first (the cancel is refused) or finds it cancelled (the money
 * goes back). Written as the staff user, so the collection's rule (staff may only cancel an active
 * link) applies too; the desk's mark in the context is what lets an operator write it at all.
 */
export async function cancelPaymentLink(
  payload: Payload,
  { staff, id, reason, now = new Date() }: LinkAction & { reason: string },
): Promise<Result<PaymentLink>> {
  const refused = refuseNonStaff(staff)
  if (refused) return refused
  if (!isPaymentLinkId(id)) return paymentLinkNotFound()
  const why = cleanReason(reason)
  if (!why) return fail('reason-required', 'backoffice.errors.reasonRequired')
  const context = deskWrite(audited({ actor: staffActor(staff!), reason: why }))
  return withTransaction<Result<PaymentLink>>(
    payload,
    async ({ req, session }) => {
      await session.execute(linkLock(Number(id)))
      const link = await payload.findByID({
        collection: 'payment-links',
        id: Number(id),
        depth: 0,
        overrideAccess: false,
        user: staff as StaffUser,
        disableErrors: true,
        req: req(),
      })
      if (!link) return { commit: false, value: paymentLinkNotFound() }
      const state = paymentLinkState(link, now)
      if (state !== 'active') return { commit: false, value: notActiveFailure(state) }
      const cancelled = await payload.update({
        collection: 'payment-links',
        id: link.id,
        depth: 1,
        overrideAccess: false,
        user: staff as StaffUser,
        req: req(),
        data: { status: 'cancelled' },
      })
      return { commit: true, value: ok(cancelled) }
    },
    { context },
  )
}

/**
 * Staff send an active link to its customer by email (`POST .../paymentlinks/{id}/email`), in the
 * customer's language, through the notifications' outbox (a failed delivery is retried there).
 */
export async function emailPaymentLink(
  payload: Payload,
  { staff, id, now = new Date() }: LinkAction,
): Promise<Result<{ to: string; language: Locale }>> {
  const refused = refuseNonStaff(staff)
  if (refused) return refused
  if (!isPaymentLinkId(id)) return paymentLinkNotFound()
  const [link, settingsDoc] = await Promise.all([
    payload.findByID({
      collection: 'payment-links',
      id: Number(id),
      depth: 1,
      overrideAccess: false,
      user: staff as StaffUser,
      disableErrors: true,
    }),
    payload.findGlobal({ slug: 'settings', depth: 0, locale: 'en', overrideAccess: true }),
  ])
  if (!link) return paymentLinkNotFound()
  const state = paymentLinkState(link, now)
  if (state !== 'active') return notActiveFailure(state)
  const language: Locale = isLocale(link.language) ? link.language : 'en'
  const reservation =
    typeof link.reservation === 'object' ? (link.reservation as Reservation) : null
  await sendNotification(payload, {
    channel: 'email',
    to: link.email,
    locale: language,
    template: 'payment-link',
    data: {
      name: link.customerName,
      amount: link.amount,
      description: link.description,
      reservationNumber: reservation?.reservationNumber ?? null,
      payUrl: paymentLinkUrl(readServerEnv().SITE_URL, link.token, language),
      expiresAt: new Date(link.expiresAt!).toISOString(),
      hotline: settingsFromDoc(settingsDoc).hotline,
    },
  })
  payload.logger.info(`Payment link ${link.id} emailed to its customer by staff ${staff!.id}`)
  return ok({ to: link.email, language })
}
