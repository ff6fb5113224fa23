/**
 * The mobile wallets the gateway takes, as small name marks in each operator's colour (not their
 * artwork: decision 0163): Vodafone Cash, Orange Cash, e& money, WE Pay and the banks' wallets.
 * The names are brands, written as their owners write them in both languages. No state: shown by
 * the booking's checkout (a client component) and by the payment pages (server components).
 */
const WALLETS = [
  { id: 'vodafone', name: 'Vodafone Cash' },
  { id: 'orange', name: 'Orange Cash' },
  { id: 'eand', name: 'e& money' },
  { id: 'we', name: 'WE Pay' },
] as const

export function WalletMarks({ label, banks }: { label: string; banks?: string }) {
  return (
    <span className="wallet-marks">
      <span className="visually-hidden">{label}: </span>
      {WALLETS.map((wallet) => (
        <span
          key={wallet.id}
          className={`wallet-mark wallet-mark--${wallet.id}`}
          lang="en"
          dir="ltr"
        >
          {wallet.name}
        </span>
      ))}
      {banks ? <span className="wallet-mark wallet-mark--bank">{banks}</span> : null}
    </span>
  )
}
