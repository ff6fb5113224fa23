'use client'

import type { DefaultCellComponentProps, NumberFieldClient } from 'payload'

import { isPiasters, piastersToPoundsText } from '@/booking/money'

/** A piasters value in the admin's list view, in pounds. */
export function PoundsCell({ cellData }: DefaultCellComponentProps<NumberFieldClient>) {
  return <span>{isPiasters(cellData) ? `${piastersToPoundsText(cellData)} EGP` : ''}</span>
}
