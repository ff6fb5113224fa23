import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as getMenus } from '@/app/(frontend)/api/menus/route'
import { GET as getSetting } from '@/app/(frontend)/api/setting/route'

import { testPayload } from '../helpers/payload'

let payload: Payload
let operator: Record<string, unknown>
let admin: Record<string, unknown>

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    format: '' as const,
    indent: 0,
    version: 1,
    direction: 'ltr' as const,
    children: [
      {
        type: 'paragraph',
        version: 1,
        format: '',
        indent: 0,
        direction: 'ltr',
        textFormat: 0,
        children: [
          { type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' },
        ],
      },
    ],
  },
})

const staff = async (role: 'admin' | 'operator') => {
  const user = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      name: role,
      email: `${role}-content-${Date.now()}@masar.test`,
      password: `${role}-password-12`,
      role,
    },
  })
  return { ...user, collection: 'users' }
}

beforeAll(async () => {
  payload = await testPayload()
  admin = await staff('admin')
  operator = await staff('operator')
})

afterAll(async () => {
  await payload.destroy()
})

describe('GET /api/setting', () => {
  it("answers the public settings in the caller's language, never the staff email", async () => {
    await payload.updateGlobal({
      slug: 'settings',
      locale: 'en',
      data: {
        siteName: 'Masar Transfers',
        hotline: '+20 100 555 0123',
        staffEmail: 'operations@masar.example',
        sliderInterval: 7000,
        minLeadHours: 12,
      },
    })
    await payload.updateGlobal({ slug: 'settings', locale: 'ar', data: { siteName: 'مسار للنقل' } })

    const english = await getSetting(new Request('http://localhost/api/setting?lang=en'))
    expect(english.status).toBe(200)
    const body = await english.json()
    expect(body).toMatchObject({
      lang: 'en',
      siteName: 'Masar Transfers',
      // Grouped as Egyptians write a number, whatever spacing the admin typed (decision 0182).
      hotline: '+20 10 0555 0123',
      slider: { visible: true, interval: 7000 },
      booking: { minLeadHours: 12, currency: 'EGP' },
    })
    expect(JSON.stringify(body)).not.toContain('operations@masar.example')

    const arabic = await getSetting(
      new Request('http://localhost/api/setting', { headers: { cookie: 'NEXT_LOCALE=ar' } }),
    )
    expect((await arabic.json()).siteName).toBe('مسار للنقل')
  })
})

describe('GET /api/menus', () => {
  it('answers every menu with names per language and items with link and blank flag', async () => {
    const menu = await payload.create({
      collection: 'menus',
      locale: 'en',
      data: {
        name: 'Travel guides',
        order: 1,
        items: [
          { name: 'Cairo airport', link: '/p/cairo-airport-arrival-guide', blank: false },
          { name: 'WhatsApp', link: 'https://wa.me/201005550123', blank: true },
        ],
      },
    })
    await payload.update({
      collection: 'menus',
      id: menu.id,
      locale: 'ar',
      data: {
        name: 'أدلة السفر',
        items: menu.items!.map((item, index) => ({
          ...item,
          name: index === 0 ? 'مطار القاهرة' : 'واتساب',
        })),
      },
    })

    const response = await getMenus(new Request('http://localhost/api/menus'))
    expect(response.status).toBe(200)
    const menus = await response.json()
    expect(menus).toContainEqual({
      id: menu.id,
      name: { en: 'Travel guides', ar: 'أدلة السفر' },
      items: [
        {
          name: { en: 'Cairo airport', ar: 'مطار القاهرة' },
          link: '/p/cairo-airport-arrival-guide',
          blank: false,
        },
        { name: { en: 'WhatsApp', ar: 'واتساب' }, link: 'https://wa.me/201005550123', blank: true },
      ],
    })
  })

  it('refuses a menu link that is not a site path or a web address', async () => {
    await expect(
      payload.create({
        collection: 'menus',
        data: { name: 'Bad', items: [{ name: 'x', link: 'javascript:alert(1)', blank: false }] },
      }),
    ).rejects.toThrow(/Link/)
  })
})

describe('editorial access', () => {
  it('shows visitors only published articles; staff see drafts', async () => {
    await payload.create({
      collection: 'articles',
      data: {
        title: 'Published guide',
        slug: 'published-guide',
        content: paragraph('Hello'),
        _status: 'published',
      },
    })
    await payload.create({
      collection: 'articles',
      draft: true,
      data: { title: 'Secret draft', slug: 'secret-draft', content: paragraph('Not yet') },
    })
    const asVisitor = await payload.find({ collection: 'articles', overrideAccess: false })
    const visitorSlugs = asVisitor.docs.map((doc) => doc.slug)
    expect(visitorSlugs).toContain('published-guide')
    expect(visitorSlugs).not.toContain('secret-draft')

    const asAdmin = await payload.find({
      collection: 'articles',
      overrideAccess: false,
      user: admin,
      draft: true,
    })
    expect(asAdmin.docs.map((doc) => doc.slug)).toContain('secret-draft')
    // Content is not the operators' desk: they read none of it (the admin shows them no screen).
    await expect(
      payload.find({ collection: 'articles', overrideAccess: false, user: operator, draft: true }),
    ).rejects.toThrow()
  })

  it('lets only admins write content; operators and visitors are refused', async () => {
    const data = { question: 'Is it free?', answer: 'No.', _status: 'published' as const }
    await expect(
      payload.create({ collection: 'faqs', data, overrideAccess: false, user: operator }),
    ).rejects.toThrow()
    await expect(
      payload.create({ collection: 'faqs', data, overrideAccess: false }),
    ).rejects.toThrow()
    const created = await payload.create({
      collection: 'faqs',
      data,
      overrideAccess: false,
      user: admin,
    })
    expect(created.question).toBe('Is it free?')
  })

  it('refuses a slug that is not lower-case words and dashes', async () => {
    await expect(
      payload.create({
        collection: 'articles',
        data: { title: 'Bad', slug: 'Bad Slug!', content: paragraph('x'), _status: 'published' },
      }),
    ).rejects.toThrow(/Slug/)
  })

  it('never lets anyone create inquiries through the API; staff read them', async () => {
    await expect(
      payload.create({
        collection: 'inquiries',
        overrideAccess: false,
        user: admin,
        data: { name: 'A', email: 'a@example.com', message: 'Hi', status: 'new' },
      }),
    ).rejects.toThrow()
    await payload.create({
      collection: 'inquiries',
      data: { name: 'A', email: 'a@example.com', message: 'Hi', status: 'new' },
    })
    const visitor = payload.find({ collection: 'inquiries', overrideAccess: false })
    await expect(visitor).rejects.toThrow()
    const asOperator = await payload.find({
      collection: 'inquiries',
      overrideAccess: false,
      user: operator,
    })
    expect(asOperator.totalDocs).toBeGreaterThan(0)
  })
})
