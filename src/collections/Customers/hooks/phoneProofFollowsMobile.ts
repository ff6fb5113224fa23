import type { CollectionBeforeChangeHook } from 'payload'

import { EMAIL_PROVEN, MOBILE_PROVEN } from '@/accounts/customer'
import type { Customer } from '@/payload-types'

/**
 * `phoneVerified` vouches for one number: a new mobile is unproven, whoever changes it (staff in
 * the admin included), unless the update comes with its proof: the contact change's SMS code
 * (`context.mobileProven`), or staff ticking the box in the same save. Payload hands the hook the
 * whole document, so the box counts as ticked only when it was not ticked before.
 */
export const phoneProofFollowsMobile: CollectionBeforeChangeHook<Customer> = ({
  context,
  data,
  operation,
  originalDoc,
}) => {
  if (operation !== 'update' || data.mobile === undefined || data.mobile === originalDoc?.mobile) {
    return data
  }
  const ticked = data.phoneVerified === true && originalDoc?.phoneVerified !== true
  if (context[MOBILE_PROVEN] === true || ticked) return data
  return { ...data, phoneVerified: false }
}

/** The same for `emailVerified`: a new email is unproven unless its code came back (`EMAIL_PROVEN`). */
export const emailProofFollowsEmail: CollectionBeforeChangeHook<Customer> = ({
  context,
  data,
  operation,
  originalDoc,
}) => {
  if (operation !== 'update' || data.email === undefined || data.email === originalDoc?.email) {
    return data
  }
  const ticked = data.emailVerified === true && originalDoc?.emailVerified !== true
  if (context[EMAIL_PROVEN] === true || ticked) return data
  return { ...data, emailVerified: false }
}
