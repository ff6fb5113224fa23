type Props = { size?: number | string }

/**
 * Masar's drawn mark: a rounded square (`currentColor`) with an M-shaped road across it
 * (`--logo-ink`, white by default). Decorative: the name beside it, or the link around it, says
 * what it is. Used by the site's logo and the staff admin's (`src/components/admin`).
 */
export function LogoMark({ size = 32 }: Props) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 32 32" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        d="M7 22 L13 10 L16 16 L19 10 L25 22"
        fill="none"
        style={{ stroke: 'var(--logo-ink, #fff)' }}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
    </svg>
  )
}
