import { getTranslations } from 'next-intl/server'

import { Picture } from '@/components/media/Picture'
import type { Partner } from '@/content/types'

/** The spec's "our clients": partner logos (or names when a partner has no logo). */
export async function OurClients({ partners }: { partners: Partner[] }) {
  if (!partners.length) return null
  const t = await getTranslations('home.clients')
  return (
    <section className="section clients" aria-labelledby="clients-title">
      <div className="container">
        <h2 id="clients-title">{t('title')}</h2>
        <p className="section-lead">{t('lead')}</p>
        <ul className="client-list">
          {partners.map((partner) => {
            const content = partner.logo ? (
              <Picture image={partner.logo} alt={partner.name} sizes="10rem" />
            ) : (
              <span className="client-name">{partner.name}</span>
            )
            return (
              <li key={partner.id} className="client">
                {/^https?:\/\//.test(partner.website) ? (
                  <a href={partner.website} rel="noopener noreferrer">
                    {content}
                  </a>
                ) : (
                  content
                )}
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
