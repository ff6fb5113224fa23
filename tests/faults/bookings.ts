/** The bookings the customers send, and each one's answers as a client saw them. */
import { sleep } from './config'
import { type Customer, headersOf } from './customers'
import { type Answer, call } from './http'

export type Attempt = {
  key: string
  customer: Customer
  body: Record<string, unknown>
  /** Refused on purpose (a wrong price): must be refused and leave nothing. */
  refusedOnPurpose: boolean
  statuses: (number | 'cut' | 'hung')[]
  /** The `error` code of each refusal. */
  errors: string[]
  /** The reservation number of a 2xx answer. */
  accepted?: string
  paymentType: 'card' | 'cash'
  price: number
}
export const attempts: Attempt[] = []

export const cairoDate = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(
    new Date(Date.now() + daysAhead * 24 * 60 * 60 * 1000),
  )

export async function quote(
  server: string,
  execDate: string,
): Promise<{ car: string; price: number }> {
  for (let attempt = 0; ; attempt++) {
    const answer = await call(server, 'quote', '/api/booking/quote', {
      body: {
        tripType: 'one-way',
        pickup: 'cai-airport',
        dropoff: 'cai-zamalek',
        execDate,
        persons: 2,
        luggages: 1,
      },
    })
    if (answer !== 'cut' && answer !== 'hung' && answer.status === 200) {
      const car = (answer.json as { cars: { code: string; price: number }[] }).cars[0]!
      return { car: car.code, price: car.price }
    }
    if (attempt > 20) throw new Error(`the quote did not answer (${JSON.stringify(answer)})`)
    await sleep(500)
  }
}

/** Sends a booking (again, with the same key and body) and records the answer. */
export async function sendBooking(
  attempt: Attempt,
  server: string,
): Promise<Answer | 'cut' | 'hung'> {
  const answer = await call(server, 'booking', '/api/booking', {
    headers: headersOf(attempt.customer, { 'idempotency-key': attempt.key }),
    body: attempt.body,
  })
  attempt.statuses.push(answer === 'cut' || answer === 'hung' ? answer : answer.status)
  if (typeof answer !== 'string' && answer.status >= 300) {
    attempt.errors.push(String((answer.json as { error?: string }).error ?? answer.status))
  }
  if (answer !== 'cut' && answer !== 'hung' && answer.status >= 200 && answer.status < 300) {
    const number = (answer.json as { reservation?: { reservationNumber?: string } }).reservation
      ?.reservationNumber
    if (!number) throw new Error(`a 2xx booking without a number: ${JSON.stringify(answer.json)}`)
    if (attempt.accepted && attempt.accepted !== number) {
      throw new Error(`key ${attempt.key} answered ${attempt.accepted}, then ${number}`)
    }
    attempt.accepted = number
  }
  return answer
}
