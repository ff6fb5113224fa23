import type { CardBrand } from '@/payments/simulator/cards'

/** The four accepted card brands as simple marks, drawn here (nothing hot-linked). */
export type BrandMark = 'Visa' | 'MasterCard' | 'Meeza' | 'ShoppingCard'

export const BRAND_MARKS: readonly BrandMark[] = ['Visa', 'MasterCard', 'Meeza', 'ShoppingCard']

type MarkProps = { label: string }

function VisaMark({ label }: MarkProps) {
  return (
    <svg viewBox="0 0 60 38" role="img" aria-label={label}>
      <rect width="60" height="38" rx="5" fill="#1a1f71" />
      <text
        x="30"
        y="25"
        textAnchor="middle"
        fill="#fff"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="16"
        fontStyle="italic"
        fontWeight="700"
        letterSpacing="0.5"
      >
        VISA
      </text>
      <path d="M8 29h10l-2 3H8z" fill="#f7b600" />
    </svg>
  )
}

function MasterCardMark({ label }: MarkProps) {
  return (
    <svg viewBox="0 0 60 38" role="img" aria-label={label}>
      <rect width="60" height="38" rx="5" fill="#1b1b1b" />
      <circle cx="24" cy="19" r="11" fill="#eb001b" />
      <circle cx="36" cy="19" r="11" fill="#f79e1b" />
      <path d="M30 9.8a11 11 0 0 1 0 18.4 11 11 0 0 1 0-18.4z" fill="#ff5f00" />
    </svg>
  )
}

function MeezaMark({ label }: MarkProps) {
  return (
    <svg viewBox="0 0 60 38" role="img" aria-label={label}>
      <rect width="60" height="38" rx="5" fill="#fff" stroke="#c9d3e0" />
      <path
        d="M6 26c3-8 5.5-13 8.5-13s2.5 6 5 6 3.5-6 6.5-6"
        fill="none"
        stroke="#00a19a"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <text
        x="43"
        y="23"
        textAnchor="middle"
        fill="#223a7a"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="9.5"
        fontWeight="700"
      >
        meeza
      </text>
    </svg>
  )
}

function ShoppingCardMark({ label }: MarkProps) {
  return (
    <svg viewBox="0 0 60 38" role="img" aria-label={label}>
      <rect width="60" height="38" rx="5" fill="#00603a" />
      <path d="M10 15h12l-1.5 13h-9z" fill="#f4c430" />
      <path d="M13 15v-2a3 3 0 0 1 6 0v2" fill="none" stroke="#f4c430" strokeWidth="1.6" />
      <text
        x="40"
        y="18"
        textAnchor="middle"
        fill="#fff"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="9"
        fontWeight="700"
      >
        NBE
      </text>
      <text
        x="40"
        y="28"
        textAnchor="middle"
        fill="#f4c430"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="6.5"
        fontWeight="700"
      >
        SHOPPING
      </text>
    </svg>
  )
}

const MARKS: Record<BrandMark, (props: MarkProps) => React.JSX.Element> = {
  Visa: VisaMark,
  MasterCard: MasterCardMark,
  Meeza: MeezaMark,
  ShoppingCard: ShoppingCardMark,
}

/**
 * The accepted brands in a row. `active` (the brand of the number being typed) is emphasised,
 * the others fade; nothing is announced, the label of the list says what they are.
 */
export function CardBrandMarks({
  label,
  names,
  active,
}: {
  label: string
  names: Record<BrandMark, string>
  active?: CardBrand | null
}) {
  const typed = active && active !== 'Card' ? active : null
  return (
    <ul className="sim-brands" aria-label={label}>
      {BRAND_MARKS.map((brand) => {
        const Mark = MARKS[brand]
        const state = typed ? (typed === brand ? 'is-active' : 'is-dim') : ''
        return (
          <li key={brand} className={`sim-brand ${state}`}>
            <Mark label={names[brand]} />
          </li>
        )
      })}
    </ul>
  )
}
