import { createHash } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as reviewRoute } from '@/app/(frontend)/api/review/route'
import { sqlPool } from '@/infra/db'
import { publishedReviews } from '@/reviews/operations/publishedReviews'
import { requestReview } from '@/reviews/operations/requestReview'
import { reviewForm } from '@/reviews/operations/submitReview'

import { bookingBody, bookThroughRoute, outboxTo, reservationByNumber } from '../helpers/backoffice'
import {
  airportAndDistrict,
  cairoTimeIn,
  ensureCars,
  setBookingSettings,
  staffUser,
} from '../helpers/bookingData'
import { signedUpCustomer } from '../helpers/customers'
import { Browser } from '../helpers/http'
import { testPayload } from '../helpers/payload'

/**
 * Reviews after the ride (issue 33 item 5; decision 0161) on a real database: one request per
 * reservation with a completed leg, by email and SMS in the customer's language; its link takes
 * one review and then shows it; refusals in the caller's language; staff approve or hide (audited)
 * and only approved reviews reach the public pages.
 */

let payload: Payload
let operator: Awaited<ReturnType<typeof staffUser>>
let serial = 0

beforeAll(async () => {
  payload = await testPayload()
  await setBookingSettings(payload)
  await ensureCars(payload)
  operator = await staffUser(payload, 'operator', 'rev')
  await airportAndDistrict(payload, {
    prefix: 'rev',
    region: { code: 'REV', en: 'Review Giza', ar: 'جيزة التقييمات' },
  })
})

/** A cash booking of a customer writing in `lang`; its outbound `progress` as given. */
async function booked(lang: 'en' | 'ar', outbound: string | null = 'completed') {
  serial += 1
  const account = await signedUpCustomer(payload, { tag: `rev${serial}`, lang })
  const number = await bookThroughRoute(
    account,
    bookingBody(account, {
      pickupAddress: 'rev-airport',
      dropoffAddress: 'rev-district',
      paymentType: 'cash',
      execDate: cairoTimeIn(30),
    }),
  )
  const reservation = await reservationByNumber(payload, number)
  if (outbound) await setProgress(reservation.id, outbound)
  return { account, number, reservation: await reservationByNumber(payload, number) }
}

async function setProgress(id: number, state: string) {
  await payload.update({
    collection: 'reservations',
    id,
    overrideAccess: true,
    data: {
      progress: {
        outbound: { state: state as 'completed', at: new Date().toISOString() },
      },
    },
  })
}

/** The review request messages the outbox holds for `account`, by channel. */
async function requestsTo(account: Awaited<ReturnType<typeof signedUpCustomer>>) {
  const mails = (await outboxTo(payload, account.user.email)).filter(
    (m) => m.template === 'review-request',
  )
  const sms = (await outboxTo(payload, account.user.mobile)).filter(
    (m) => m.template === 'review-request',
  )
  return { mails, sms }
}

const tokenIn = (body: string) => /\/review\?token=([A-Za-z0-9_-]{43})/.exec(body)?.[1] ?? ''

/** A booking with a completed leg and its review link's token. */
async function reviewable(lang: 'en' | 'ar') {
  const trip = await booked(lang)
  const asked = await requestReview(payload, trip.reservation.id)
  expect(asked).toMatchObject({ ok: true, value: { sent: true } })
  const { sms } = await requestsTo(trip.account)
  return { ...trip, token: tokenIn(sms.at(-1)!.body) }
}

const post = (browser: Browser, body: unknown) =>
  browser.call(reviewRoute, { path: '/api/review', body })

const goodReview = (token: string, overrides: Record<string, unknown> = {}) => ({
  token,
  driverStars: 5,
  serviceStars: 4,
  comment: 'Driver waited at door 5 with a sign.',
  displayName: 'Mona H.',
  ...overrides,
})

