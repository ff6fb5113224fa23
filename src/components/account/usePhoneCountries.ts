'use client'

import { useEffect, useState } from 'react'

import type { PhoneCountry } from '@/accounts/phoneCountries'
import { callApi } from '@/components/apiClient'
import type { Locale } from '@/i18n/locales'

/**
 * The sign-up's country picker, asked for when the form opens (`GET /api/phone-countries`).
 * Until it answers, and if it fails, Egypt alone: the form works at once for the site's own
 * numbers, and a number typed with its `+` code is read whatever the picker says.
 */
export function usePhoneCountries(locale: Locale): PhoneCountry[] {
  const [countries, setCountries] = useState<PhoneCountry[]>(() => [egypt(locale)])
  useEffect(() => {
    let current = true
    void callApi<PhoneCountry[]>(`/api/phone-countries?lang=${locale}`).then((answer) => {
      if (current && answer.ok && Array.isArray(answer.data) && answer.data.length)
        setCountries(answer.data)
    })
    return () => {
      current = false
    }
  }, [locale])
  return countries
}

function egypt(locale: Locale): PhoneCountry {
  const name = new Intl.DisplayNames([locale], { type: 'region' }).of('EG') ?? 'Egypt'
  return { code: 'EG', dial: '+20', name }
}
