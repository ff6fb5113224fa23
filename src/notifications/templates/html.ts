import { directionOf, type Locale } from '@/i18n/locales'

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

const paragraph = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`

/**
 * A plain, readable email in the reader's language and direction. Every text passed in is escaped
 * here; `highlight` (a code, a booking number) is shown large and always left to right; `link` (an
 * http(s) address only) is a link after the other paragraphs.
 */
export function emailHtml(
  locale: Locale,
  parts: {
    title: string
    intro: string[]
    highlight?: string
    outro: string[]
    link?: { href: string; label: string }
    signature: string
  },
): string {
  const highlight = parts.highlight
    ? `<p dir="ltr" style="font-size:28px;letter-spacing:6px;font-weight:700;color:#0b2a6f;margin:16px 0;text-align:center">${escapeHtml(parts.highlight)}</p>`
    : ''
  return [
    `<!doctype html><html dir="${directionOf(locale)}" lang="${locale}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(parts.title)}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;color:#0f172a;text-align:start;line-height:1.6">',
    `<h1 style="color:#1d4ed8;font-size:20px">${escapeHtml(parts.title)}</h1>`,
    parts.intro.map(paragraph).join(''),
    highlight,
    parts.outro.map(paragraph).join(''),
    parts.link && /^https?:\/\//i.test(parts.link.href)
      ? `<p style="margin:0 0 12px"><a href="${escapeHtml(parts.link.href)}" style="color:#1d4ed8">${escapeHtml(parts.link.label)}</a></p>`
      : '',
    `<p style="margin:24px 0 0;color:#475569">${escapeHtml(parts.signature)}</p>`,
    '</body></html>',
  ].join('')
}
