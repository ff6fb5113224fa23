import { STARS_MAX } from '@/reviews/reviews'

/**
 * A rating drawn as five stars (filled to the nearest whole star), read out as its `label`
 * ("Rated 4.5 out of 5"). Server-rendered: no script.
 */
export function Stars({ rating, label }: { rating: number; label: string }) {
  const filled = Math.round(rating)
  return (
    <span className="stars" role="img" aria-label={label}>
      {Array.from({ length: STARS_MAX }, (_, index) => (
        <span key={index} aria-hidden="true" className={index < filled ? 'is-on' : undefined}>
          ★
        </span>
      ))}
    </span>
  )
}
