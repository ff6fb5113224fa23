import { getTranslations } from 'next-intl/server'

import { Icon, type IconName } from './icons'

/** The reasons, in the order they are shown, with their icons (texts under home.whyUs.items). */
const REASONS = [
  ['price', 'tag'],
  ['drivers', 'shield'],
  ['hotline', 'headset'],
  ['waiting', 'clock'],
  ['meet', 'handshake'],
  ['payment', 'card'],
] as const satisfies readonly (readonly [string, IconName])[]

/** The spec's "why us": what a traveller gets from Masar, from the message catalogue. */
export async function WhyUs() {
  const t = await getTranslations('home.whyUs')
  return (
    <section className="section why-us" aria-labelledby="why-us-title">
      <div className="container">
        <h2 id="why-us-title">{t('title')}</h2>
        <p className="section-lead">{t('lead')}</p>
        <ul className="reason-grid">
          {REASONS.map(([key, icon]) => (
            <li key={key} className="reason">
              <span className="reason-icon">
                <Icon name={icon} />
              </span>
              <h3>{t(`items.${key}.title`)}</h3>
              <p>{t(`items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
