/** What happened, as the clients saw it: every call the fault test sends, and its answer. */
import { REQUEST_TIMEOUT_MS, sleep } from './config'

export type Answer = { status: number; json: unknown; ms: number }
export const answers: { what: string; server: string; status: number | 'cut' | 'hung' }[] = []

/** One HTTP call; a broken connection is `cut`, no answer within the limit `hung`. */
export async function call(
  server: string,
  what: string,
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer | 'cut' | 'hung'> {
  const started = Date.now()
  try {
    const response = await fetch(server + pathname, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    const text = await response.text()
    let json: unknown = text
    try {
      json = JSON.parse(text)
    } catch {
      // not JSON: kept as text
    }
    answers.push({ what, server, status: response.status })
    return { status: response.status, json, ms: Date.now() - started }
  } catch (error) {
    const hung = error instanceof Error && error.name === 'TimeoutError'
    answers.push({ what, server, status: hung ? 'hung' : 'cut' })
    return hung ? 'hung' : 'cut'
  }
}

/** Answers a client sends again later (the server was away, or said so with 503). */
export const retryable = (answer: Answer | 'cut' | 'hung') =>
  answer === 'cut' || answer === 'hung' || answer.status === 503

/** Sends until the answer is no longer "try again" (or the deadline passes). */
export async function untilSettled<T>(
  send: () => Promise<Answer | 'cut' | 'hung'>,
  deadline: number,
  done: (answer: Answer) => T,
): Promise<T | undefined> {
  for (;;) {
    const answer = await send()
    if (!retryable(answer)) return done(answer as Answer)
    if (Date.now() > deadline) return undefined
    await sleep(1000)
  }
}
