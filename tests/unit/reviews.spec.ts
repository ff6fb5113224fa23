import { describe, expect, it } from 'vitest'

import { translate } from '@/i18n/messages'
import { writeEmail, writeSms } from '@/notifications/templates'
import {
  hashReviewToken,
  isReviewTokenShape,
  newReviewToken,
  REVIEW_LINK_DAYS,
  reviewLinkExpiry,
  reviewLinkOpen,
} from '@/reviews/reviewLink'
import {
  formatRating,
  hasCompletedLeg,
  hasRealCompletion,
  isStars,
  ratingSummary,
  reviewRating,
  reviewRefusal,
  reviewsForReader,
  roundToTenth,
  starFills,
} from '@/reviews/reviews'
import { reviewSubmitSchema } from '@/reviews/schemas'

/** The review rules (issue 33 item 5; decision 0161). */

describe('who may review', () => {
  it('needs a completed leg: outbound or return, not a no-show or a leg under way', () => {
    expect(hasCompletedLeg({ outbound: { state: 'completed' } })).toBe(true)
    expect(
      hasCompletedLeg({ outbound: { state: 'no-show' }, return: { state: 'completed' } }),
    ).toBe(true)
    expect(hasCompletedLeg({ outbound: { state: 'no-show' } })).toBe(false)
    expect(hasCompletedLeg({ outbound: { state: 'on-board' } })).toBe(false)
    expect(hasCompletedLeg({ outbound: { state: null }, return: null })).toBe(false)
    expect(hasCompletedLeg(null)).toBe(false)
    expect(hasCompletedLeg(undefined)).toBe(false)
  })

  it('needs a real completion: the completed leg of a booking that was served', () => {
    const completed = { outbound: { state: 'completed' } }
    for (const status of ['paid-not-sent', 'cash-not-sent', 'completed']) {
      expect(hasRealCompletion({ status, progress: completed }), status).toBe(true)
    }
    // Never paid: no trip, whatever its progress says (taps the trip did not allow).
    expect(hasRealCompletion({ status: 'pending', progress: completed })).toBe(false)
    expect(hasRealCompletion({ status: 'fail', progress: completed })).toBe(false)
    // Cancelled after it was served (a refund after the ride): the ride was real.
    const paidThenCancelled = [{ to: 'pending' }, { to: 'paid-not-sent' }, { to: 'cancelled' }]
    expect(
      hasRealCompletion({
        status: 'cancelled',
        statusHistory: paidThenCancelled,
        progress: completed,
      }),
    ).toBe(true)
    const neverPaid = [{ to: 'pending' }, { to: 'cancelled' }]
    expect(
      hasRealCompletion({ status: 'cancelled', statusHistory: neverPaid, progress: completed }),
    ).toBe(false)
    expect(
      hasRealCompletion({ status: 'completed', progress: { outbound: { state: 'no-show' } } }),
    ).toBe(false)
  })

  it('takes one review per reservation', () => {
    const done = { status: 'cash-not-sent', progress: { outbound: { state: 'completed' } } }
    expect(reviewRefusal(done, false)).toBeNull()
    expect(reviewRefusal(done, true)).toBe('already-reviewed')
    // No completed trip comes first: nothing else (a code, a second link) opens the form.
    expect(
      reviewRefusal(
        { status: 'cash-not-sent', progress: { outbound: { state: 'assigned' } } },
        false,
      ),
    ).toBe('no-completed-trip')
    expect(reviewRefusal({ status: 'cash-not-sent' }, true)).toBe('no-completed-trip')
    expect(reviewRefusal({ ...done, status: 'pending' }, false)).toBe('no-completed-trip')
  })
})

describe('stars', () => {
  it('are whole numbers from 1 to 5', () => {
    expect([1, 2, 3, 4, 5].every(isStars)).toBe(true)
    for (const bad of [0, 6, -1, 4.5, Number.NaN, '5', null]) expect(isStars(bad)).toBe(false)
  })

  it('the form body refuses stars out of bounds, long comments and a missing name', () => {
    const token = 'x'.repeat(43)
    const good = { token, driverStars: 5, serviceStars: 1, displayName: ' Mona ' }
    expect(reviewSubmitSchema.parse(good)).toEqual({ ...good, displayName: 'Mona', comment: '' })
    const refused = (body: object) => {
      const parsed = reviewSubmitSchema.safeParse(body)
      return parsed.success ? null : parsed.error.issues.map((issue) => issue.message)
    }
    expect(refused({ ...good, driverStars: 0 })).toEqual(['reviews.errors.starsRequired'])
    expect(refused({ ...good, serviceStars: 6 })).toEqual(['reviews.errors.starsRequired'])
    expect(refused({ ...good, serviceStars: 4.5 })).toEqual(['reviews.errors.starsRequired'])
    expect(refused({ ...good, driverStars: '5' })).toEqual(['reviews.errors.starsRequired'])
    expect(refused({ ...good, comment: 'a'.repeat(1001) })).toEqual([
      'reviews.errors.commentTooLong',
    ])
    expect(refused({ ...good, displayName: '   ' })).toEqual(['reviews.errors.nameRequired'])
    expect(refused({ ...good, displayName: 'n'.repeat(61) })).toEqual([
      'reviews.errors.nameTooLong',
    ])
    // A promo code or anything else is not part of a review.
    expect(refused({ ...good, promoCode: 'FREE5' })).not.toBeNull()
  })
})

