import { getMessages } from 'next-intl/server'

import { shortDigest } from '@/i18n/digest'

import { CLIENT_SCOPES, type ClientScope, pickMessages } from './clientMessages'
import type { Locale } from './locales'

const urls = new Map<string, string>()

/**
 * Where the browser fetches one scope's texts (`GET /api/messages`), with their digest as the
 * version: the answer may be kept until the texts change with a release.
 */
export async function messagesUrl(scope: ClientScope, locale: Locale): Promise<string> {
  const key = `${scope}:${locale}`
  const kept = urls.get(key)
  if (kept) return kept
  const messages = await getMessages({ locale })
  const version = shortDigest(JSON.stringify(pickMessages(messages, CLIENT_SCOPES[scope])))
  const url = `/api/messages?scope=${scope}&lang=${locale}&v=${version}`
  urls.set(key, url)
  return url
}
