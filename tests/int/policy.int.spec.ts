import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as settingRoute } from '@/app/(frontend)/api/setting/route'
import { assignDriver } from '@/backoffice/operations/assignDriver'
import { policyTextValues } from '@/booking/policy'
import { getPolicy } from '@/booking/operations/policy'
import { translate } from '@/i18n/messages'
import { up as termsWithoutFigures } from '@/migrations/20261207_143500_terms_without_policy_figures'
import { up as articleWithoutFigure } from '@/migrations/20261207_171500_article_without_waiting_figure'
import { richText, type RichTextValue } from '@/seed/lexical'
import { recordDriverStep } from '@/tripday/operations/driverDay'

import { bookingBody, bookThroughRoute, outboxTo, reservationByNumber } from '../helpers/backoffice'
import {
  airportAndDistrict,
  cairoTimeIn,
  ensureCars,
  setBookingSettings,
  staffUser,
} from '../helpers/bookingData'
import { signedUpCustomer } from '../helpers/customers'
import { testPayload } from '../helpers/payload'

/**
 * One operational policy from the settings (decision 0180) on a real database: the admin's
 * figures are validated and stored, and the driver's no-show rule, the self-cancel deadline a
 * booking keeps, the public settings and the terms page's texts all read them; the data migration
 * takes the old seeded figures out of existing terms.
 */
const HOUR = 3_600_000
const DRIVER = { name: 'Samir Nabil', mobile: '+201001112223', plate: 'س ن ب 4321' }

let payload: Payload
let staff: Awaited<ReturnType<typeof staffUser>>

const setPolicy = (data: Record<string, number>) =>
  payload.updateGlobal({ slug: 'settings', locale: 'en', data })

beforeAll(async () => {
  payload = await testPayload()
  await setBookingSettings(payload)
  await ensureCars(payload)
  staff = await staffUser(payload, 'operator', 'pol')
  await airportAndDistrict(payload, {
    prefix: 'pol',
    region: { code: 'POL', en: 'Policy Giza', ar: 'جيزة السياسة' },
  })
})

afterAll(async () => {
  await payload.destroy()
})

describe('the policy in the settings', () => {
  it("starts at the terms' figures and takes an admin's within bounds, refusing others", async () => {
    expect(await getPolicy(payload)).toEqual({
      freeWaitAirportMinutes: 45,
      freeWaitElsewhereMinutes: 30,
      waitingHourPiasters: 10_000,
      detourKm: 10,
      detourPiasters: 10_000,
      freeCancelHours: 72,
      refundBankChargePercent: 0,
    })
    await expect(setPolicy({ freeCancelHours: -1 })).rejects.toThrow(/free cancellation/i)
    await expect(setPolicy({ freeWaitAirportMinutes: 12.5 })).rejects.toThrow(/free waiting/i)
    await setPolicy({ freeWaitAirportMinutes: 60, waitingHourPiasters: 15_000 })
    expect(await getPolicy(payload)).toMatchObject({
      freeWaitAirportMinutes: 60,
      waitingHourPiasters: 15_000,
      freeCancelHours: 72,
    })

    // The public settings give it to the booking screens.
    const response = await settingRoute(new Request('http://localhost/api/setting?lang=ar'))
    const body = (await response.json()) as { policy: Record<string, number> }
    expect(body.policy).toMatchObject({ freeWaitAirportMinutes: 60, waitingHourPiasters: 15_000 })

    // The terms page's texts state the same figures in both languages.
    const values = { ...policyTextValues(await getPolicy(payload), 'en'), phone: '+20' }
    expect(translate('en', 'terms.policy.waitingAirport', values)).toContain('60 minutes')
    expect(translate('en', 'terms.policy.waitingCharge', values)).toMatch(/EGP\s?150 per hour/)
    const arabic = { ...policyTextValues(await getPolicy(payload), 'ar'), phone: '+20' }
    expect(translate('ar', 'terms.policy.waitingAirport', arabic)).toContain('٦٠ دقيقة')
    expect(translate('ar', 'terms.policy.cancellation', arabic)).toContain('٧٢ ساعة')
    await setPolicy({ freeWaitAirportMinutes: 45, waitingHourPiasters: 10_000 })
  })
})

