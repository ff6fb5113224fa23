import { cardPagePath, walletFormPath } from '@/payments/simulator/paths'

/**
 * Card or mobile wallet: two links to the same page (no script), the chosen one marked current,
 * as Paymob's checkout lists its payment methods.
 */
export function MethodTabs({
  language,
  keys,
  method,
  texts,
}: {
  language: 'en' | 'ar'
  keys: { publicKey: string; clientSecret: string }
  method: 'card' | 'wallet'
  texts: { label: string; card: string; wallet: string }
}) {
  const tabs = [
    { id: 'card', href: cardPagePath(language, keys), text: texts.card },
    { id: 'wallet', href: walletFormPath(language, keys), text: texts.wallet },
  ] as const
  return (
    <nav className="sim-methods" aria-label={texts.label}>
      {tabs.map((tab) => (
        <a
          key={tab.id}
          href={tab.href}
          className="sim-method"
          aria-current={tab.id === method ? 'page' : undefined}
        >
          {tab.text}
        </a>
      ))}
    </nav>
  )
}
