import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { browserScriptSource, sendImmutableScript } from './browserScripts'

/**
 * The public forms' script (`src/components/forms/apiForms.browser.js`), read once: its text, to
 * inline (`staticPages.ts`), and the file pages that hydrate load, whose address carries a digest
 * of its text, so browsers keep it for a year and a new version gets a new address.
 */
type ScriptFile = { text: string; path: string; body: Buffer; gzipped: Buffer }
let formsFile: ScriptFile | undefined
export function apiFormsFile(): ScriptFile {
  if (formsFile) return formsFile
  const text = browserScriptSource(
    new URL('../components/forms/apiForms.browser.js', import.meta.url),
  )
  const body = Buffer.from(text, 'utf8')
  const digest = createHash('sha256').update(body).digest('hex').slice(0, 12)
  formsFile = { text, path: `/forms.${digest}.js`, body, gzipped: gzipSync(body, { level: 9 }) }
  return formsFile
}

/** Answers a request for the forms' script file; false for any other request. */
export function serveBrowserScript(request: IncomingMessage, response: ServerResponse): boolean {
  const file = apiFormsFile()
  if (request.url !== file.path || (request.method !== 'GET' && request.method !== 'HEAD')) {
    return false
  }
  sendImmutableScript(request, response, file)
  return true
}
