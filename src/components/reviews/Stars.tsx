import type { CSSProperties } from 'react'

import { starFills } from '@/reviews/reviews'

/**
 * A rating drawn as five stars, each filled as far as the rating reaches (4.5: four and a half,
 * from the reading start, so right to left in Arabic), read out as its `label` ("Rated 4.5 out of
 * 5"). Server-rendered: no script.
 */
export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="stars" role="img" aria-label={label}>
      {starFills(rating).map((fill, index) => (
        <span
          key={index}
          aria-hidden="true"
          className="star"
          data-fill={fill}
          style={{ '--fill': `${fill * 100}%` } as CSSProperties}
        >
          ★
        </span>
      ))}
    </span>
  )
}
