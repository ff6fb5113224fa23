import * as z from 'zod'

import { LOCALES } from '@/i18n/locales'

import { CODE_CHANNELS } from './oneTimeCode'
import { normalizePhone } from '../lib/phone'
import { plainText } from '../lib/plainText'

/**
 * The account forms' rules, shared by the screens and the API. Each issue carries the catalogue
 * key of its message (`account.errors.*`), so the answer is in the caller's language.
 */
export const ACCOUNT_ERRORS = {
  nameRequired: 'account.errors.nameRequired',
  emailRequired: 'account.errors.emailRequired',
  emailInvalid: 'account.errors.emailInvalid',
  phoneRequired: 'account.errors.phoneRequired',
  phoneInvalid: 'account.errors.phoneInvalid',
  passwordLength: 'account.errors.passwordLength',
  passwordInvalid: 'account.errors.passwordInvalid',
  loginRequired: 'account.errors.loginRequired',
  codeInvalid: 'account.errors.codeInvalid',
} as const

export const PASSWORD_MIN_LENGTH = 6

const name = plainText(ACCOUNT_ERRORS.nameRequired)
  .trim()
  .min(1, ACCOUNT_ERRORS.nameRequired)
  .max(120, ACCOUNT_ERRORS.nameRequired)

const email = plainText(ACCOUNT_ERRORS.emailRequired, { invalid: ACCOUNT_ERRORS.emailInvalid })
  .trim()
  .min(1, ACCOUNT_ERRORS.emailRequired)
  .max(254, ACCOUNT_ERRORS.emailInvalid)
  .toLowerCase()
  .pipe(z.email({ error: ACCOUNT_ERRORS.emailInvalid }))

const password = plainText(ACCOUNT_ERRORS.passwordLength, {
  invalid: ACCOUNT_ERRORS.passwordInvalid,
})
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_ERRORS.passwordLength)
  .max(200, ACCOUNT_ERRORS.passwordLength)

const country = z
  .string()
  .regex(/^[A-Z]{2}$/)
  .optional()

/** A phone number plus the country picked beside it, normalised to E.164. */
const mobileWithCountry = z
  .object({
    mobile: plainText(ACCOUNT_ERRORS.phoneRequired, {
      invalid: ACCOUNT_ERRORS.phoneInvalid,
      phoneNumber: true,
    })
      .trim()
      .min(1, ACCOUNT_ERRORS.phoneRequired),
    country,
  })
  .transform((value, ctx) => {
    const e164 = normalizePhone(value.mobile, value.country)
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: ACCOUNT_ERRORS.phoneInvalid, path: ['mobile'] })
      return z.NEVER
    }
    return e164
  })

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The sign-up form. The phone is checked with the country beside it even when other fields are
 * refused, so that the answer lists every refused field at once (zod skips an object's
 * refinements after a field's issue unless told `when`); it is normalised once all is well.
 */
export const signupSchema = z
  .object({
    name,
    email,
    mobile: plainText(ACCOUNT_ERRORS.phoneRequired, {
      invalid: ACCOUNT_ERRORS.phoneInvalid,
      phoneNumber: true,
    }),
    country,
    password,
    lang: z.enum(LOCALES).optional(),
    channel: z.enum(CODE_CHANNELS).optional(),
  })
  .superRefine(
    (value, ctx) => {
      const parsed = mobileWithCountry.safeParse({ mobile: value.mobile, country: value.country })
      if (parsed.success) return
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['mobile'] })
    },
    {
      // Every time the body is an object whose phone has not been refused already.
      when: ({ value, issues }) =>
        isRecord(value) && !issues.some((issue) => issue.path?.[0] === 'mobile'),
    },
  )
  .transform((value, ctx) => {
    const e164 = normalizePhone(value.mobile, value.country)
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: ACCOUNT_ERRORS.phoneInvalid, path: ['mobile'] })
      return z.NEVER
    }
    return { ...value, mobile: e164 }
  })

/**
 * A number typed without a country picker is read as Egyptian (`DEFAULT_PHONE_COUNTRY`): its
 * refusal says so, with an example of each way to write it (decision 0182). The same code,
 * `phone-invalid`, as with a picker.
 */
export const ASSUMED_COUNTRY_PHONE_INVALID = 'booking.errors.phoneInvalid' as const

/**
 * The guest checkout's contact (decision 0140): the sign-up form without a password. The phone is
 * checked with the country beside it, as in `signupSchema`, so every refused field shows at once.
 */
