import { describe, expect, it } from 'vitest'

import { isDeliveringEmailAdapter, OUTBOX_EMAIL_ADAPTER } from '@/notifications/config'
import { htmlToText, textLocale } from '@/notifications/plainText'

describe('the text of an HTML-only email (Payload’s own)', () => {
  it('keeps a link’s address, once when it is its own label', () => {
    const url = 'https://masar.example/staff/reset/abc123'
    expect(htmlToText(`Click: <a href="${url}">${url}</a> now`)).toBe(`Click: ${url} now`)
    expect(htmlToText(`<a href="${url}">Reset it</a>`)).toBe(`Reset it (${url})`)
    expect(htmlToText(`<a class="x" href='${url}'><b>Reset</b></a>`)).toBe(`Reset (${url})`)
  })

  it('reads Payload’s reset email as lines of text, without tags', () => {
    const html = `You are receiving this because you requested a reset.
    <a href="http://localhost:3000/staff/reset/tok">http://localhost:3000/staff/reset/tok</a>
    If you did not request this, please ignore this email.`
    expect(htmlToText(html)).toBe(
      'You are receiving this because you requested a reset.\n' +
        'http://localhost:3000/staff/reset/tok\n' +
        'If you did not request this, please ignore this email.',
    )
  })

  it('turns blocks and breaks into new lines, drops styles and decodes entities once', () => {
    expect(
      htmlToText(
        '<style>p{color:red}</style><p>Fish &amp; chips</p><p>a&nbsp;&lt;b&gt; &#8211; &#x41;<br/>c</p>' +
          '<p>&amp;lt; stays</p>',
      ),
    ).toBe('Fish & chips\na <b> – A\nc\n&lt; stays')
  })

  it('leaves an unknown entity as it is', () => {
    expect(htmlToText('a &bogus; b')).toBe('a &bogus; b')
  })
})

describe('the language of a text we did not write', () => {
  it('is Arabic when it has Arabic letters, else English', () => {
    expect(textLocale('إعادة تعيين كلمة المرور')).toBe('ar')
    expect(textLocale('Reset Your Password')).toBe('en')
  })
})

describe('which email adapters deliver', () => {
  it('neither Payload’s console nor our outbox adapter: an outbox message never loops back', () => {
    expect(isDeliveringEmailAdapter('console')).toBe(false)
    expect(isDeliveringEmailAdapter(OUTBOX_EMAIL_ADAPTER)).toBe(false)
    expect(isDeliveringEmailAdapter('smtp')).toBe(true)
  })
})