describe("the driver's no-show rule reads the policy", () => {
  it('waits the admin’s free minutes after landing before a no-show', async () => {
    await setPolicy({ freeWaitAirportMinutes: 60 })
    try {
      const account = await signedUpCustomer(payload, { tag: 'pol-noshow', lang: 'en' })
      const number = await bookThroughRoute(
        account,
        bookingBody(account, {
          pickupAddress: 'pol-airport',
          dropoffAddress: 'pol-district',
          paymentType: 'cash',
          execDate: cairoTimeIn(30),
        }),
      )
      const assigned = await assignDriver(payload, {
        reservationNumber: number,
        leg: 'outbound',
        driver: DRIVER,
        staff,
      })
      expect(assigned.ok).toBe(true)
      const sms = (await outboxTo(payload, DRIVER.mobile)).filter(
        (message) => message.template === 'driver-dispatched',
      )
      const token = /\/ar\/driver\?token=([A-Za-z0-9_-]{43})/.exec(sms.at(-1)?.body ?? '')![1]!
      const pickup = new Date((await reservationByNumber(payload, number)).execDate)
      const at = (minutes: number) => new Date(pickup.getTime() + minutes * 60_000)
      const tap = (step: 'arrived' | 'no-show', now: Date) =>
        recordDriverStep(payload, {
          token,
          client: 'pol-noshow',
          tap: { reservationNumber: number, leg: 'outbound', step },
          locale: 'en',
          now,
        })
      expect(await tap('arrived', at(-5))).toMatchObject({ ok: true })
      // 45 minutes would have been enough under the old figure: not under the admin's 60.
      expect(await tap('no-show', at(45))).toMatchObject({ ok: false, code: 'wait-not-over' })
      expect(await tap('no-show', at(59))).toMatchObject({ ok: false, code: 'wait-not-over' })
      expect(await tap('no-show', at(60))).toMatchObject({ ok: true, value: { changed: true } })
    } finally {
      await setPolicy({ freeWaitAirportMinutes: 45 })
    }
  })
})

describe('the self-cancel deadline reads the policy', () => {
  it("is the policy's hours before the pickup as booked; a later change of the policy leaves it", async () => {
    await setPolicy({ freeCancelHours: 48 })
    const account = await signedUpCustomer(payload, { tag: 'pol-cancel', lang: 'ar' })
    let number: string
    try {
      number = await bookThroughRoute(
        account,
        bookingBody(account, {
          pickupAddress: 'pol-airport',
          dropoffAddress: 'pol-district',
          paymentType: 'cash',
          execDate: cairoTimeIn(100),
        }),
      )
    } finally {
      await setPolicy({ freeCancelHours: 72 })
    }
    const booked = await reservationByNumber(payload, number)
    expect(new Date(booked.execDate).getTime() - new Date(booked.selfCancelUntil!).getTime()).toBe(
      48 * HOUR,
    )
    // A write that does not move the pickup keeps the booking's deadline under the new policy.
    const edited = await payload.update({
      collection: 'reservations',
      id: booked.id,
      data: { notes: 'Two child seats' },
      overrideAccess: true,
    })
    expect(edited.selfCancelUntil).toBe(booked.selfCancelUntil)
  })
})

/** The Arabic terms as seeded before decision 0180, with one clause an admin rewrote. */
const OLD_ARABIC = `## ٣. وقت الانتظار

1. ينتظرك السائق **١٥ دقيقة مجانًا** من موعد الاستلام المحدد، وفي الاستلام من المطار تُحسب من موعد هبوط الطائرة الفعلي.
2. بعد انتهاء مدة الانتظار المجانية يُحسب الانتظار **٣٠ جنيهًا لكل ٣٠ دقيقة، أو ٥٠ جنيهًا لكل ٦٠ دقيقة**.
3. إذا تعذر الوصول إليك بعد انتهاء مدة الانتظار المجانية، فقد تُعتبر الرحلة عدم حضور.

## ٥. الإلغاء

1. الإلغاء مجاني حتى ٤٨ ساعة قبل موعد الاستلام، كما كتبها المشرف.
2. للإلغاء اتصل بالخط الساخن أو راسلنا برقم الحجز.`

const textOf = (node: { text?: string; children?: unknown[] }): string =>
  node.text ?? (node.children ?? []).map((child) => textOf(child as typeof node)).join('\n')

