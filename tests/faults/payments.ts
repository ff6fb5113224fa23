/**
 * Card payments at the Paymob simulator (in the first server), and Paymob's signed callbacks sent
 * to both servers, more than once.
 */
import { paymobTransactionHmac, signedFieldsOfTransaction } from '@/payments/hmac'
import { SIMULATOR_KEYS } from '@/payments/simulatorKeys'

import type { Attempt } from './bookings'
import { servers } from './config'
import { headersOf } from './customers'
import { call, untilSettled } from './http'

type Paid = { reservationNumber: string; transactionId: number; amount: number; body: unknown }
export const paid: Paid[] = []
export const callbacks: { transactionId: number; statuses: (number | 'cut' | 'hung')[] }[] = []

let simulatorToken: string | undefined

async function simulatorTransaction(transactionId: number): Promise<Record<string, unknown>> {
  const simulator = `${servers[0]}/paymob-simulator`
  if (!simulatorToken) {
    const token = await fetch(`${simulator}/api/auth/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ api_key: SIMULATOR_KEYS.apiKey }),
    })
    simulatorToken = ((await token.json()) as { token: string }).token
  }
  const response = await fetch(`${simulator}/api/acceptance/transactions/${transactionId}`, {
    headers: { authorization: `Bearer ${simulatorToken}` },
  })
  if (response.status !== 200) throw new Error(`transaction ${transactionId}: ${response.status}`)
  return (await response.json()) as Record<string, unknown>
}

/** Paymob's callback of `transaction`, signed as Paymob signs it, to one server. */
function sendCallback(server: string, transaction: Record<string, unknown>) {
  const hmac = paymobTransactionHmac(
    signedFieldsOfTransaction(transaction),
    SIMULATOR_KEYS.hmacSecret,
  )
  return call(server, 'callback', `/api/payments/paymob/callback?hmac=${hmac}`, {
    body: { type: 'TRANSACTION', obj: transaction },
  })
}

/** The same callback to both servers at once, twice each; again while one is "try again". */
export async function deliverCallbacks(transaction: Record<string, unknown>, deadline: number) {
  let record = callbacks.find((c) => c.transactionId === Number(transaction.id))
  if (!record) {
    record = { transactionId: Number(transaction.id), statuses: [] }
    callbacks.push(record)
  }
  const statuses = record.statuses
  await Promise.all(
    [servers[0]!, servers[1]!, servers[0]!, servers[1]!].map((server) =>
      untilSettled(
        async () => {
          const answer = await sendCallback(server, transaction)
          statuses.push(typeof answer === 'string' ? answer : answer.status)
          return answer
        },
        deadline,
        (answer) => answer.status,
      ),
    ),
  )
}

/** Opens the card payment of a booking, pays at the simulator, then sends its callbacks. */
export async function pay(attempt: Attempt, server: string, deadline: number): Promise<void> {
  const opened = await untilSettled(
    () =>
      call(server, 'pay', '/api/payments/pay', {
        headers: headersOf(attempt.customer),
        body: { reservationNumber: attempt.accepted },
      }),
    deadline,
    (answer) => answer,
  )
  if (!opened || opened.status !== 200) {
    throw new Error(`opening the payment of ${attempt.accepted}: ${JSON.stringify(opened)}`)
  }
  const checkout = new URL((opened.json as { checkoutUrl: string }).checkoutUrl)
  const card = await fetch(`${servers[0]}/paymob-simulator/api/checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      publicKey: checkout.searchParams.get('publicKey'),
      clientSecret: checkout.searchParams.get('clientSecret'),
      number: '4111111111111111',
      expiryMonth: '12',
      expiryYear: String((new Date().getFullYear() + 3) % 100),
      cvv: '123',
      lang: 'en',
    }),
  })
  const step = (await card.json()) as { next?: string; url?: string; success?: boolean }
  if (step.next !== 'merchant' || !step.url || !step.success) {
    throw new Error(`the simulator refused the card: ${JSON.stringify(step)}`)
  }
  const transactionId = Number(new URL(step.url).searchParams.get('id'))
  const transaction = await simulatorTransaction(transactionId)
  paid.push({
    reservationNumber: attempt.accepted!,
    transactionId,
    amount: Number(transaction.amount_cents),
    body: transaction,
  })
  await deliverCallbacks(transaction, deadline)
}
