import { LOCALES } from '@/i18n/locales'

/** The spec's pay route: /Pay, matched case-insensitively, with or without a language prefix. */
const PAY_ROUTE = 'pay'

/**
 * The slider's interval on `pathname`: the configured one, except on the Pay route where the
 * slider never moves by itself (the spec's "0 when paying"). A negative or non-finite setting
 * also means 0. With 0 the slider shows no controls.
 */
export function effectiveSliderInterval(pathname: string, configured: number): number {
  if (!Number.isFinite(configured) || configured <= 0) return 0
  const segments = pathname
    .split(/[?#]/, 1)[0]!
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.toLowerCase())
  if ((LOCALES as readonly string[]).includes(segments[0] ?? '')) segments.shift()
  return segments[0] === PAY_ROUTE ? 0 : configured
}
