const BRANDS = [
  { name: 'Visa', color: '#1a1f71' },
  { name: 'Mastercard', color: '#eb001b' },
  { name: 'Meeza', color: '#00843d' },
  { name: 'Shopping card', color: '#0b4ea2' },
] as const

/** Text badges for the accepted cards: drawn here, nothing hot-linked from card schemes. */
export function CardBrands({ label }: { label: string }) {
  return (
    <ul className="card-brands" aria-label={label}>
      {BRANDS.map((brand) => (
        <li key={brand.name} className="card-brand" style={{ color: brand.color }}>
          {brand.name}
        </li>
      ))}
    </ul>
  )
}
