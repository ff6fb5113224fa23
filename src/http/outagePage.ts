import type { IncomingMessage } from 'node:http'

import type { Locale } from '@/i18n/locales'
import { translate } from '@/i18n/messages'
import { OUTAGE_RETRY_AFTER } from '@/lib/databaseOutage'

import { databaseLooksUnreachable } from '@/infra/databaseState'

/**
 * The page a visitor gets when PostgreSQL kept a page from rendering (a restart, a fail-over):
 * 503 with Retry-After, in the page's language, saying to try again in a few seconds, instead of
 * Next's 500 error page (which, when the layout itself cannot load its menus and settings, is not
 * even in the visitor's language). Pages already in Next's cache keep being served as they are;
 * this is only for the others (`tests/faults/outage.ts` asks for both while the database is down).
 */

/** The page's language, from its path (English pages have no prefix). */
const localeOfPath = (url: string): Locale => (/^\/ar(\/|\?|$)/.test(url) ? 'ar' : 'en')

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export type OutageAnswer = { status: 503; headers: Record<string, string>; body: Buffer }

/**
 * What to send instead of a page answer with `statusCode`, or `undefined` to send it as it is: a
 * 5xx page while the database looks unreachable (`src/infra/databaseState.ts`) becomes the outage page.
 */
export function outageAnswer(
  request: IncomingMessage,
  statusCode: number,
  databaseDown: () => boolean = databaseLooksUnreachable,
): OutageAnswer | undefined {
  if (statusCode < 500 || statusCode === 503 || !databaseDown()) return undefined
  const url = request.url ?? '/'
  const locale = localeOfPath(url)
  const t = (key: 'title' | 'text' | 'retry') => escapeHtml(translate(locale, `outage.${key}`))
  const path = escapeHtml(url.split('?', 1)[0] || '/')
  const html =
    `<!doctype html><html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><head>` +
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${t('title')}</title>` +
    '<style>body{margin:0;font-family:system-ui,sans-serif;color:#1f2937;display:grid;' +
    'place-items:center;min-block-size:100vh;padding-inline:1.5rem;text-align:center}' +
    'main{max-inline-size:32rem}a{color:#0f5e9c}</style></head><body><main>' +
    `<h1>${t('title')}</h1><p>${t('text')}</p><p><a href="${path}">${t('retry')}</a></p>` +
    '</main></body></html>'
  return {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(OUTAGE_RETRY_AFTER),
    },
    body: Buffer.from(html),
  }
}
