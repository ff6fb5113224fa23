import { getMessages } from 'next-intl/server'
import { NextResponse } from 'next/server'
import * as z from 'zod'

import { CLIENT_SCOPES, pickMessages } from '@/i18n/clientMessages'
import { LOCALES } from '@/i18n/locales'
import { requestLocale } from '@/http/request'
import { apiError } from '@/http/responses'
import { withDatabaseErrors } from '@/http/databaseErrors'

const querySchema = z.object({
  scope: z.enum(Object.keys(CLIENT_SCOPES) as [keyof typeof CLIENT_SCOPES]),
  lang: z.enum(LOCALES),
})

/**
 * GET /api/messages?scope=booking&lang=en|ar: the texts one part of the site shows in the
 * browser (src/i18n/clientMessages.ts), compiled as the pages' own. The booking screens ask for
 * theirs with their code, so the home page does not carry them in its HTML (issue 15). They
 * change only with a release: the caller adds `&v=` (their digest) and may keep the answer.
 */
async function handleGet(request: Request) {
  const locale = requestLocale(request)
  const params = new URL(request.url).searchParams
  const parsed = querySchema.safeParse({
    scope: params.get('scope') ?? undefined,
    lang: params.get('lang') ?? undefined,
  })
  if (!parsed.success) {
    const badLanguage = parsed.error.issues.some((issue) => issue.path[0] === 'lang')
    return badLanguage
      ? apiError(locale, 'invalid-language', 'api.invalidLanguage')
      : apiError(locale, 'invalid-scope', 'api.invalidScope')
  }
  const { scope, lang } = parsed.data
  const messages = await getMessages({ locale: lang })
  return NextResponse.json(pickMessages(messages, CLIENT_SCOPES[scope]), {
    headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
  })
}

export const GET = withDatabaseErrors(handleGet)
