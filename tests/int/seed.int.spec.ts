import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SERVICE_SLUGS } from '@/content/types'
import type { Media } from '@/payload-types'
import { DEV_ADMIN, seed } from '@/seed'
import { plainText, type RichTextValue } from '@/seed/lexical'

import { testPayload } from '../helpers/payload'

let payload: Payload
let firstReport: string[]

/** The editorial collections the seed fills; other test files may have left documents in them. */
const CONTENT: CollectionSlug[] = ['services', 'articles', 'faqs', 'slides', 'partners', 'menus']
const COUNTED: CollectionSlug[] = ['users', 'media', ...CONTENT]

const ARABIC = /[\u0600-\u06FF]/

const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      COUNTED.map(
        async (collection) =>
          [
            collection,
            (await payload.count({ collection, overrideAccess: true })).totalDocs,
          ] as const,
      ),
    ),
  )

beforeAll(async () => {
  payload = await testPayload()
  // The run shares one database between files: start the seed from empty editorial collections.
  for (const collection of CONTENT) {
    await payload.delete({
      collection,
      where: { id: { exists: true } },
      context: { disableRevalidate: true },
    })
  }
  firstReport = await seed(payload, { devAdmin: true })
})

afterAll(async () => {
  // Remove the uploaded files this run wrote under media/ (its database is thrown away anyway).
  await payload.delete({ collection: 'media', where: { id: { exists: true } } })
  await payload.destroy()
})

