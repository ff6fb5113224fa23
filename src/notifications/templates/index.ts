import type { z } from 'zod'

import type { Locale } from '@/i18n/locales'

import { oneTimeCode, oneTimeCodeData } from './oneTimeCode'

export type Rendered = { subject: string; text: string; html: string; sms: string }

/** Every template: its data schema and its renderer. Later messages add an entry here. */
export const TEMPLATES = {
  'one-time-code': { data: oneTimeCodeData, render: oneTimeCode },
} as const satisfies Record<
  string,
  { data: z.ZodType; render: (locale: Locale, data: never) => Rendered }
>

export type TemplateName = keyof typeof TEMPLATES
export type TemplateData<T extends TemplateName> = z.input<(typeof TEMPLATES)[T]['data']>

export function renderTemplate<T extends TemplateName>(
  template: T,
  locale: Locale,
  data: TemplateData<T>,
): Rendered {
  const entry = TEMPLATES[template]
  return entry.render(locale, entry.data.parse(data))
}
