import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { apiFormsScript } from './browserScripts'

/** The public forms' script (`src/components/forms/apiForms.browser.js`). */
export const FORMS_FILE = new URL('../components/forms/apiForms.browser.js', import.meta.url)

/**
 * The forms' script as a file, for pages that hydrate (`staticPages.ts`): its address carries a
 * digest of its text, so browsers keep it for a year and a new version gets a new address.
 */
type ScriptFile = { path: string; body: Buffer; gzipped: Buffer }
let formsFile: ScriptFile | undefined
export function apiFormsFile(): ScriptFile {
  if (formsFile) return formsFile
  const body = Buffer.from(apiFormsScript(FORMS_FILE), 'utf8')
  const digest = createHash('sha256').update(body).digest('hex').slice(0, 12)
  formsFile = { path: `/forms.${digest}.js`, body, gzipped: gzipSync(body, { level: 9 }) }
  return formsFile
}

/** Answers a request for the forms' script file; false for any other request. */
export function serveBrowserScript(request: IncomingMessage, response: ServerResponse): boolean {
  const file = apiFormsFile()
  if (request.url !== file.path || (request.method !== 'GET' && request.method !== 'HEAD')) {
    return false
  }
  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
  const body = gzip ? file.gzipped : file.body
  response.writeHead(200, {
    'content-type': 'text/javascript; charset=utf-8',
    'content-length': body.length,
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    vary: 'accept-encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  })
  response.end(request.method === 'HEAD' ? undefined : body)
  return true
}
