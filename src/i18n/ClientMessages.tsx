import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import { CLIENT_SCOPES, type ClientScope, pickMessages } from './clientMessages'

/**
 * Gives the client components inside it the messages of one scope (src/i18n/clientMessages.ts),
 * so a page carries the booking screens' or the account forms' texts only where they are used.
 */
export async function ClientMessages({
  scope,
  children,
}: {
  scope: Exclude<ClientScope, 'layout'>
  children: ReactNode
}) {
  const messages = await getMessages()
  return (
    <NextIntlClientProvider messages={pickMessages(messages, CLIENT_SCOPES[scope])}>
      {children}
    </NextIntlClientProvider>
  )
}
