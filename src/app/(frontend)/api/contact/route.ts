import config from '@payload-config'
import { NextResponse } from 'next/server'
import { getPayload, type Payload } from 'payload'

import { clientIp } from '@/server/session'
import { hitRateLimit } from '@/accounts/operations/rateLimitStore'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import { type MessageKey, translate } from '@/i18n/messages'
import { readJson, requestLocale } from '@/server/request'
import { apiError } from '@/server/errors'
import { sendNotification } from '@/notifications'

import { CONTACT_FIELDS, contactSchema, fieldErrorKeys } from './schema'

/** Unicode first-strong isolate: the value takes its own direction inside the sentence. */
const isolate = (value: string) => `\u2068${value}\u2069`

/** `contact.errors.nameRequired` -> `name-required`: the stable code of an answer. */
const errorCode = (key: string) =>
  key.replace('contact.errors.', '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** Where contact messages go: a staff-only setting, so it is read past the public access rule. */
async function staffInbox(payload: Payload): Promise<string | null> {
  const settings = await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true })
  return settings.staffEmail?.trim() || null
}

/**
 * POST /api/contact {name, email, phone?, message, lang?}: stores the message as an inquiry and
 * emails it to the staff (Settings > staff email, when set). Invalid fields answer 400 with each
 * field's message in the caller's language (`fields`) and the first one as `message`; more than
 * five messages an hour from one address answer 429.
 */
export async function POST(request: Request) {
  const locale = requestLocale(request)
  const body = await readJson(request)
  if (!body.ok) return apiError(locale, 'invalid-body', 'api.invalidBody')
  const parsed = contactSchema.safeParse(body.value)
  if (!parsed.success) {
    const keys = fieldErrorKeys(parsed.error)
    const first = CONTACT_FIELDS.map((field) => keys[field]).find(Boolean)
    if (!first) return apiError(locale, 'invalid-body', 'api.invalidBody')
    const fields = Object.fromEntries(
      Object.entries(keys).map(([field, key]) => [field, translate(locale, key as MessageKey)]),
    )
    return NextResponse.json(
      {
        status: false,
        error: errorCode(first),
        message: translate(locale, first as MessageKey),
        fields,
      },
      { status: 400 },
    )
  }
  const { website, lang, ...message } = parsed.data
  const success = () =>
    NextResponse.json(
      {
        status: true,
        // Isolated, so a Latin name or address keeps its shape inside an Arabic sentence.
        message: translate(locale, 'contact.form.success', {
          name: isolate(message.name),
          email: isolate(message.email),
        }),
      },
      { status: 201 },
    )
  // Only bots fill the hidden field: they get the usual answer, and nothing is stored or sent.
  if (website.trim()) return success()

  const payload = await getPayload({ config })
  const decision = await hitRateLimit(payload, 'contactPerIp', clientIp(request))
  if (!decision.allowed) {
    const response = NextResponse.json(
      {
        status: false,
        error: 'rate-limited',
        message: translate(locale, 'contact.errors.rateLimited'),
        retryAfter: decision.retryAfterSeconds,
      },
      { status: 429 },
    )
    response.headers.set('Retry-After', String(decision.retryAfterSeconds))
    return response
  }

  const language = lang ?? locale
  await payload.create({
    collection: 'inquiries',
    overrideAccess: true,
    data: { ...message, phone: message.phone ?? null, language, status: 'new' },
  })
  const staffEmail = await staffInbox(payload)
  if (staffEmail) {
    try {
      // Staff read the back office in English by default; the email says which language was used.
      await sendNotification(payload, {
        channel: 'email',
        to: staffEmail,
        locale: DEFAULT_LOCALE,
        template: 'inquiry',
        data: { ...message, language },
      })
    } catch (error) {
      // The inquiry is stored and listed in the back office; a broken email must not lose it.
      payload.logger.error(`Contact message email failed: ${String(error)}`)
    }
  }
  return success()
}
