import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_HEADER_ENV } from '@/lib/clientAddress'

/**
 * Calls a Next route handler the way the production server (`scripts/server.ts`) would, with a
 * cookie jar per "browser": each browser's `ip` arrives as the socket address the server sets, so
 * browsers get separate rate-limit budgets while a forwarded header a client writes stays ignored.
 */
process.env[CLIENT_ADDRESS_HEADER_ENV] = '1'

export type Handler = (request: Request) => Promise<Response> | Response

export class Browser {
  cookies = new Map<string, string>()
  constructor(
    public ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    public lang: 'en' | 'ar' = 'en',
  ) {}

  async call(
    handler: Handler,
    {
      method = 'POST',
      path = '/api/test',
      body,
      headers: extraHeaders = {},
    }: { method?: string; path?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      ...extraHeaders,
      [CLIENT_ADDRESS_HEADER]: this.ip,
    }
    const jar = [...this.cookies].map(([k, v]) => `${k}=${v}`)
    jar.push(`NEXT_LOCALE=${this.lang}`)
    headers.cookie = jar.join('; ')
    const response = await handler(
      new Request(`http://localhost${path}`, {
        method,
        headers,
        body:
          body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    )
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const [name, value = ''] = pair!.split('=')
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim()))
      if (expired || value === '') this.cookies.delete(name!.trim())
      else this.cookies.set(name!.trim(), value)
    }
    const text = await response.text()
    // Answers of every endpoint pass through here; each test asserts the shape it expects.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    let json: any = null
    try {
      json = JSON.parse(text)
    } catch {
      json = text
    }
    return { status: response.status, json, headers: response.headers }
  }
}
