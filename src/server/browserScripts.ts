import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * One of our plain browser scripts (`*.browser.js`) as the text of an inline `<script>`: its
 * comment lines and indentation are not sent.
 */
export function browserScriptSource(file: URL | string): string {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//') && !line.startsWith('/*'))
    .join('\n')
    .replace(/^;/, '')
}

/**
 * Sends a script file whose address names its content (a digest), so browsers keep it a year:
 * gzipped when the browser takes it, nothing but the headers for HEAD.
 */
export function sendImmutableScript(
  request: IncomingMessage,
  response: ServerResponse,
  file: { body: Buffer; gzipped: Buffer },
): void {
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
}
