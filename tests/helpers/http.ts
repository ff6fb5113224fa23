/** Calls a Next route handler the way the server would, with a cookie jar per "browser". */
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
    }: { method?: string; path?: string; body?: unknown } = {},
  ) {
    const headers: Record<string, string> = {
      'x-forwarded-for': this.ip,
      'content-type': 'application/json',
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
