/**
 * The stand-ins an account's email or mobile becomes when it loses an unproven contact (issue 29,
 * docs/decisions.md "Unproven contacts"): the email and mobile columns are required and unique,
 * so the account keeps a value no person can have, type or receive (the `.invalid` top-level
 * domain, RFC 6761; a `+0` number, which no country code starts with). Unique per account.
 */
export const releasedEmail = (customerId: number, now: Date) =>
  `released-${customerId}-${now.getTime()}@masar.invalid`
export const releasedMobile = (customerId: number) => `+0${customerId}`

/** Whether an email or mobile is such a stand-in (the account has none). */
export const isReleasedContact = (value: string | null | undefined): boolean =>
  typeof value === 'string' && (/@masar\.invalid$/.test(value) || /^\+0\d+$/.test(value))