describe('seed', () => {
  it('loads every part once; a second run creates nothing', async () => {
    expect(firstReport).toEqual(
      expect.arrayContaining(['services', 'articles', 'faqs', 'slides', 'partners', 'menus']),
    )
    const before = await counts()
    expect(await seed(payload, { devAdmin: true })).toEqual(['nothing new'])
    expect(await counts()).toEqual(before)
  })

  it('gives the dev admin the README credentials', async () => {
    const login = await payload.login({
      collection: 'users',
      data: { email: DEV_ADMIN.email, password: DEV_ADMIN.password },
    })
    expect(login.user).toMatchObject({ role: 'admin' })
  })

  it('seeds the brand and business settings in both languages', async () => {
    const english = await payload.findGlobal({
      slug: 'settings',
      locale: 'en',
      fallbackLocale: false,
      depth: 1,
    })
    const arabic = await payload.findGlobal({
      slug: 'settings',
      locale: 'ar',
      fallbackLocale: false,
      depth: 1,
    })
    expect(english.siteName).toBeTruthy()
    expect(arabic.siteName).toMatch(ARABIC)
    expect(english.workingHours).toBe('24/7')
    expect(arabic.workingHours).toMatch(ARABIC)
    expect(english.staffEmail).toBeTruthy()
    expect(english.mapUrl).toMatch(/^https:\/\//)
    expect(english.social?.map((link) => link.platform)).toEqual(
      expect.arrayContaining(['facebook', 'instagram', 'x', 'linkedin']),
    )
    for (const upload of [english.logo, english.cardProviderLogo]) {
      expect((upload as Media).mimeType).toBe('image/png')
    }
    expect((arabic.logo as Media).alt).toMatch(ARABIC)
    // Demo display rates (decision 0135): every currency offered, with the rates' date.
    expect(english.displayRates).toMatchObject({ usd: 4950, eur: 5400, gbp: 6300 })
    expect(english.displayRates?.date).toBeTruthy()
  })

  it('publishes the five services with their fixed slugs, in both languages', async () => {
    const english = await payload.find({
      collection: 'services',
      locale: 'en',
      sort: 'order',
      where: { _status: { equals: 'published' } },
      depth: 1,
    })
    expect(english.docs.map((doc) => doc.slug)).toEqual([...SERVICE_SLUGS])
    for (const service of english.docs) {
      expect(service.highlights?.length).toBeGreaterThanOrEqual(3)
      expect((service.heroImage as Media).url).toBeTruthy()
      expect(plainText(service.content as RichTextValue).length).toBeGreaterThan(500)
    }
    const maas = english.docs.find((doc) => doc.slug === 'maas')!
    expect(plainText(maas.content as RichTextValue)).toMatch(/VIP arrival/)
    expect(plainText(maas.content as RichTextValue)).toMatch(/[Ff]ast track/)

    const arabic = await payload.find({ collection: 'services', locale: 'ar', sort: 'order' })
    for (const service of arabic.docs) {
      expect(service.title).toMatch(ARABIC)
      for (const highlight of service.highlights ?? []) expect(highlight.text).toMatch(ARABIC)
    }
  })

  it('publishes four slides with wide images and links to site pages', async () => {
    const slides = await payload.find({
      collection: 'slides',
      locale: 'ar',
      where: { _status: { equals: 'published' } },
      depth: 1,
    })
    expect(slides.totalDocs).toBe(4)
    for (const slide of slides.docs) {
      const image = slide.image as Media
      expect(image.width).toBeGreaterThanOrEqual(1600)
      expect(image.height).toBeGreaterThanOrEqual(700)
      expect(image.alt).toMatch(ARABIC)
      expect(slide.title).toMatch(ARABIC)
      expect(slide.linkHref).toMatch(/^\/(about|contact-us|services\/[a-z-]+|p\/[a-z-]+)$/)
    }
  })

  it('publishes at least eight FAQs in both languages', async () => {
    const english = await payload.find({ collection: 'faqs', locale: 'en', limit: 50 })
    const arabic = await payload.find({
      collection: 'faqs',
      locale: 'ar',
      fallbackLocale: false,
      limit: 50,
    })
    expect(english.totalDocs).toBeGreaterThanOrEqual(8)
    expect(english.docs.every((faq) => faq._status === 'published')).toBe(true)
    expect(arabic.docs.every((faq) => ARABIC.test(faq.question) && ARABIC.test(faq.answer))).toBe(
      true,
    )
    expect(english.docs.map((faq) => faq.answer).join(' ')).toMatch(/per car/i)
  })

  it('publishes the about page and the travel guides with header images', async () => {
    const articles = await payload.find({
      collection: 'articles',
      locale: 'en',
      where: { _status: { equals: 'published' } },
      depth: 1,
    })
    const slugs = articles.docs.map((doc) => doc.slug)
    expect(slugs).toContain('about')
    expect(slugs.length).toBeGreaterThanOrEqual(4)
    for (const article of articles.docs) {
      expect(article.excerpt).toBeTruthy()
      expect(article.publishedAt).toBeTruthy()
      expect(article.meta?.title).toBeTruthy()
      expect(article.meta?.description).toBeTruthy()
      expect((article.heroImage as Media).url).toBeTruthy()
    }
    const about = articles.docs.find((doc) => doc.slug === 'about')!
    expect(plainText(about.content as RichTextValue)).toMatch(/Toyota HiAce: up to 12 passengers/)

    const arabic = await payload.find({
      collection: 'articles',
      locale: 'ar',
      where: { slug: { equals: 'about' } },
    })
    expect(arabic.docs[0]?.title).toMatch(ARABIC)
  })

  it('creates menus with names per language, and partners with logos', async () => {
    const menus = await payload.find({ collection: 'menus', locale: 'ar', fallbackLocale: false })
    expect(menus.totalDocs).toBeGreaterThanOrEqual(2)
    for (const menu of menus.docs) {
      expect(menu.name).toMatch(ARABIC)
      for (const item of menu.items ?? []) expect(item.name).toMatch(ARABIC)
    }
    const links = menus.docs.flatMap((menu) => menu.items ?? [])
    expect(links).toContainEqual(
      expect.objectContaining({ link: 'https://wa.me/201005550123', blank: true }),
    )

    const partners = await payload.find({ collection: 'partners', depth: 1 })
    expect(partners.totalDocs).toBe(6)
    for (const partner of partners.docs) {
      expect(partner.showLogo).toBe(true)
      expect((partner.logo as Media).mimeType).toBe('image/png')
    }
  })

  it('publishes the terms in both languages without figures of the policy (decision 0180)', async () => {
    const english = await payload.findGlobal({ slug: 'terms', locale: 'en' })
    const arabic = await payload.findGlobal({ slug: 'terms', locale: 'ar', fallbackLocale: false })
    expect(english._status).toBe('published')
    const englishText = plainText(english.content as RichTextValue)
    const arabicText = plainText(arabic.content as RichTextValue)

    // The free waiting, the charges and the cancellation hours are the settings' (the terms page
    // states them above this text): the text itself names none, in either language.
    expect(englishText).toContain('Waiting, detours and cancellation')
    expect(englishText).toContain('from the actual landing time')
    expect(englishText).toContain('14 days')
    expect(englishText).not.toMatch(/\b(15|30|45) minutes|EGP ?\d|\d+ km|72 hours/)

    expect(arabic.title).toMatch(ARABIC)
    expect(arabicText).toContain('الانتظار وتغيير المسار والإلغاء')
    expect(arabicText).not.toMatch(/١٥ دقيقة|٣٠ جنيه|٥٠ جنيه|٥ كم|١٠ كم|٧٢ ساعة/)
    expect(arabicText).not.toContain('EGP100')
  })
})
