import { describe, expect, it } from 'vitest'

import {
  directionOf,
  isLocale,
  languageLabel,
  languageName,
  localizedPath,
  ownLanguageName,
} from '@/i18n/locales'
import { translate } from '@/i18n/messages'

describe('language names (decision 0182)', () => {
  it("name a language as a fact in the reader's language, and a choice in its own words", () => {
    expect(languageName('ar', 'en')).toBe('Arabic')
    expect(languageName('en', 'ar')).toBe('الإنجليزية')
    expect(languageName('ar', 'ar')).toBe('العربية')
    expect(ownLanguageName('en')).toBe('English')
    expect(ownLanguageName('ar')).toBe('العربية')
    expect(languageLabel('en')).toEqual({ en: 'English', ar: 'الإنجليزية' })
  })
})

describe('locales', () => {
  it('keeps English unprefixed and puts Arabic under /ar', () => {
    expect(localizedPath('en', '/')).toBe('/')
    expect(localizedPath('en', '/about')).toBe('/about')
    expect(localizedPath('ar', '/')).toBe('/ar')
    expect(localizedPath('ar', '/about')).toBe('/ar/about')
  })

  it('writes Arabic right to left', () => {
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('en')).toBe('ltr')
  })

  it('knows only en and ar', () => {
    expect(isLocale('ar')).toBe(true)
    expect(isLocale('fr')).toBe(false)
    expect(isLocale(undefined)).toBe(false)
  })

  it('translates catalogue keys outside React, with values', () => {
    expect(translate('en', 'errors.notFoundText')).toBe('This page could not be found.')
    expect(translate('ar', 'footer.rights', { year: 2026 })).toContain('٢٠٢٦')
  })
})
