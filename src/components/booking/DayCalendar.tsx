'use client'

import 'react-day-picker/style.css'

import { type DayProps, DayPicker } from 'react-day-picker'
import { arEG, enGB } from 'react-day-picker/locale'

import type { Locale } from '@/i18n/locales'

import { calendarDate, calendarDay } from './pickupTimes'

export type DayCalendarProps = {
  locale: Locale
  /** Cairo days 'YYYY-MM-DD': the chosen one ('' for none), today, and the first and last that may be chosen. */
  selected: string
  today: string
  first: string
  last: string
  onSelect: (day: string) => void
}

/**
 * The month grid of the date field (react-day-picker): in Arabic right to left, with Arabic
 * month and day names and Arabic-Indic digits; the days outside [first, last] cannot be chosen.
 * Its own chunk, loaded when the visitor opens the date field. Arrow keys move by day and week,
 * Page Up/Down by month, Home/End to the week's ends; each day is a button named in full.
 */
/**
 * A day's cell as the library draws it, its `data-day` kept in Latin digits ('2026-11-28') in
 * every language: an identifier for scripts and tests, not a text to read.
 */
function Day({ day, modifiers: _modifiers, ...cell }: DayProps) {
  return <td {...cell} data-day={calendarDay(day.date)} />
}

export default function DayCalendar({
  locale,
  selected,
  today,
  first,
  last,
  onSelect,
}: DayCalendarProps) {
  const firstDate = calendarDate(first)
  const lastDate = calendarDate(last)
  const selectedDate = selected ? calendarDate(selected) : undefined
  return (
    <DayPicker
      mode="single"
      required
      selected={selectedDate}
      onSelect={(date) => onSelect(calendarDay(date))}
      defaultMonth={selectedDate ?? firstDate}
      startMonth={firstDate}
      endMonth={lastDate}
      disabled={[{ before: firstDate }, { after: lastDate }]}
      today={calendarDate(today)}
      locale={locale === 'ar' ? arEG : enGB}
      dir={locale === 'ar' ? 'rtl' : 'ltr'}
      numerals={locale === 'ar' ? 'arab' : 'latn'}
      autoFocus
      components={{ Day }}
    />
  )
}
