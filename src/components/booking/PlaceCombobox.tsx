'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'

import { describedBy, FieldError } from './FieldError'
import { BookingIcon } from './icons'
import {
  filterGroups,
  optionKey,
  placeNamed,
  type SearchableGroup,
  type SearchablePlace,
} from './placeSearch'

type Props = {
  id: string
  label: string
  groups: SearchableGroup[]
  /** The chosen place's code, '' when none. */
  value: string
  /** The chosen hotel, landmark or terminal of the place (decision 0137), 0 when none. */
  named?: number
  /** What the box shows. */
  text: string
  /** `named`: the named place chosen with the place, with its name as shown. */
  onChange: (change: { code: string; text: string; named?: { id: number; name: string } }) => void
  error?: string | null
  placeholder?: string
  /** What an unavailable place says beside its name ("no fixed price"). */
  unavailableNote?: string
  /** A place was chosen from the list (by a tap, a click or Enter). */
  onChosen?: () => void
  /** Each new value focuses the box and opens its list (the next field after a choice). */
  openRequest?: number
}

/**
 * The spec's "search select": a combobox (WAI-ARIA 1.2 pattern, list autocomplete) over the
 * places, grouped by region with airports first. The visitor types in English or Arabic (both
 * names and other spellings are searched); arrows move through the matches, Enter chooses,
 * Escape closes the list (or, closed, clears the box). Focus stays in the box throughout.
 */
export function PlaceCombobox({
  id,
  label,
  groups,
  value,
  named = 0,
  text,
  onChange,
  error,
  placeholder,
  unavailableNote,
  onChosen,
  openRequest = 0,
}: Props) {
  const t = useTranslations('bookingForm.place')
  const locale = useLocale() as Locale
  const listId = `${id}-list`
  const groupIdPrefix = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const input = useRef<HTMLInputElement>(null)

  const chosen = useMemo(
    () => groups.flatMap((group) => group.places).find((place) => place.code === value) ?? null,
    [groups, value],
  )
  // While the box shows the chosen place, opening it lists everything, not only that place.
  const showingChoice = chosen !== null && (named > 0 || text === chosen.names[locale])
  const matches = useMemo(
    () => filterGroups(groups, showingChoice ? '' : text),
    [groups, showingChoice, text],
  )
  const options = useMemo(() => matches.flatMap((group) => group.places), [matches])
  const optionId = (place: SearchablePlace) => `${id}-option-${optionKey(place)}`
  const isSelected = (place: SearchablePlace) =>
    place.code === value && (place.chosenName?.id ?? 0) === named

  useEffect(() => {
    if (!open || active < 0) return
    const option = options[active]
    if (!option) return
    document.getElementById(optionId(option))?.scrollIntoView({ block: 'nearest' })
    // optionId depends only on `id`, which does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active, options])

  const pick = (place: SearchablePlace) => {
    const name = place.chosenName?.names[locale]
    onChange({
      code: place.code,
      text: name ?? place.names[locale],
      named: name ? { id: place.chosenName!.id, name } : undefined,
    })
  }

  const choose = (place: SearchablePlace) => {
    // Shown to say why it cannot be chosen; the list stays open.
    if (place.unavailable) return
    pick(place)
    setOpen(false)
    setActive(-1)
    onChosen?.()
  }

  const openList = (at: number) => {
    setOpen(true)
    const selectedIndex = options.findIndex(isSelected)
    setActive(at >= 0 ? at : selectedIndex)
  }

  // Asked to be next (the pickup was just chosen): the focus comes here with the list open, so
  // the visitor taps the drop-off, or types to narrow it, without first finding the box.
  useEffect(() => {
    if (openRequest === 0) return
    input.current?.focus()
    setOpen(true)
    setActive(-1)
  }, [openRequest])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        if (!open) openList(Math.max(0, options.findIndex(isSelected)))
        else setActive((index) => Math.min(options.length - 1, index + 1))
        break
      case 'ArrowUp':
        event.preventDefault()
        if (event.altKey) setOpen(false)
        else if (!open) openList(options.length - 1)
        else setActive((index) => Math.max(0, index - 1))
        break
      case 'Enter':
        if (open && active >= 0 && options[active]) {
          event.preventDefault()
          choose(options[active]!)
        }
        break
      case 'Escape':
        if (open) {
          event.preventDefault()
          setOpen(false)
        } else if (text) {
          event.preventDefault()
          onChange({ code: '', text: '' })
        }
        break
      case 'Tab':
        setOpen(false)
        break
    }
  }

  const describedByIds = describedBy(id, { error })
  const statusText = !open
    ? ''
    : options.length === 0
      ? t('noMatch')
      : t('matches', { count: options.length })

  return (
    <div className="field place-field">
      <label htmlFor={id}>{label}</label>
      <div className="combobox">
        <BookingIcon name={chosen?.isAirport ? 'plane' : 'mapPin'} className="combobox-icon" />
        <input
          ref={input}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={
            open && active >= 0 && options[active] ? optionId(options[active]!) : undefined
          }
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            onChange({ code: '', text: event.target.value })
            setOpen(true)
            setActive(0)
          }}
          onClick={() => (open ? setOpen(false) : openList(-1))}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false)
            // A name typed out in full counts as chosen.
            if (!value && text) {
              const found = placeNamed(groups, text)
              if (found) pick(found)
            }
          }}
        />
        <BookingIcon name="chevronDown" className="combobox-chevron" />
        <div
          id={listId}
          role="listbox"
          aria-label={label}
          className="combobox-list"
          hidden={!open || options.length === 0}
          // Keeps the focus in the box while an option is clicked.
          onMouseDown={(event) => event.preventDefault()}
        >
          {open
            ? matches.map((group) => (
                <div
                  key={group.code}
                  role="group"
                  aria-labelledby={`${groupIdPrefix}-${group.code}`}
                  className="combobox-group"
                >
                  <div
                    role="presentation"
                    id={`${groupIdPrefix}-${group.code}`}
                    className="combobox-group-label"
                  >
                    {group.names[locale]}
                  </div>
                  {group.places.map((place) => {
                    const index = options.indexOf(place)
                    return (
                      <div
                        key={optionKey(place)}
                        id={optionId(place)}
                        role="option"
                        aria-selected={isSelected(place)}
                        aria-disabled={place.unavailable ? true : undefined}
                        className={`combobox-option${index === active ? ' is-active' : ''}${
                          place.unavailable ? ' is-unavailable' : ''
                        }`}
                        onClick={() => choose(place)}
                        onMouseMove={() => index !== active && setActive(index)}
                      >
                        <BookingIcon name={place.isAirport ? 'plane' : 'mapPin'} size={18} />
                        <span>
                          {place.chosenName ? `${place.chosenName.names[locale]} — ` : null}
                          {place.names[locale]}
                          {place.isAirport ? (
                            <span className="visually-hidden">, {t('airport')}</span>
                          ) : null}
                          {place.unavailable && unavailableNote ? (
                            <span className="combobox-note">
                              <span className="visually-hidden">, </span>
                              {unavailableNote}
                            </span>
                          ) : null}
                        </span>
                        {isSelected(place) ? (
                          <BookingIcon name="check" size={18} className="combobox-check" />
                        ) : null}
                      </div>
                    )
                  })}
                </div>
              ))
            : null}
        </div>
        {open && options.length === 0 ? (
          <p className="combobox-list combobox-empty">{t('noMatch')}</p>
        ) : null}
      </div>
      <span className="visually-hidden" role="status">
        {statusText}
      </span>
      <FieldError fieldId={id} message={error} />
    </div>
  )
}
