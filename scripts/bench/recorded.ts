import { request } from 'node:http'

/** One answer of the real server, as the load generator receives it (no compression asked). */
export type Recorded = {
  method: string
  path: string
  status: number
  /** As received: a header sent more than once (`set-cookie`) keeps its values apart. */
  headers: Record<string, string | string[]>
  bodyBase64: string
}

export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`

/** Headers that belong to one connection or one moment, not to the answer. */
const PER_RESPONSE = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
])

/** Asks the real server once, exactly as autocannon will, and keeps the answer's bytes. */
export function record(
  baseUrl: string,
  target: { method: string; path: string; body?: string; headers?: Record<string, string> },
): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    const url = new URL(target.path, baseUrl)
    const outgoing = request(
      url,
      { method: target.method, headers: target.headers ?? {} },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () => {
          const headers: Recorded['headers'] = {}
          for (const [name, value] of Object.entries(incoming.headers)) {
            if (value === undefined || PER_RESPONSE.has(name)) continue
            headers[name] = value
          }
          resolve({
            method: target.method,
            path: target.path,
            status: incoming.statusCode ?? 0,
            headers,
            bodyBase64: Buffer.concat(chunks).toString('base64'),
          })
        })
        incoming.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(target.body)
  })
}
