import type { ReactNode } from 'react'

import type { PriceRow } from '@/booking/priceBreakdown'

/**
 * The price line by line (`src/booking/priceBreakdown.ts`): the car, each extra, the discount and
 * the total, as the checkout, the success screen and the booking pages show it. The rows come
 * translated from the core; this only lays them out (server and client alike: no hooks).
 */
export function PriceBreakdown({
  rows,
  title,
  totalTestId,
  afterTotal,
}: {
  rows: readonly PriceRow[]
  /** A heading read out before the lines (visually hidden). */
  title?: string
  /** The total amount's test id, where tests read the price charged. */
  totalTestId?: string
  /** What follows the total on its line (the checkout's approximate amount and "per car"). */
  afterTotal?: ReactNode
}) {
  return (
    <dl className="price-breakdown" data-testid="price-breakdown" aria-label={title}>
      {rows.map((row, index) =>
        row.kind === 'total' ? (
          <div key={index} className="price-total" data-line="total">
            <dt className="price-total-label">{row.label}</dt>
            <dd>
              <span className="price-amount" data-testid={totalTestId}>
                <bdi>{row.amount}</bdi>
              </span>
              {afterTotal}
            </dd>
          </div>
        ) : (
          <div key={index} className="price-line" data-line={row.kind}>
            <dt>{row.label}</dt>
            <dd>
              <bdi>{row.amount}</bdi>
            </dd>
          </div>
        ),
      )}
    </dl>
  )
}