describe('the review request', () => {
  it('is refused without a completed leg, and sends nothing', async () => {
    const { account, reservation } = await booked('en', 'arrived')
    expect(await requestReview(payload, reservation.id)).toMatchObject({
      ok: false,
      code: 'no-completed-trip',
    })
    await setProgress(reservation.id, 'no-show')
    expect(await requestReview(payload, reservation.id)).toMatchObject({
      ok: false,
      code: 'no-completed-trip',
    })
    const { mails, sms } = await requestsTo(account)
    expect(mails).toHaveLength(0)
    expect(sms).toHaveLength(0)
  })

  it('needs a real completion: an unpaid booking marked completed gets none, and its link takes no review (issue 42)', async () => {
    serial += 1
    const account = await signedUpCustomer(payload, { tag: `rev${serial}`, lang: 'en' })
    const number = await bookThroughRoute(
      account,
      bookingBody(account, {
        pickupAddress: 'rev-airport',
        dropoffAddress: 'rev-district',
        execDate: cairoTimeIn(30),
      }),
    )
    const unpaid = await reservationByNumber(payload, number)
    expect(unpaid.status).toBe('pending')
    // What the probe's taps left behind under the old rules: "completed" on an unpaid booking.
    await setProgress(unpaid.id, 'completed')
    expect(await requestReview(payload, unpaid.id)).toMatchObject({
      ok: false,
      code: 'no-completed-trip',
    })
    const { mails, sms } = await requestsTo(account)
    expect(mails).toHaveLength(0)
    expect(sms).toHaveLength(0)

    // A link it was sent then opens no form and takes no review.
    const token = 'u'.repeat(43)
    await sqlPool(payload).query(
      `update reservations set review_link_token_hash = $2, review_link_requested_at = now(),
         review_link_expires_at = now() + interval '60 days' where id = $1`,
      [unpaid.id, createHash('sha256').update(`review:${token}`).digest('hex')],
    )
    expect(await reviewForm(payload, token, `rev-unpaid-${serial}`)).toMatchObject({
      ok: false,
      code: 'no-completed-trip',
    })
    const refused = await post(new Browser(undefined, 'ar'), goodReview(token))
    expect(refused.status).toBe(409)
    expect(refused.json.error).toBe('no-completed-trip')
    expect(refused.json.message).toMatch(/[\u0600-\u06ff]/)
    const { totalDocs } = await payload.count({
      collection: 'reviews',
      where: { reservation: { equals: unpaid.id } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })

  it('is sent once, by email and SMS in the customer’s language; the reservation keeps only the hash', async () => {
    const { account, reservation } = await booked('ar')
    const first = await requestReview(payload, reservation.id)
    expect(first).toMatchObject({ ok: true, value: { sent: true } })
    // A retry and two callers at once send nothing more.
    const again = await Promise.all([
      requestReview(payload, reservation.id),
      requestReview(payload, reservation.id),
    ])
    expect(again.map((r) => r.ok && r.value.sent)).toEqual([false, false])

    const { mails, sms } = await requestsTo(account)
    expect(mails).toHaveLength(1)
    expect(sms).toHaveLength(1)
    expect(sms[0]!.locale).toBe('ar')
    expect(sms[0]!.body).toMatch(/[\u0600-\u06ff]/)
    expect(sms[0]!.body).toContain('/ar/review?token=')
    const token = tokenIn(sms[0]!.body)
    expect(token).toHaveLength(43)
    expect(first.ok && first.value.sent && first.value.reviewUrl).toContain(token)

    const row = await sqlPool(payload).query(
      'select review_link_token_hash, review_link_expires_at from reservations where id = $1',
      [reservation.id],
    )
    const stored = JSON.stringify(row.rows[0])
    expect(stored).not.toContain(token)
    expect(row.rows[0]!.review_link_token_hash).toBe(
      createHash('sha256').update(`review:${token}`).digest('hex'),
    )
  })
})

describe('the review link', () => {
  it('takes one review, pending, in the page’s language; then shows it', async () => {
    const { token, number, reservation } = await reviewable('ar')
    const page = await reviewForm(payload, token, 'rev-page-1')
    expect(page).toMatchObject({ ok: true, value: { review: null } })
    expect(page.ok && page.value.trip.reservationNumber).toBe(number)

    const browser = new Browser(undefined, 'ar')
    const written = await post(browser, goodReview(token, { comment: 'سائق ممتاز وسيارة نظيفة' }))
    expect(written.status, JSON.stringify(written.json)).toBe(200)
    expect(written.json).toMatchObject({
      status: true,
      review: { driverStars: 5, serviceStars: 4, status: 'pending', language: 'ar' },
    })

    // The token works once: a second review is refused, in Arabic, and the page shows the first.
    const second = await post(browser, goodReview(token, { driverStars: 1 }))
    expect(second.status).toBe(409)
    expect(second.json).toMatchObject({ status: false, error: 'already-reviewed' })
    expect(second.json.message).toMatch(/[\u0600-\u06ff]/)
    const after = await reviewForm(payload, token, 'rev-page-2')
    expect(after).toMatchObject({
      ok: true,
      value: { review: { driverStars: 5, comment: 'سائق ممتاز وسيارة نظيفة', status: 'pending' } },
    })
    const { totalDocs } = await payload.count({
      collection: 'reviews',
      where: { reservation: { equals: reservation.id } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })

  it('two submits at once make one review', async () => {
    const { token, reservation } = await reviewable('en')
    const answers = await Promise.all([
      post(new Browser(), goodReview(token)),
      post(new Browser(), goodReview(token, { serviceStars: 2 })),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const { totalDocs } = await payload.count({
      collection: 'reviews',
      where: { reservation: { equals: reservation.id } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })

  it('refuses a bad or expired link, a trip no longer completed and a malformed body, in both languages', async () => {
    const en = new Browser(undefined, 'en')
    const ar = new Browser(undefined, 'ar')
    const bad = await post(ar, goodReview('A'.repeat(43)))
    expect(bad.status).toBe(404)
    expect(bad.json).toMatchObject({ error: 'review-link-invalid' })
    expect(bad.json.message).toMatch(/[\u0600-\u06ff]/)
    const badEn = await post(en, goodReview('not-a-token'))
    expect(badEn.status).toBe(404)
    expect(badEn.json.message).toMatch(/not valid or has expired/)

    const expired = await reviewable('en')
    await payload.update({
      collection: 'reservations',
      id: expired.reservation.id,
      overrideAccess: true,
      data: { reviewLink: { expiresAt: new Date(Date.now() - 1000).toISOString() } },
    })
    expect((await post(en, goodReview(expired.token))).json).toMatchObject({
      error: 'review-link-invalid',
    })
    expect(await reviewForm(payload, expired.token, 'rev-exp')).toMatchObject({
      ok: false,
      code: 'review-link-invalid',
    })

    // Staff corrected the trip to a no-show after the request: no review.
    const corrected = await reviewable('en')
    await setProgress(corrected.reservation.id, 'no-show')
    const noTrip = await post(en, goodReview(corrected.token))
    expect(noTrip.status).toBe(409)
    expect(noTrip.json).toMatchObject({ error: 'no-completed-trip' })

    const { token } = await reviewable('ar')
    const stars = await post(ar, goodReview(token, { driverStars: 6 }))
    expect(stars.status).toBe(400)
    expect(stars.json.issues).toEqual([
      expect.objectContaining({ field: 'driverStars', error: 'stars-required' }),
    ])
    expect(stars.json.message).toMatch(/[\u0600-\u06ff]/)
    const long = await post(en, goodReview(token, { comment: 'x'.repeat(1001), displayName: '' }))
    expect(long.status).toBe(400)
    expect(long.json.issues.map((i: { field: string }) => i.field).sort()).toEqual([
      'comment',
      'displayName',
    ])
    // Nothing but the review's own fields: a promo code cannot ride along.
    expect((await post(en, { ...goodReview(token), promoCode: 'FREE' })).status).toBe(400)
    expect((await post(en, 'not json')).status).toBe(400)
    // None of these wrote anything: the link still takes its review.
    expect((await post(ar, goodReview(token))).status).toBe(200)
  })

  it('counts lookups against the caller’s address', async () => {
    const client = `rev-limit-${Date.now()}`
    let last
    for (let i = 0; i < 61; i += 1) last = await reviewForm(payload, 'A'.repeat(43), client)
    expect(last).toMatchObject({ ok: false, code: 'rate-limited' })
  })
})

describe('moderation', () => {
  it('staff approve or hide, audited; only approved reviews are listed, the reader’s language first', async () => {
    const arabic = await reviewable('ar')
    const english = await reviewable('en')
    await post(
      new Browser(undefined, 'ar'),
      goodReview(arabic.token, { driverStars: 5, serviceStars: 5, displayName: 'منى' }),
    )
    await post(
      new Browser(undefined, 'en'),
      goodReview(english.token, { driverStars: 4, serviceStars: 3, displayName: 'John' }),
    )
    const reviewOf = async (reservationId: number) =>
      (
        await payload.find({
          collection: 'reviews',
          where: { reservation: { equals: reservationId } },
          overrideAccess: true,
        })
      ).docs[0]!
    const arReview = await reviewOf(arabic.reservation.id)
    const enReview = await reviewOf(english.reservation.id)

    const listed = async (locale: 'en' | 'ar') =>
      ((await publishedReviews(payload, locale, 100))?.reviews ?? []).map((r) => r.id)
    expect(await listed('en')).not.toContain(arReview.id)
    expect(await listed('en')).not.toContain(enReview.id)

    // An operator approves both through the Local API as themselves (the admin's own path).
    for (const id of [arReview.id, enReview.id]) {
      await payload.update({
        collection: 'reviews',
        id,
        data: { status: 'approved', driverStars: 1 },
        user: operator,
        overrideAccess: false,
      })
    }
    // The status changed; the customer's words and stars did not.
    expect(await reviewOf(arabic.reservation.id)).toMatchObject({
      status: 'approved',
      driverStars: 5,
    })

    const ar = (await publishedReviews(payload, 'ar', 100))!
    const en = (await publishedReviews(payload, 'en', 100))!
    expect(ar.reviews.map((r) => r.id)).toEqual(expect.arrayContaining([arReview.id, enReview.id]))
    // Arabic readers see the Arabic reviews first, English readers the English ones.
    const firstOther = (list: typeof ar.reviews, own: 'en' | 'ar') =>
      list.findIndex((r) => r.language !== own)
    const lastOwn = (list: typeof ar.reviews, own: 'en' | 'ar') =>
      list.map((r) => r.language).lastIndexOf(own)
    expect(lastOwn(ar.reviews, 'ar')).toBeLessThan(firstOther(ar.reviews, 'ar'))
    expect(lastOwn(en.reviews, 'en')).toBeLessThan(firstOther(en.reviews, 'en'))

    // The average and count are of every approved review.
    const approved = await payload.find({
      collection: 'reviews',
      where: { status: { equals: 'approved' } },
      pagination: false,
      overrideAccess: true,
    })
    const mean =
      approved.docs.reduce((sum, r) => sum + (r.driverStars + r.serviceStars) / 2, 0) /
      approved.docs.length
    expect(ar.count).toBe(approved.docs.length)
    expect(ar.average).toBe(Math.round(mean * 10) / 10)

    // Hidden: gone from the pages.
    await payload.update({
      collection: 'reviews',
      id: enReview.id,
      data: { status: 'hidden' },
      user: operator,
      overrideAccess: false,
    })
    expect(await listed('en')).not.toContain(enReview.id)
    expect(await listed('en')).toContain(arReview.id)

    const audit = await payload.find({
      collection: 'audit-log',
      where: {
        and: [{ target: { equals: 'reviews' } }, { documentId: { equals: String(enReview.id) } }],
      },
      sort: 'at',
      overrideAccess: true,
    })
    const updates = audit.docs.filter((entry) => entry.action === 'update')
    expect(updates.map((entry) => entry.actorId)).toEqual([
      String(operator.id),
      String(operator.id),
    ])
    expect(JSON.stringify(updates.at(-1)!.changes)).toContain('hidden')
    // The review's creation is recorded as the customer's.
    expect(audit.docs.find((entry) => entry.action === 'create')?.actorType).toBe('customer')
  })

  it('customers and visitors cannot read or write reviews; nobody creates one through the API', async () => {
    const { account } = await booked('en')
    await expect(
      payload.find({
        collection: 'reviews',
        user: { ...account.user, collection: 'customers' } as never,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'reviews',
        user: operator,
        overrideAccess: false,
        data: {
          reservation: 1,
          driverStars: 5,
          serviceStars: 5,
          displayName: 'Bought',
          language: 'en',
          status: 'approved',
        },
      }),
    ).rejects.toThrow()
  })
})

describe("a customer's erasure", () => {
  it("deletes their reviews and empties the reviews' audit entries", async () => {
    const { token, account, reservation } = await reviewable('en')
    await post(new Browser(), goodReview(token, { displayName: 'Erase Me' }))
    const review = (
      await payload.find({
        collection: 'reviews',
        where: { reservation: { equals: reservation.id } },
        overrideAccess: true,
      })
    ).docs[0]!
    await payload.update({
      collection: 'reviews',
      id: review.id,
      data: { status: 'approved' },
      user: operator,
      overrideAccess: false,
    })
    expect((await publishedReviews(payload, 'en', 100))!.reviews.map((r) => r.id)).toContain(
      review.id,
    )
    await payload.delete({ collection: 'customers', id: account.user.id, overrideAccess: true })
    const { totalDocs } = await payload.count({
      collection: 'reviews',
      where: { id: { equals: review.id } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
    const listed = (await publishedReviews(payload, 'en', 100))?.reviews ?? []
    expect(listed.map((r) => r.id)).not.toContain(review.id)
    const audit = await payload.find({
      collection: 'audit-log',
      where: {
        and: [{ target: { equals: 'reviews' } }, { documentId: { equals: String(review.id) } }],
      },
      overrideAccess: true,
    })
    expect(JSON.stringify(audit.docs.map((entry) => entry.changes))).not.toContain('Erase Me')
  })
})
