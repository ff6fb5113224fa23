import type { Payload } from 'payload'

import { hitRateLimit } from '@/accounts/operations/rateLimitStore'
import type { ContactMessage } from '@/contact/schema'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { fail, ok, type Result } from '@/lib/failure'
import { sendNotification } from '@/notifications'

/** Where contact messages go: a staff-only setting, so it is read past the public access rule. */
async function staffInbox(payload: Payload): Promise<string | null> {
  const settings = await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true })
  return settings.staffEmail?.trim() || null
}

/**
 * A visitor's message from the contact form: stored as an inquiry and emailed to the staff
 * (Settings > staff email, when set). Only bots fill the hidden `website` field: they are answered
 * as usual, and nothing is stored or sent. More than five messages an hour from one address are
 * refused.
 */
export async function receiveInquiry(
  payload: Payload,
  { website, lang, ...message }: ContactMessage,
  { ip, locale }: { ip: string; locale: Locale },
): Promise<Result<{ name: string; email: string }>> {
  const received = ok({ name: message.name, email: message.email })
  if (website.trim()) return received

  const decision = await hitRateLimit(payload, 'contactPerIp', ip)
  if (!decision.allowed) {
    return fail('rate-limited', 'contact.errors.rateLimited', {
      retryAfter: decision.retryAfterSeconds,
    })
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
  return received
}
