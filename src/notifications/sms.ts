import type { NotificationsEnv } from './config'

/** Where SMS go. The HTTP gateway below is the real one; tests may put a local one in its place. */
export interface SmsProvider {
  name: string
  /** Resolves once the provider accepted the message; throws if it did not. */
  send(to: string, text: string): Promise<{ providerMessageId?: string }>
}

export const SMS_TIMEOUT_MS = 10_000

function describeFetchError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError')
    return `SMS gateway did not answer within ${timeoutMs} ms`
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : ''
  const message = error instanceof Error ? error.message : String(error)
  return `SMS gateway unreachable: ${cause || message}`
}

/**
 * A generic HTTP SMS gateway: POST {to, from, text} as JSON with `Authorization: Bearer` token.
 * A network error, a timeout or any answer but 2xx is a failure (and the message is retried).
 * The gateway's message id is read from `id` or `messageId` of a JSON answer, if any.
 */
export function httpSmsProvider(
  env: Pick<NotificationsEnv, 'SMS_HTTP_URL' | 'SMS_HTTP_TOKEN' | 'SMS_SENDER'>,
  { timeoutMs = SMS_TIMEOUT_MS }: { timeoutMs?: number } = {},
): SmsProvider {
  return {
    name: 'http',
    async send(to, text) {
      if (!env.SMS_HTTP_URL) throw new Error('No SMS gateway is configured (SMS_HTTP_URL)')
      let response: Response
      try {
        response = await fetch(env.SMS_HTTP_URL, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(env.SMS_HTTP_TOKEN ? { authorization: `Bearer ${env.SMS_HTTP_TOKEN}` } : {}),
          },
          body: JSON.stringify({ to, from: env.SMS_SENDER, text }),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        throw new Error(describeFetchError(error, timeoutMs))
      }
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 200)
        throw new Error(`SMS gateway answered ${response.status}${detail ? `: ${detail}` : ''}`)
      }
      const data = (await response.json().catch(() => ({}))) as {
        id?: unknown
        messageId?: unknown
      } | null
      const id = data?.id ?? data?.messageId
      return { providerMessageId: id === undefined || id === null ? undefined : String(id) }
    },
  }
}
