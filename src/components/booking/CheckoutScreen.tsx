'use client'

import type { ComponentProps } from 'react'

import { CheckoutStep } from './CheckoutStep'
import { DetailsFields, TermsField } from './DetailsStep'
import { ExtrasField } from './ExtrasField'
import { GuestContactFields } from './GuestContactFields'
import { PromoCodeField } from './PromoCodeField'

type StepProps = ComponentProps<typeof CheckoutStep>

/**
 * The checkout with its parts, in a chunk of its own (`BookingWidget` loads it lazily, once the
 * trip is chosen): the driver's details, the terms, the extras, the promo code and, for a guest,
 * who books. The trip step, the first thing every visitor sees, does not carry them.
 */
export default function CheckoutScreen({
  details,
  extras,
  promo,
  guest,
  ...step
}: Omit<StepProps, 'details' | 'terms' | 'extras' | 'promo' | 'guest'> & {
  details: Omit<ComponentProps<typeof DetailsFields>, 'draft' | 'update' | 'errors'>
  /** The extras offered, when a car is chosen. */
  extras: Omit<ComponentProps<typeof ExtrasField>, 'chosen'> | null
  promo: Omit<ComponentProps<typeof PromoCodeField>, 'draft' | 'update'>
  /** Who books, for a visitor not logged in (null for a customer). */
  guest: Pick<ComponentProps<typeof GuestContactFields>, 'onLogIn'> | null
}) {
  const { draft, update, errors } = step
  return (
    <CheckoutStep
      {...step}
      details={<DetailsFields draft={draft} update={update} errors={errors} {...details} />}
      terms={<TermsField draft={draft} update={update} errors={errors} />}
      extras={extras ? <ExtrasField chosen={draft.extras} {...extras} /> : null}
      promo={<PromoCodeField draft={draft} update={update} {...promo} />}
      guest={
        guest ? (
          <GuestContactFields draft={draft} update={update} errors={errors} {...guest} />
        ) : null
      }
    />
  )
}
