'use client'

import { useTranslations } from 'next-intl'
import { type ReactNode, useId, useState } from 'react'

/** The account screen's two tabs, keyboard-operable (arrow keys move between tabs). */
export function SettingsTabs({
  reservations,
  settings,
}: {
  reservations: ReactNode
  settings: ReactNode
}) {
  const t = useTranslations('account.settings')
  const [tab, setTab] = useState<'reservations' | 'settings'>('reservations')
  const base = useId()
  const tabs = [
    { key: 'reservations' as const, label: t('tabReservations'), panel: reservations },
    { key: 'settings' as const, label: t('tabSettings'), panel: settings },
  ]
  return (
    <div className="tabs">
      <div role="tablist" aria-label={t('title')} className="tab-list">
        {tabs.map((item, index) => (
          <button
            key={item.key}
            id={`${base}-tab-${item.key}`}
            role="tab"
            type="button"
            aria-selected={tab === item.key}
            aria-controls={`${base}-panel-${item.key}`}
            tabIndex={tab === item.key ? 0 : -1}
            className="tab"
            onClick={() => setTab(item.key)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
              const next = tabs[(index + 1) % tabs.length]!
              setTab(next.key)
              document.getElementById(`${base}-tab-${next.key}`)?.focus()
            }}
          >
            {item.label}
          </button>
        ))}
      </div>
      {tabs.map((item) => (
        <div
          key={item.key}
          id={`${base}-panel-${item.key}`}
          role="tabpanel"
          aria-labelledby={`${base}-tab-${item.key}`}
          hidden={tab !== item.key}
          className="tab-panel"
        >
          {item.panel}
        </div>
      ))}
    </div>
  )
}
