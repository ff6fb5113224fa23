import * as z from 'zod'

import { LOCALES } from '@/i18n/locales'
import type { MessageKey } from '@/i18n/messageKeys'
import { codeOfMessageKey, type FieldIssue } from '@/lib/failure'
import { normalizePhone } from '@/lib/phone'
import { plainText } from '@/lib/plainText'

/** Every rule's message is a catalogue key under `contact.errors`, answered in the caller's language. */
export const CONTACT_ERRORS = {
  nameRequired: 'contact.errors.nameRequired',
  nameTooLong: 'contact.errors.nameTooLong',
  emailRequired: 'contact.errors.emailRequired',
  emailInvalid: 'contact.errors.emailInvalid',
  phoneInvalid: 'contact.errors.phoneInvalid',
  messageRequired: 'contact.errors.messageRequired',
  messageTooLong: 'contact.errors.messageTooLong',
  messageInvalid: 'contact.errors.messageInvalid',
} as const

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'message'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

export const NAME_MAX_LENGTH = 120
export const MESSAGE_MAX_LENGTH = 4000

/**
 * Missing, null and non-text values count as empty, so each gets its field's own message; control
 * characters (`plainText`) get `invalid`.
 */
const text = (invalid: string, { multiline = false, phoneNumber = false } = {}) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value : ''),
    plainText(invalid, { multiline, phoneNumber }),
  )

/**
 * The contact form: name, email, an optional phone (read in Egypt unless it has a country code,
 * stored as E.164) and the message. `website` is a field people never see: bots fill it in.
 */
export const contactSchema = z.object({
  name: text(CONTACT_ERRORS.nameRequired)
    .pipe(z.string().trim().min(1, CONTACT_ERRORS.nameRequired))
    .pipe(z.string().max(NAME_MAX_LENGTH, CONTACT_ERRORS.nameTooLong)),
  email: text(CONTACT_ERRORS.emailInvalid)
    .pipe(z.string().trim().min(1, CONTACT_ERRORS.emailRequired))
    .pipe(z.string().max(254, CONTACT_ERRORS.emailInvalid).toLowerCase())
    .pipe(z.email({ error: CONTACT_ERRORS.emailInvalid })),
  phone: text(CONTACT_ERRORS.phoneInvalid, { phoneNumber: true })
    .pipe(z.string().trim())
    .transform((value, ctx) => {
      if (!value) return undefined
      const e164 = normalizePhone(value)
      if (!e164) {
        ctx.addIssue({ code: 'custom', message: CONTACT_ERRORS.phoneInvalid })
        return z.NEVER
      }
      return e164
    }),
  message: text(CONTACT_ERRORS.messageInvalid, { multiline: true })
    .pipe(z.string().trim().min(1, CONTACT_ERRORS.messageRequired))
    .pipe(z.string().max(MESSAGE_MAX_LENGTH, CONTACT_ERRORS.messageTooLong)),
  lang: z.enum(LOCALES).optional().catch(undefined),
  website: z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string()),
})

export type ContactMessage = z.output<typeof contactSchema>

/** Every invalid field with its first message, in the form's order (the first one leads). */
export function contactIssues(error: z.ZodError): FieldIssue[] {
  const keys = new Map<ContactField, MessageKey>()
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (typeof field !== 'string' || !(CONTACT_FIELDS as readonly string[]).includes(field))
      continue
    if (issue.message.startsWith('contact.errors.') && !keys.has(field as ContactField)) {
      keys.set(field as ContactField, issue.message as MessageKey)
    }
  }
  return CONTACT_FIELDS.flatMap((field) => {
    const key = keys.get(field)
    return key ? [{ field, code: codeOfMessageKey(key), messageKey: key }] : []
  })
}
