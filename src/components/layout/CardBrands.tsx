import { useTranslations } from 'next-intl'

/**
 * The accepted cards. A brand's name is its wordmark, written as on the card in every language
 * (marked English for screen readers); the shopping card has no wordmark, so its badge is a
 * description in the page's language.
 */
const BRANDS = [
  { wordmark: 'Visa', color: '#1a1f71' },
  { wordmark: 'Mastercard', color: '#eb001b' },
  { wordmark: 'Meeza', color: '#00843d' },
  { label: 'shoppingCard', color: '#0b4ea2' },
] as const

/** Text badges for the accepted cards: drawn here, nothing hot-linked from card schemes. */
export function CardBrands({ label }: { label: string }) {
  const t = useTranslations('footer.cards')
  return (
    <ul className="card-brands" aria-label={label}>
      {BRANDS.map((brand) =>
        'wordmark' in brand ? (
          <li
            key={brand.wordmark}
            className="card-brand"
            lang="en"
            dir="ltr"
            style={{ color: brand.color }}
          >
            {brand.wordmark}
          </li>
        ) : (
          <li key={brand.label} className="card-brand" style={{ color: brand.color }}>
            {t(brand.label)}
          </li>
        ),
      )}
    </ul>
  )
}
