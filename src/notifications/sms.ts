import type { NotificationsEnv } from './config'

export interface SmsProvider {
  name: string
  send(to: string, text: string): Promise<{ providerMessageId?: string }>
}

/**
 * A generic HTTP SMS gateway: POST {to, from, text} as JSON with a bearer token. Anything but a
 * 2xx answer within 10 s is a failure (and the message is retried).
 */
export function httpSmsProvider(
  env: Pick<NotificationsEnv, 'SMS_HTTP_URL' | 'SMS_HTTP_TOKEN' | 'SMS_SENDER'>,
): SmsProvider {
  return {
    name: 'http',
    async send(to, text) {
      if (!env.SMS_HTTP_URL) throw new Error('SMS_HTTP_URL is not set')
      const response = await fetch(env.SMS_HTTP_URL, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(env.SMS_HTTP_TOKEN ? { authorization: `Bearer ${env.SMS_HTTP_TOKEN}` } : {}),
        },
        body: JSON.stringify({ to, from: env.SMS_SENDER, text }),
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`)
      const data = (await response.json().catch(() => ({}))) as {
        id?: unknown
        messageId?: unknown
      }
      const id = data.id ?? data.messageId
      return { providerMessageId: id === undefined ? undefined : String(id) }
    },
  }
}