describe('the average', () => {
  it("is each review's mean of its two ratings, averaged, to one decimal", () => {
    expect(reviewRating({ driverStars: 4, serviceStars: 5 })).toBe(4.5)
    expect(ratingSummary([])).toBeNull()
    expect(
      ratingSummary([
        { driverStars: 5, serviceStars: 5 },
        { driverStars: 4, serviceStars: 5 },
        { driverStars: 3, serviceStars: 4 },
      ]),
    ).toEqual({ average: 4.3, count: 3 })
    expect(roundToTenth(4.25)).toBe(4.3)
    expect(roundToTenth(4.24)).toBe(4.2)
    expect(roundToTenth(4.35)).toBe(4.4)
    expect(roundToTenth(5)).toBe(5)
  })

  it("is written in the reader's digits, always with one decimal", () => {
    expect(formatRating(4.5, 'en')).toBe('4.5')
    expect(formatRating(5, 'en')).toBe('5.0')
    expect(formatRating(4.5, 'ar')).toBe('٤٫٥')
    expect(formatRating(5, 'ar')).toBe('٥٫٠')
  })
})

describe('the stars drawn', () => {
  it('say what the number says: part of a star for a fraction, never rounded to whole stars', () => {
    expect(starFills(4.5)).toEqual([1, 1, 1, 1, 0.5])
    expect(starFills(4.3)).toEqual([1, 1, 1, 1, 0.3])
    expect(starFills(4)).toEqual([1, 1, 1, 1, 0])
    expect(starFills(4.96)).toEqual([1, 1, 1, 1, 1])
    expect(starFills(1)).toEqual([1, 0, 0, 0, 0])
  })

  it('stay within five stars whatever they are given', () => {
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0])
    expect(starFills(-2)).toEqual([0, 0, 0, 0, 0])
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1])
    expect(starFills(Number.NaN)).toEqual([0, 0, 0, 0, 0])
  })
})

describe("the reader's language first", () => {
  const review = (id: number, language: 'en' | 'ar', day: number) => ({
    id,
    language,
    createdAt: new Date(Date.UTC(2026, 10, day)).toISOString(),
  })
  const all = [review(1, 'en', 1), review(2, 'ar', 2), review(3, 'en', 3), review(4, 'ar', 4)]

  it('then the others, each newest first, at most the limit', () => {
    expect(reviewsForReader(all, 'ar', 10).map((r) => r.id)).toEqual([4, 2, 3, 1])
    expect(reviewsForReader(all, 'en', 10).map((r) => r.id)).toEqual([3, 1, 4, 2])
    expect(reviewsForReader(all, 'en', 3).map((r) => r.id)).toEqual([3, 1, 4])
    expect(reviewsForReader(all, 'ar', 0)).toEqual([])
  })
})

describe("the review request's link", () => {
  it('is random, kept only as a hash, and of one shape', () => {
    const token = newReviewToken()
    expect(isReviewTokenShape(token)).toBe(true)
    expect(newReviewToken()).not.toBe(token)
    expect(hashReviewToken(token)).toMatch(/^[0-9a-f]{64}$/)
    expect(hashReviewToken(token)).not.toContain(token)
    for (const bad of ['', 'short', `${token}x`, `${token.slice(0, 42)}!`, 42, null]) {
      expect(isReviewTokenShape(bad)).toBe(false)
    }
  })

  it(`opens the form for ${REVIEW_LINK_DAYS} days after the request`, () => {
    const sent = new Date('2026-11-28T10:00:00Z')
    const ends = reviewLinkExpiry(sent)
    expect(ends.toISOString()).toBe('2027-01-27T10:00:00.000Z')
    expect(reviewLinkOpen(ends, new Date(ends.getTime() - 1))).toBe(true)
    expect(reviewLinkOpen(ends, ends)).toBe(false)
  })
})

describe('the review request message', () => {
  const data = {
    name: 'Mona',
    reservationNumber: 'MSR-20261128-0001',
    reviewUrl: 'https://masar.example/ar/review?token=abc',
  }

  it('is written in both languages, with the link, and Arabic without Western digits', () => {
    for (const locale of ['en', 'ar'] as const) {
      const email = writeEmail('review-request', locale, data, translate)
      const sms = writeSms('review-request', locale, data, translate)
      expect(email.text).toContain(data.reviewUrl)
      expect(email.html).toContain(data.reviewUrl.replace(/&/g, '&amp;'))
      expect(sms.text).toContain(data.reviewUrl)
      expect(email.subject).toContain(data.reservationNumber)
      if (locale === 'ar') {
        const prose = sms.text.replace(data.reviewUrl, '').replace(data.reservationNumber, '')
        expect(prose).not.toMatch(/[0-9]/)
        expect(prose).toMatch(/[\u0600-\u06ff]/)
      }
    }
  })
})