export const guestContactSchema = z
  .object({
    name,
    email,
    mobile: plainText(ACCOUNT_ERRORS.phoneRequired, {
      invalid: ACCOUNT_ERRORS.phoneInvalid,
      phoneNumber: true,
    }),
    country,
    lang: z.enum(LOCALES).optional(),
  })
  .transform((value, ctx) => {
    const e164 = normalizePhone(value.mobile, value.country)
    if (!e164) {
      // The checkout has no country picker: the message names the country the number is read in.
      const message = value.country ? ACCOUNT_ERRORS.phoneInvalid : ASSUMED_COUNTRY_PHONE_INVALID
      ctx.addIssue({ code: 'custom', message, path: ['mobile'] })
      return z.NEVER
    }
    return { name: value.name, email: value.email, mobile: e164, lang: value.lang }
  })

export type GuestContact = z.output<typeof guestContactSchema>

export const signinSchema = z.object({
  login: plainText(ACCOUNT_ERRORS.loginRequired, { phoneNumber: true })
    .trim()
    .min(1, ACCOUNT_ERRORS.loginRequired)
    .max(254),
  password: plainText(ACCOUNT_ERRORS.passwordLength, { invalid: ACCOUNT_ERRORS.passwordInvalid })
    .min(1, ACCOUNT_ERRORS.passwordLength)
    .max(200),
})

export const codeSchema = z.object({
  code: plainText(ACCOUNT_ERRORS.codeInvalid).trim().min(1, ACCOUNT_ERRORS.codeInvalid).max(20),
})

/** `POST /api/otp/send` of the spec: `{id, mobile | email}`. */
export const otpSendSchema = z
  .object({
    id: z.union([plainText(ACCOUNT_ERRORS.phoneRequired).max(64), z.number()]),
    mobile: plainText(ACCOUNT_ERRORS.phoneRequired, {
      invalid: ACCOUNT_ERRORS.phoneInvalid,
      phoneNumber: true,
    })
      .trim()
      .min(1)
      .optional(),
    email: plainText(ACCOUNT_ERRORS.emailRequired, { invalid: ACCOUNT_ERRORS.emailInvalid })
      .trim()
      .min(1)
      .optional(),
    country,
  })
  .refine((value) => Boolean(value.mobile) !== Boolean(value.email), {
    message: ACCOUNT_ERRORS.phoneRequired,
  })

export const forgotSchema = z.object({
  login: plainText(ACCOUNT_ERRORS.loginRequired, { phoneNumber: true })
    .trim()
    .min(1, ACCOUNT_ERRORS.loginRequired)
    .max(254),
  channel: z.enum(CODE_CHANNELS).optional(),
})

export const resetSchema = z.object({
  login: plainText(ACCOUNT_ERRORS.loginRequired, { phoneNumber: true })
    .trim()
    .min(1, ACCOUNT_ERRORS.loginRequired)
    .max(254),
  code: plainText(ACCOUNT_ERRORS.codeInvalid).trim().min(1, ACCOUNT_ERRORS.codeInvalid).max(20),
  password,
})

/** `POST /api/user/login-code/verify` (decision 0144): the login the code was asked for, and it. */
export const loginCodeSchema = z.object({
  login: plainText(ACCOUNT_ERRORS.loginRequired, { phoneNumber: true })
    .trim()
    .min(1, ACCOUNT_ERRORS.loginRequired)
    .max(254),
  code: plainText(ACCOUNT_ERRORS.codeInvalid).trim().min(1, ACCOUNT_ERRORS.codeInvalid).max(20),
})

export const profileSchema = z.object({
  name: name.optional(),
  lang: z.enum(LOCALES).optional(),
})

export const passwordChangeSchema = z.object({
  currentPassword: plainText(ACCOUNT_ERRORS.passwordLength, {
    invalid: ACCOUNT_ERRORS.passwordInvalid,
  })
    .min(1, ACCOUNT_ERRORS.passwordLength)
    .max(200, ACCOUNT_ERRORS.passwordLength),
  password,
})

export const contactChangeSchema = z.union([
  z.object({ email }),
  z
    .object({
      mobile: plainText(ACCOUNT_ERRORS.phoneRequired, {
        invalid: ACCOUNT_ERRORS.phoneInvalid,
        phoneNumber: true,
      }),
      country,
    })
    .transform((value, ctx) => {
      const parsed = mobileWithCountry.safeParse(value)
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: ACCOUNT_ERRORS.phoneInvalid, path: ['mobile'] })
        return z.NEVER
      }
      return { mobile: parsed.data }
    }),
])

/** `POST /api/user/contact/confirm`: which contact the code was sent to change, and the code. */
export const contactConfirmSchema = z.object({
  kind: z.enum(['email', 'mobile']),
  code: plainText(ACCOUNT_ERRORS.codeInvalid).trim().min(1, ACCOUNT_ERRORS.codeInvalid).max(20),
})
