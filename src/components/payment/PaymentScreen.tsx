import type { ReactNode } from 'react'

import { LineIcon } from '@/components/media/LineIcon'
import { Icon, type IconName } from '@/components/pages/icons'
import { telHref } from '@/components/pages/links'
import { isolateLtr } from '@/i18n/textDirection'

/** How a payment screen's mark looks: done, waiting, refused or just informing. */
type PaymentTone = 'ok' | 'pending' | 'fail' | 'info'

/** The screens' marks: the site's icons, and a cross for a payment that did not go through. */
type Mark = IconName | 'cross'

function MarkIcon({ name }: { name: Mark }) {
  if (name !== 'cross') return <Icon name={name} size={28} />
  return <LineIcon name="close" size={28} />
}

/**
 * One payment screen: its mark, its one heading, a lead line, then what it shows. `state` names
 * the case on the page (`data-state`), for tests and for reading the HTML.
 */
export function PaymentScreen({
  tone,
  icon,
  title,
  lead,
  state,
  children,
}: {
  tone: PaymentTone
  icon: Mark
  title: string
  lead?: ReactNode
  state: string
  children?: ReactNode
}) {
  return (
    <article
      className={`payment-screen is-${tone}`}
      aria-labelledby="payment-title"
      data-state={state}
    >
      <header className="payment-screen-header">
        <span className="payment-mark">
          <MarkIcon name={icon} />
        </span>
        <h1 id="payment-title">{title}</h1>
        {lead ? <p className="payment-lead">{lead}</p> : null}
      </header>
      {children}
    </article>
  )
}

/** What is paid, as terms and values. */
export function PaymentFacts({
  rows,
}: {
  rows: { term: string; value: ReactNode; testId?: string }[]
}) {
  return (
    <dl className="payment-facts">
      {rows.map(({ term, value, testId }) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The amount, large: what the customer pays or paid. */
export function PaymentAmount({ label, amount }: { label: string; amount: string }) {
  return (
    <p className="payment-amount">
      <span>{label}</span>
      <strong data-testid="payment-amount">{amount}</strong>
    </p>
  )
}

/** The ways on from a screen. */
export function PaymentActions({ children }: { children: ReactNode }) {
  return <div className="payment-actions">{children}</div>
}

/** "Call +20 ..." as a `tel:` link: the way out of every payment that cannot go on online. */
export function CallButton({
  hotline,
  label,
  primary = false,
}: {
  hotline: string
  label: string
  primary?: boolean
}) {
  return (
    <a className={`button${primary ? ' button-primary' : ''}`} href={telHref(hotline)}>
      <Icon name="phone" size={20} />
      <span>
        {label} <bdi dir="ltr">{hotline}</bdi>
      </span>
    </a>
  )
}

/**
 * The hotline inside a sentence: kept left to right in Arabic, and whole on one line (its
 * spaces do not break), as the buttons show it.
 */
export const phoneInText = (hotline: string) => isolateLtr(hotline.replace(/ /g, '\u00a0'))
