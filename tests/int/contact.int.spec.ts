import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as contact } from '@/app/(frontend)/api/contact/route'

import { Browser } from '../helpers/http'
import { testPayload } from '../helpers/payload'

let payload: Payload
const staffInbox = `staff.${Date.now()}@masar.test`

async function setStaffEmail(staffEmail: string | null) {
  await payload.updateGlobal({
    slug: 'settings',
    locale: 'en',
    data: { siteName: 'Masar Transfers', hotline: '+20 100 555 0123', staffEmail },
  })
}

async function inquiriesFrom(email: string) {
  const { docs } = await payload.find({
    collection: 'inquiries',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  return docs
}

async function inquiryEmailsTo(to: string) {
  const { docs } = await payload.find({
    collection: 'outbox',
    where: { and: [{ to: { equals: to } }, { template: { equals: 'inquiry' } }] },
    sort: '-createdAt',
    overrideAccess: true,
  })
  return docs
}

beforeAll(async () => {
  payload = await testPayload()
  await setStaffEmail(staffInbox)
})

afterAll(async () => {
  await setStaffEmail(null)
  await payload.destroy()
})

describe('POST /api/contact', () => {
  it('stores a valid message and emails it to the staff', async () => {
    const answer = await new Browser(undefined, 'ar').call(contact, {
      body: {
        name: '  Amira Test ',
        email: 'Amira.Contact@Example.com',
        phone: '0100 555 0199',
        message: 'We land at 14:30 on MS 985.\n\nCan you meet us at the gate?',
      },
    })
    expect(answer.status).toBe(201)
    expect(answer.json).toEqual({
      status: true,
      message:
        'شكرًا لك يا \u2068Amira Test\u2069. وصلتنا رسالتك، وسنرد عليك قريبًا على \u2068amira.contact@example.com\u2069.',
    })

    const [inquiry] = await inquiriesFrom('amira.contact@example.com')
    expect(inquiry).toMatchObject({
      name: 'Amira Test',
      phone: '+201005550199',
      language: 'ar',
      status: 'new',
      message: 'We land at 14:30 on MS 985.\n\nCan you meet us at the gate?',
    })

    const [email] = await inquiryEmailsTo(staffInbox)
    expect(email).toMatchObject({
      channel: 'email',
      locale: 'en',
      subject: 'New contact message from Amira Test',
    })
    expect(email!.body).toContain('Email: amira.contact@example.com')
    expect(email!.body).toContain('Phone: +20 10 0555 0199')
    expect(email!.body).toContain('Language of the website: Arabic')
    expect(email!.body).toContain('Can you meet us at the gate?')
    expect(email!.html).toContain('<p style="margin:0 0 12px">Can you meet us at the gate?</p>')
  })

  const valid = { name: 'Omar', email: 'omar@example.com', message: 'Hello' }
  it.each([
    [
      'name',
      { ...valid, name: '   ' },
      'name-required',
      'Please enter your name.',
      'يرجى إدخال اسمك.',
    ],
    [
      'name',
      { ...valid, name: 'x'.repeat(121) },
      'name-too-long',
      'Please shorten your name to 120 characters or fewer.',
      'يرجى اختصار الاسم إلى ١٢٠ حرفًا أو أقل.',
    ],
    [
      'email',
      { ...valid, email: undefined },
      'email-required',
      'Please enter your email address.',
      'يرجى إدخال بريدك الإلكتروني.',
    ],
    [
      'email',
      { ...valid, email: 'omar@' },
      'email-invalid',
      'Please enter a valid email address, e.g. name@example.com.',
      'يرجى إدخال بريد إلكتروني صحيح، مثل name@example.com.',
    ],
    [
      'phone',
      { ...valid, phone: '0100' },
      'phone-invalid',
      'Please enter a valid phone number (an Egyptian number, or any number with its country code), or leave the field empty.',
      'يرجى إدخال رقم هاتف صحيح (رقم مصري، أو أي رقم مع رمز دولته)، أو ترك الحقل فارغًا.',
    ],
    [
      'message',
      { ...valid, message: 42 },
      'message-required',
      'Please write your message.',
      'يرجى كتابة رسالتك.',
    ],
    [
      'message',
      { ...valid, message: 'x'.repeat(4001) },
      'message-too-long',
      'Your message is too long. Please keep it under 4000 characters.',
      'رسالتك طويلة جدًا. يرجى ألا تزيد على ٤٠٠٠ حرف.',
    ],
  ])('rejects an invalid %s (%s) in English and Arabic', async (field, body, code, en, ar) => {
    for (const [lang, text] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const answer = await new Browser(undefined, lang).call(contact, { body })
      expect(answer.status).toBe(400)
      expect(answer.json).toEqual({
        status: false,
        error: code,
        message: text,
        fields: { [field]: text },
      })
    }
  })

  it('reports every invalid field at once, each with its own message', async () => {
    const answer = await new Browser(undefined, 'ar').call(contact, { body: { phone: 'abc' } })
    expect(answer.status).toBe(400)
    expect(answer.json.error).toBe('name-required')
    expect(answer.json.fields).toEqual({
      name: 'يرجى إدخال اسمك.',
      email: 'يرجى إدخال بريدك الإلكتروني.',
      phone: 'يرجى إدخال رقم هاتف صحيح (رقم مصري، أو أي رقم مع رمز دولته)، أو ترك الحقل فارغًا.',
      message: 'يرجى كتابة رسالتك.',
    })
  })

  it('answers malformed JSON and non-object bodies with 400, never 500', async () => {
    const malformed = await new Browser().call(contact, { body: '{"name": "Omar",' })
    expect(malformed.status).toBe(400)
    expect(malformed.json).toEqual({
      status: false,
      error: 'invalid-body',
      message: 'The request could not be read. Please check the data and try again.',
    })
    for (const body of ['[]', 'null', '"hello"']) {
      const answer = await new Browser(undefined, 'ar').call(contact, { body })
      expect(answer.status).toBe(400)
      expect(answer.json.error).toBe('invalid-body')
      expect(answer.json.message).toBe(
        'تعذّرت قراءة الطلب. يرجى مراجعة البيانات والمحاولة مرة أخرى.',
      )
    }
  })

  it('accepts five messages an hour from one address, then answers 429', async () => {
    const sender = new Browser('10.250.0.7')
    for (let i = 1; i <= 5; i += 1) {
      const answer = await sender.call(contact, {
        body: { ...valid, email: `limit.${i}@example.com` },
      })
      expect(answer.status).toBe(201)
    }
    const sixth = await sender.call(contact, { body: { ...valid, email: 'limit.6@example.com' } })
    expect(sixth.status).toBe(429)
    expect(sixth.json).toMatchObject({
      status: false,
      error: 'rate-limited',
      message:
        'You have sent several messages in a short time. Please try again in an hour, or call our hotline.',
    })
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(3000)
    expect(await inquiriesFrom('limit.6@example.com')).toHaveLength(0)

    // Another address is not affected.
    const other = await new Browser('10.250.0.8').call(contact, {
      body: { ...valid, email: 'limit.other@example.com' },
    })
    expect(other.status).toBe(201)
  })

  it('stores nothing for bots that fill in the hidden field', async () => {
    const answer = await new Browser().call(contact, {
      body: { ...valid, email: 'bot@example.com', website: 'https://spam.example' },
    })
    expect(answer.status).toBe(201)
    expect(await inquiriesFrom('bot@example.com')).toHaveLength(0)
  })

  it('stores the message without an email when no staff email is set', async () => {
    await setStaffEmail(null)
    const before = await payload.count({
      collection: 'outbox',
      where: { template: { equals: 'inquiry' } },
      overrideAccess: true,
    })
    const answer = await new Browser().call(contact, {
      body: { ...valid, email: 'no.inbox@example.com' },
    })
    expect(answer.status).toBe(201)
    expect(await inquiriesFrom('no.inbox@example.com')).toHaveLength(1)
    const after = await payload.count({
      collection: 'outbox',
      where: { template: { equals: 'inquiry' } },
      overrideAccess: true,
    })
    expect(after.totalDocs).toBe(before.totalDocs)
    await setStaffEmail(staffInbox)
  })
})
