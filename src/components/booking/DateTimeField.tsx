'use client'

import { useLocale, useTranslations } from 'next-intl'
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'

import { utcToCairoWallTime } from '@/booking/cairoTime'
import type { Locale } from '@/i18n/locales'

import { describedBy, FieldError } from './FieldError'
import { BookingIcon } from './icons'
import { clockLabel, offeredTimes, shortDay } from './pickupTimes'

const loadCalendar = () => import('./DayCalendar')
// Its own chunk (react-day-picker and its locales), fetched when the field is first approached.
const DayCalendar = lazy(loadCalendar)
const loadTimes = () => import('./DayTimes')
// The day's times too (decision 0183): shown only once a day is chosen in the calendar.
const DayTimes = lazy(loadTimes)

type Props = {
  id: string
  legend: string
  day: string
  time: string
  onChange: (change: { day?: string; time?: string }) => void
  /** The first day that can be chosen, and the first time on it. */
  earliest: { day: string; time: string } | null
  /** Times on the earliest day must be after `earliest.time` (the return), not at it. */
  strictlyAfter?: boolean
  lastDay: string
  hint?: ReactNode
  /** Said beside the time when the chosen one is too soon (the lead time and how to book sooner). */
  tooSoon?: ReactNode
  error?: string | null
  /** Bumped to open the calendar by itself (the drop-off chosen and no day yet). */
  openRequest?: number
}

/**
 * A Cairo date and time: a button that opens a month calendar (a non-modal dialog; Escape or a
 * tap outside closes it), and a select of quarter hours. Choosing a day while no time is chosen
 * shows that day's times in the same dialog, one tap each (decision 0183: the day and the time in
 * two taps); choosing one (or a day, when a time is chosen) closes it and gives the focus back. The select stays for keyboards and for changing the time
 * alone. Days before the lead time cannot be chosen and times before it are not offered; a time
 * chosen earlier that a new day makes too soon is refused at once (`tooSoon`).
 */
export function DateTimeField({
  id,
  legend,
  day,
  time,
  onChange,
  earliest,
  strictlyAfter = false,
  lastDay,
  hint,
  tooSoon,
  error,
  openRequest = 0,
}: Props) {
  const t = useTranslations('bookingForm.trip')
  const locale = useLocale() as Locale
  const [open, setOpen] = useState(false)
  /** What the open dialog shows: the month, or the chosen day's times. */
  const [showing, setShowing] = useState<'days' | 'times'>('days')
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const { times, chosenTooSoon } = offeredTimes(day, time, earliest, { after: strictlyAfter })
  const dayInWords = day ? shortDay(day, locale) : null
  const description = describedBy(id, { hint: Boolean(hint), error })
  const timeDescription =
    [chosenTooSoon && tooSoon ? `${id}-too-soon` : '', description].filter(Boolean).join(' ') ||
    undefined

  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) buttonRef.current?.focus()
  }

  useEffect(() => {
    if (openRequest === 0) return
    setShowing('days')
    setOpen(true)
  }, [openRequest])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const prefetch = () => {
    void loadCalendar().catch(() => undefined)
    void loadTimes().catch(() => undefined)
  }

  return (
    <fieldset className="field datetime-field">
      <legend className="field-label">
        <BookingIcon name="calendar" size={18} />
        {legend}
      </legend>
      <div className="datetime-inputs">
        <div
          className="datetime-part datetime-day"
          ref={rootRef}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && open) {
              event.preventDefault()
              event.stopPropagation()
              close(true)
            }
          }}
          onBlur={(event) => {
            // Tabbing out closes it; a day's button leaving the page as the times replace the
            // month (no element to go to) does not: taps outside close it above.
            const next = event.relatedTarget as Node | null
            if (open && next && !event.currentTarget.contains(next)) setOpen(false)
          }}
        >
          <span id={`${id}-day-label`} className="datetime-label">
            {t('day')}
          </span>
          <button
            ref={buttonRef}
            type="button"
            id={`${id}-day`}
            className="day-button"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? `${id}-calendar` : undefined}
            aria-labelledby={`${id}-day-label ${id}-day`}
            aria-invalid={error ? true : undefined}
            aria-describedby={description}
            onPointerEnter={prefetch}
            onFocus={prefetch}
            onClick={() => {
              setShowing('days')
              setOpen((value) => !value)
            }}
          >
            <span className={dayInWords ? 'day-button-text' : 'day-button-text is-empty'}>
              {dayInWords ?? t('chooseDay')}
            </span>
            <BookingIcon name="chevronDown" size={18} className="day-button-chevron" />
          </button>
          {open ? (
            <div
              id={`${id}-calendar`}
              role="dialog"
              aria-label={t('calendarLabel', { legend })}
              className="calendar-popover"
              // A tap on the dialog's background keeps the focus (and the dialog) inside.
              tabIndex={-1}
            >
              <Suspense
                fallback={
                  <p className="calendar-loading" role="status">
                    {t('calendarLoading')}
                  </p>
                }
              >
                {showing === 'times' && day ? (
                  <DayTimes
                    id={id}
                    day={day}
                    dayInWords={dayInWords ?? day}
                    time={time}
                    earliest={earliest}
                    strictlyAfter={strictlyAfter}
                    onDays={() => setShowing('days')}
                    onChoose={(chosen) => {
                      onChange({ time: chosen })
                      close(true)
                    }}
                  />
                ) : (
                  <DayCalendar
                    locale={locale}
                    selected={day}
                    today={utcToCairoWallTime(new Date()).slice(0, 10)}
                    first={earliest?.day ?? utcToCairoWallTime(new Date()).slice(0, 10)}
                    last={lastDay}
                    onSelect={(chosen) => {
                      onChange({ day: chosen })
                      // The first time the day is chosen, its times follow; a day changed
                      // later keeps the time (refused at once if the new day makes it too soon).
                      if (time) close(true)
                      else setShowing('times')
                    }}
                  />
                )}
              </Suspense>
            </div>
          ) : null}
        </div>
        <div className="datetime-part">
          <label htmlFor={`${id}-time`} className="datetime-label">
            {t('time')}
          </label>
          <select
            id={`${id}-time`}
            value={time}
            aria-invalid={error || chosenTooSoon ? true : undefined}
            aria-describedby={timeDescription}
            onChange={(event) => onChange({ time: event.target.value })}
          >
            <option value="">{t('chooseTime')}</option>
            {times.map((option) => (
              <option key={option.time} value={option.time} disabled={option.disabled}>
                {clockLabel(option.time, locale)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {chosenTooSoon && tooSoon ? (
        <p id={`${id}-too-soon`} className="field-error" role="alert">
          {tooSoon}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError fieldId={id} message={error} />
    </fieldset>
  )
}
