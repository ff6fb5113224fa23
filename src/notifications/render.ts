import type { Locale } from '@/i18n/locales'
import { translate } from '@/i18n/messages'

import {
  type EmailContent,
  type SmsContent,
  type TemplateData,
  type TemplateName,
  writeEmail,
  writeSms,
} from './templates'

/**
 * The templates in the catalogue's words: the pure templates (`./templates`) written with
 * next-intl's `translate`. Validates the data; a programming error throws.
 */
export const renderEmail = <T extends TemplateName>(
  template: T,
  locale: Locale,
  data: TemplateData<T>,
): EmailContent => writeEmail(template, locale, data, translate)

export const renderSms = <T extends TemplateName>(
  template: T,
  locale: Locale,
  data: TemplateData<T>,
): SmsContent => writeSms(template, locale, data, translate)
