import type { ReactNode } from 'react'

/**
 * The frame of every simulator page: the test-mode banner, the page's card and the footer. Plain
 * markup: each page passes its texts in.
 */
export function SimulatorShell({
  testMode,
  footer,
  children,
  aside,
}: {
  testMode: string
  footer: string
  children: ReactNode
  aside?: ReactNode
}) {
  return (
    <>
      <header className="sim-banner">
        <span className="sim-banner-badge" aria-hidden="true">
          TEST
        </span>
        <p>{testMode}</p>
      </header>
      <main id="content" className="sim-main">
        <section className="sim-card">{children}</section>
        {aside}
      </main>
      <footer className="sim-footer">
        <p>{footer}</p>
      </footer>
    </>
  )
}

/** Who is paid, how much, for which order: the head of the card and of the 3-D Secure step. */
export function OrderSummary({
  title,
  merchant,
  amountLabel,
  amount,
  order,
}: {
  title: string
  merchant: string
  amountLabel: string
  amount: string
  order: string
}) {
  return (
    <header className="sim-order">
      <p className="sim-merchant">{merchant}</p>
      <h1 className="sim-title">{title}</h1>
      <dl className="sim-amount">
        <dt>{amountLabel}</dt>
        <dd>{amount}</dd>
      </dl>
      <p className="sim-order-number">{order}</p>
    </header>
  )
}

/** Why the page cannot take a payment, with a way back to the merchant when it is known. */
export function ProblemNotice({
  title,
  text,
  back,
  tone = 'problem',
}: {
  title: string
  text: string
  back?: { href: string; label: string }
  /** `done`: nothing went wrong, there is just nothing left to pay. */
  tone?: 'problem' | 'done'
}) {
  return (
    <div className="sim-problem">
      <svg className={`sim-problem-icon is-${tone}`} viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d={tone === 'done' ? 'M7.5 12.5l3 3 6-6.5' : 'M12 7v6M12 16.5v.5'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h1 className="sim-title">{title}</h1>
      <p>{text}</p>
      {back && (
        <p>
          <a className="sim-link-button" href={back.href}>
            {back.label}
          </a>
        </p>
      )}
    </div>
  )
}
