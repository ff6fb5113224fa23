import { NextResponse } from 'next/server'
import { policyFromDoc } from '@/booking/policy'

import { displayRatesFromDoc } from '@/booking/displayCurrency'
import { getSettings } from '@/content/queries'
import { requestLocale } from '@/http/request'
import { walletsOffered } from '@/payments/operations/paymentGateway'
import { withDatabaseErrors } from '@/http/databaseErrors'

export const dynamic = 'force-dynamic'

/**
 * GET /api/setting: the public part of the settings in the caller's language (brand, contact,
 * slider and booking constants). Staff-only fields such as the staff email are never included.
 */
async function handleGet(request: Request) {
  const lang = requestLocale(request)
  const settings = await getSettings(lang)
  return NextResponse.json({
    lang,
    siteName: settings.siteName,
    tagline: settings.tagline,
    hotline: settings.hotline,
    landline: settings.landline,
    whatsapp: settings.whatsapp,
    email: settings.email,
    workingHours: settings.workingHours,
    address: settings.address,
    mapUrl: settings.mapUrl,
    social: settings.social,
    logo: settings.logo?.url ?? null,
    cardProviderLogo: settings.cardProviderLogo?.url ?? null,
    slider: { visible: settings.sliderVisible, interval: settings.sliderInterval },
    booking: {
      minLeadHours: settings.minLeadHours,
      cashEnabled: settings.cashEnabled,
      // A card, or also a mobile wallet: the gateway's wallet integration is configured (issue 34).
      walletsOffered: walletsOffered(),
      currency: 'EGP',
      // Approximate prices only; every charge is in EGP (decision 0135).
      displayCurrencies: displayRatesFromDoc(settings.displayRates),
    },
    // The operational policy every text states (decision 0180): free waiting, charges in
    // piasters, free-cancellation hours, the bank's charge on a refund.
    policy: policyFromDoc(settings.policy),
  })
}

export const GET = withDatabaseErrors(handleGet)
