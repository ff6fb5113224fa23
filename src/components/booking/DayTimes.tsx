'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'

import type { Locale } from '@/i18n/locales'

import { clockLabel, offeredTimes } from './pickupTimes'

/** The time the day's list shows first when none is chosen: most pickups are in the day. */
const FIRST_SHOWN_TIME = '08:00'

/**
 * The chosen day's pickup times in the date dialog, one button each (those the lead time allows),
 * the chosen one pressed; the first one in view is the chosen time, else the first from 08:00.
 */
export default function DayTimes({
  id,
  day,
  dayInWords,
  time,
  earliest,
  strictlyAfter,
  onDays,
  onChoose,
}: {
  id: string
  day: string
  dayInWords: string
  time: string
  earliest: { day: string; time: string } | null
  strictlyAfter: boolean
  onDays: () => void
  onChoose: (time: string) => void
}) {
  const t = useTranslations('bookingForm.trip')
  const locale = useLocale() as Locale
  const listRef = useRef<HTMLDivElement>(null)
  const times = offeredTimes(day, '', earliest, { after: strictlyAfter }).times
  const first =
    times.find((option) => option.time === time) ??
    times.find((option) => option.time >= FIRST_SHOWN_TIME) ??
    times[0]

  useEffect(() => {
    const list = listRef.current
    const button = list?.querySelector<HTMLButtonElement>(`[data-time="${first?.time ?? ''}"]`)
    if (!list || !button) return
    // The list scrolls to the first time worth seeing, and the page just enough to show the
    // whole dialog (on a phone it may reach below the screen).
    list.scrollTop = button.offsetTop - list.offsetTop
    button.focus({ preventScroll: true })
    list.closest('[role="dialog"]')?.scrollIntoView({ block: 'nearest' })
    // Once, when the day's times are shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [day])

  return (
    <div className="day-times">
      <p className="day-times-head">
        <span id={`${id}-times-label`}>{t('timesOf', { day: dayInWords })}</span>
        <button type="button" className="link-button" onClick={onDays}>
          {t('otherDay')}
        </button>
      </p>
      <div
        id={`${id}-times`}
        ref={listRef}
        role="group"
        aria-labelledby={`${id}-times-label`}
        className="day-times-list"
      >
        {times.length === 0 ? (
          <p>{t('noTimes')}</p>
        ) : (
          times.map((option) => (
            <button
              key={option.time}
              type="button"
              data-time={option.time}
              className="day-time"
              aria-pressed={option.time === time}
              onClick={() => onChoose(option.time)}
            >
              {clockLabel(option.time, locale)}
            </button>
          ))
        )}
      </div>
    </div>
  )
}
