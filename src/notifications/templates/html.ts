import type { Locale } from '@/i18n/locales'

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** A plain, readable email body in the reader's direction. `paragraphs` are escaped here. */
export function emailHtml(
  locale: Locale,
  title: string,
  paragraphs: string[],
  highlight?: string,
): string {
  const dir = locale === 'ar' ? 'rtl' : 'ltr'
  const body = paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join('')
  const big = highlight
    ? `<p dir="ltr" style="font-size:28px;letter-spacing:6px;font-weight:700;color:#0b2a6f;margin:16px 0">${escapeHtml(highlight)}</p>`
    : ''
  return `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:system-ui,sans-serif;color:#0f172a;text-align:start"><h1 style="color:#1d4ed8;font-size:20px">${escapeHtml(title)}</h1>${big}${body}</body></html>`
}