describe('existing terms lose the old seeded figures (data migration)', () => {
  it('rewrites each seeded clause still word for word, and leaves an admin’s own text', async () => {
    await payload.updateGlobal({
      slug: 'terms',
      locale: 'ar',
      draft: false,
      data: {
        _status: 'published',
        title: 'الشروط والأحكام',
        content: richText(OLD_ARABIC) as RichTextValue,
      },
    })
    const faq = await payload.create({
      collection: 'faqs',
      locale: 'ar',
      data: {
        question: 'ماذا يحدث إذا تأخرت رحلتي الجوية؟',
        answer:
          'لا داعي للقلق. نتابع رقم رحلتك الجوية ونحسب وقت الانتظار من موعد الهبوط الفعلي لا من الموعد المحدد. ينتظرك السائق ١٥ دقيقة مجانًا، وبعدها يُحسب الانتظار ٣٠ جنيهًا لكل ٣٠ دقيقة أو ٥٠ جنيهًا لكل ساعة، كما توضح الشروط والأحكام.',
        _status: 'published',
      },
    })
    await termsWithoutFigures({
      db: payload.db.drizzle,
      payload,
      req: {},
    } as unknown as Parameters<typeof termsWithoutFigures>[0])

    const arabic = await payload.findGlobal({ slug: 'terms', locale: 'ar', fallbackLocale: false })
    const text = textOf((arabic.content as unknown as { root: { children: unknown[] } }).root)
    expect(text).not.toMatch(/١٥ دقيقة|٣٠ جنيهًا/)
    expect(text).toContain('الانتظار وتغيير المسار والإلغاء')
    expect(text).toContain('للإلغاء استخدم صفحة حجزك على الموقع')
    // The clause the admin rewrote stays theirs.
    expect(text).toContain('كما كتبها المشرف')
    // The three waiting clauses became two, numbered in order.
    const lists = (
      arabic.content as unknown as {
        root: { children: { tag?: string; children?: { value: number }[] }[] }
      }
    ).root.children.filter((node) => node.tag === 'ol')
    expect(lists[0]!.children!.map((item) => item.value)).toEqual([1, 2])

    // The seeded FAQ answer that quoted the old figures says where they are now.
    const answer = await payload.findByID({ collection: 'faqs', id: faq.id, locale: 'ar' })
    expect(answer.answer).not.toMatch(/١٥ دقيقة|٣٠ جنيهًا/)
    expect(answer.answer).toContain('مدة الانتظار المجاني')
  })
})

describe('the seeded guide loses its free-waiting figure (data migration)', () => {
  it('rewrites the paragraph still as seeded, and leaves an edited one', async () => {
    const seeded =
      "Your driver waits at the exit of the arrivals hall, holding a sign with your name. A few hours before landing we send you the driver's name and mobile number by SMS and email. Your flight is tracked, and for airport pickups the first 45 minutes after landing are free, so queues at passport control are no problem: see our [terms and conditions](/terms) for the details. If you cannot find the driver, call our 24/7 hotline **+20 100 555 0123**."
    const create = (title: string, markdown: string) =>
      payload.create({
        collection: 'articles',
        locale: 'en',
        data: {
          title,
          slug: title.toLowerCase().replace(/\s+/g, '-'),
          content: richText(`## Meeting the driver\n\n${markdown}`) as RichTextValue,
          _status: 'published',
        },
      })
    const old = await create('Old guide figure', seeded)
    const edited = await create(
      'Edited guide figure',
      seeded.replace('first 45 minutes', 'first 45 minutes (an hour for VIP)'),
    )
    await articleWithoutFigure({
      db: payload.db.drizzle,
      payload,
      req: {},
    } as unknown as Parameters<typeof articleWithoutFigure>[0])

    const read = async (id: number) => {
      const doc = await payload.findByID({ collection: 'articles', id, locale: 'en', draft: true })
      return textOf((doc.content as unknown as { root: { children: unknown[] } }).root)
    }
    const rewritten = await read(old.id)
    expect(rewritten).not.toContain('45 minutes')
    expect(rewritten).toContain('the free waiting time counts from the actual landing')
    expect(rewritten).toContain('+20 100 555 0123')
    expect(await read(edited.id)).toContain('an hour for VIP')
  })
})
