import { NextResponse } from 'next/server'

import { receiveInquiry } from '@/contact/operations/receiveInquiry'
import { contactIssues, contactSchema } from '@/contact/schema'
import { translate } from '@/i18n/messages'
import { fail } from '@/lib/failure'
import { isolateTyped } from '@/i18n/textDirection'
import { errorBody, httpStatusOf } from '@/http/errors'
import { errorResponse } from '@/http/responses'
import { readJson } from '@/http/request'
import { requestContext } from '@/http/session'
import { withDatabaseErrors } from '@/http/databaseErrors'

/**
 * POST /api/contact {name, email, phone?, message, lang?}: stores the message as an inquiry and
 * emails it to the staff. Invalid fields answer 400 with each field's message in the caller's
 * language (`fields`) and the first one as `message`; more than five messages an hour from one
 * address answer 429.
 */
async function handlePost(request: Request) {
  const ctx = await requestContext(request)
  const { locale } = ctx
  const body = await readJson(request)
  if (!body.ok) return errorResponse(body, locale)
  const parsed = contactSchema.safeParse(body.value)
  if (!parsed.success) {
    const issues = contactIssues(parsed.error)
    const first = issues[0]
    if (!first) return errorResponse(fail('invalid-body', 'api.invalidBody'), locale)
    // This form's answer names its fields in an object: `fields: {email: "..."}`.
    const { issues: _listed, ...refusal } = errorBody(
      fail(first.code, first.messageKey, { issues }),
      locale,
    )
    const fields = Object.fromEntries(
      issues.map((issue) => [issue.field, translate(locale, issue.messageKey)]),
    )
    return NextResponse.json({ ...refusal, fields }, { status: httpStatusOf(first.code) })
  }
  const received = await receiveInquiry(ctx.payload, parsed.data, { ip: ctx.ip, locale })
  if (!received.ok) return errorResponse(received, locale)
  // Isolated, so a Latin name or address keeps its shape inside an Arabic sentence.
  const message = translate(locale, 'contact.form.success', {
    name: isolateTyped(received.value.name),
    email: isolateTyped(received.value.email),
  })
  return NextResponse.json({ status: true, message }, { status: 201 })
}

export const POST = withDatabaseErrors(handlePost)
