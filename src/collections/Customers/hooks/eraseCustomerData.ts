import type { CollectionBeforeDeleteHook } from 'payload'

import { eraseCustomerData } from '@/accounts/operations/eraseCustomer'

/** A customer's personal data goes before their account does (`eraseCustomerData`). */
export const eraseCustomerDataBeforeDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await eraseCustomerData(req, Number(id))
}
