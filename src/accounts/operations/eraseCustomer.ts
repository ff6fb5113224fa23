import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { revalidatePublicSite } from '@/content/revalidate'
import { type SqlSession, transactionSession } from '@/infra/db'
import { publishInvalidation } from '@/infra/publishInvalidation'

/**
 * What a reservation holds of the person who booked it, beyond the account it points to: the
 * passenger named for someone else, the hotel or street at each end, the flights, the notes;
 * as the audit trail names those fields (a new reservation's entry holds `pickup` and `dropoff`
 * whole: their `locationName` is removed inside them).
 */
const PERSONAL_FIELDS = [
  'customer',
  'contactEmail',
  'contactMobile',
  'passengerName',
  'passengerPhone',
  'notes',
  'pickup.locationName',
  'dropoff.locationName',
  'arrivalFlightNumber',
  'departureFlightNumber',
]

/** The request's transaction when there is one (a refused delete undoes the erasure too). */
async function sessionOf(req: PayloadRequest): Promise<SqlSession> {
  const transactionID = await req.transactionID
  if (transactionID) {
    try {
      return transactionSession(req.payload, transactionID)
    } catch {
      // committed already: run outside it
    }
  }
  return (req.payload.db as unknown as { drizzle: SqlSession }).drizzle
}

/** Deletes the reviews of `reservationIds` and empties their audit entries (decision 0161). */
async function eraseReviews(
  req: PayloadRequest,
  session: SqlSession,
  reservationIds: string[],
): Promise<void> {
  const { rows } = await session.execute(sql`
    delete from reviews
    where reservation_id in (select jsonb_array_elements_text(${JSON.stringify(reservationIds)}::jsonb)::int)
    returning id, status`)
  if (rows.length === 0) return
  await session.execute(sql`
    update audit_log set changes = '{}'::jsonb
    where target = 'reviews'
      and document_id in (select jsonb_array_elements_text(${JSON.stringify(rows.map((row) => String(row.id)))}::jsonb))`)
  if (rows.some((row) => row.status === 'approved')) {
    revalidatePublicSite(req.context)
    await publishInvalidation(req, { caches: [], site: true })
  }
}

/**
 * Removes a customer's personal data before their account is deleted (an admin acting on a
 * request under Egypt's Personal Data Protection Law; docs/decisions.md "Deleting a customer"):
 * their one-time codes (which name their phone or email) are deleted; their reservations stay for
 * the accounts, unlinked, without the contacts they booked with, the passenger, places, flights
 * and notes, and so do the audit entries of those reservations; their reviews (the name they chose and their words) are deleted,
 * the audit entries of those reviews emptied, and the public pages revalidated when one was shown;
 * the outbox's messages to their email or phone are deleted, and audit entries that name them as
 * the actor keep only their id.
 */
export async function eraseCustomerData(req: PayloadRequest, customerId: number): Promise<void> {
  const customer = await req.payload.findByID({
    collection: 'customers',
    id: customerId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!customer) return
  const session = await sessionOf(req)
  await session.execute(sql`delete from one_time_codes where customer_id = ${customerId}`)
  const { rows } = await session.execute(sql`
    update reservations set customer_id = null, contact_email = null, contact_mobile = null,
      passenger_name = null, passenger_phone = null,
      notes = null, pickup_location_name = null, dropoff_location_name = null,
      arrival_flight_number = null, departure_flight_number = null, updated_at = now()
    where customer_id = ${customerId} returning id`)
  const reservationIds = rows.map((row) => String(row.id))
  if (reservationIds.length > 0) {
    await session.execute(sql`
      update audit_log set changes = coalesce(
        (select jsonb_object_agg(key, value) from jsonb_each(changes)
          where key not in (select jsonb_array_elements_text(${JSON.stringify(PERSONAL_FIELDS)}::jsonb))),
        '{}'::jsonb)
        #- '{pickup,before,locationName}' #- '{pickup,after,locationName}'
        #- '{dropoff,before,locationName}' #- '{dropoff,after,locationName}'
      where target = 'reservations'
        and document_id in (select jsonb_array_elements_text(${JSON.stringify(reservationIds)}::jsonb))`)
    await eraseReviews(req, session, reservationIds)
  }
  await session.execute(
    sql`delete from outbox where "to" = ${customer.email} or "to" = ${customer.mobile}`,
  )
  await session.execute(
    sql`update audit_log set actor_name = null
        where actor_type = 'customer' and actor_id = ${String(customerId)}`,
  )
}
