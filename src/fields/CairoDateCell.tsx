'use client'

import { useTranslation } from '@payloadcms/ui'
import type { DateFieldClient, DefaultCellComponentProps } from 'payload'

import { formatStaffCairoTime } from '@/backoffice/staffTime'

/**
 * A date in the admin's list views in Cairo time and the admin's language, whatever the time zone
 * of the staff member's computer (Payload's own cell uses the browser's).
 */
export function CairoDateCell({ cellData }: DefaultCellComponentProps<DateFieldClient>) {
  const { i18n } = useTranslation()
  const text = formatStaffCairoTime(cellData, i18n.language)
  if (!text) return null
  return <time dateTime={new Date(cellData as string).toISOString()}>{text}</time>
}
