import type { Payload } from 'payload'

import { sqlPool } from '@/infra/db'
import type { Reservation } from '@/payload-types'

import { hashManageToken, manageLinkExpiry, newManageToken } from '../selfService'

/**
 * A new private manage link for `reservation` (decision 0147): a random token, of which the
 * reservation keeps only the hash, valid until 7 days after its last leg. A link sent before
 * stops working (one live link a booking: the one in the newest confirmation). Raw SQL, as the
 * confirmation's own bookkeeping: no audit entry or new `updatedAt` for it.
 */
export async function issueManageLink(payload: Payload, reservation: Reservation): Promise<string> {
  const token = newManageToken()
  const expiresAt = manageLinkExpiry(
    new Date(reservation.execDate),
    reservation.returningDate ? new Date(reservation.returningDate) : null,
  )
  await sqlPool(payload).query(
    `update reservations
        set manage_link_token_hash = $2, manage_link_expires_at = $3, manage_link_revoked_at = null
      where id = $1`,
    [reservation.id, hashManageToken(token), expiresAt],
  )
  return token
}
