import type { Locale } from '@/i18n/locales'

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? entity
    const point =
      code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1))
    return Number.isInteger(point) && point > 0 && point <= 0x10ffff
      ? String.fromCodePoint(point)
      : entity
  })
}

/**
 * The text of an email that came as HTML only (Payload's own emails: the staff password reset),
 * for the outbox's `body` and the text part: links keep their address ("label (address)", or the
 * address alone when it is the label), blocks and line breaks become new lines, tags go.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style|head)\b[\s\S]*?<\/\1\s*>/gi, '')
    // Entities are decoded once, at the end; the comparison reads them decoded.
    .replace(
      /<a\b[^>]*?\bhref\s*=\s*(["'])(.*?)\1[^>]*>([\s\S]*?)<\/a\s*>/gi,
      (_, _quote, href: string, label: string) => {
        const address = href.trim()
        const words = label.replace(/<[^>]*>/g, '').trim()
        const same = decodeEntities(words) === decodeEntities(address)
        return !words || same ? address : `${words} (${address})`
      },
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|table|ul|ol|blockquote)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\r]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** The language of a text we did not write: Arabic when it has Arabic letters, else English. */
export const textLocale = (text: string): Locale => (/[\u0600-\u06ff]/.test(text) ? 'ar' : 'en')
