/**
 * An HTTP/2 front over TLS for the Lighthouse runs: what visitors reach in production, where the
 * load balancer or CDN terminates TLS and speaks HTTP/2 (docs/deploy.md), while the app itself
 * listens in plain HTTP/1.1. A page of Next's loads a dozen scripts; Lighthouse's simulated phone
 * fetches them over one multiplexed connection behind HTTP/2, but over six connections and a round
 * trip each on plain HTTP/1.1, which no deployment serves (decision 0120). It passes requests and
 * answers through unchanged, the `Host` header set to the app's own address.
 *
 * The certificate (`localhost-tls.pem`, key and certificate for `localhost`, self-signed) exists
 * for this alone; the benchmark's Chromium is told to accept it.
 */
import { readFileSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import { createSecureServer } from 'node:http2'
import path from 'node:path'

/** Headers HTTP/2 forbids, or that belong to one hop. */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
])

function passable(headers: NodeJS.Dict<string | string[]>) {
  const kept: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !name.startsWith(':') && !HOP_HEADERS.has(name)) kept[name] = value
  return kept
}

/** Serves `appUrl` (http://localhost:PORT) at https://localhost:`port` until `run` ends. */
export async function withTlsFront<T>(
  appUrl: string,
  port: number,
  run: (frontUrl: string) => Promise<T>,
): Promise<T> {
  const pem = readFileSync(path.join(import.meta.dirname, 'localhost-tls.pem'))
  const app = new URL(appUrl)
  const agent = new Agent({ keepAlive: true })
  const server = createSecureServer({ key: pem, cert: pem, allowHTTP1: true }, (req, res) => {
    const upstream = httpRequest(
      {
        host: app.hostname,
        port: app.port,
        method: req.method,
        path: req.url,
        headers: { ...passable(req.headers), host: app.host },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, passable(answer.headers))
        answer.pipe(res)
      },
    )
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  })
  const open = new Set<{ destroy(): void }>()
  server.on('session', (session) => {
    open.add(session)
    session.once('close', () => open.delete(session))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  try {
    return await run(`https://localhost:${port}`)
  } finally {
    for (const session of open) session.destroy()
    await new Promise((resolve) => server.close(resolve))
    agent.destroy()
  }
}
