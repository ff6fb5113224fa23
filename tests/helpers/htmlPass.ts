import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { hashInlineScripts } from '@/server/inlineScriptHashes'

/**
 * `html` sent by a server through the production HTML pass of a public page (`script-src 'self'`
 * as Next's configuration gives it): what a browser asking for `path` receives, and its policy.
 */
export async function throughHtmlPass(html: string, path: string) {
  const server = createServer((request, response) => {
    hashInlineScripts(request, response, undefined, true)
    response.setHeader('Content-Security-Policy', "script-src 'self'")
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.end(html)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      headers: { accept: 'text/html' },
    })
    return { sent: await response.text(), csp: response.headers.get('content-security-policy') }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
