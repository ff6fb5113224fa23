import { getTranslations } from 'next-intl/server'

import { Picture } from '@/components/media/Picture'
import type { ServiceSummary } from '@/content/types'
import { Link } from '@/i18n/navigation'

import { Icon, ServiceIcon } from './icons'

/**
 * The services as cards: icon, title, summary and a link to the service page. The whole card is
 * clickable through the title link (stretched over the card), so there is one link per card.
 * With pictures (the /services page's content) the first picture loads first.
 */
export async function ServiceCards({
  services,
  headingLevel = 3,
  withImages = false,
}: {
  services: ServiceSummary[]
  headingLevel?: 2 | 3
  withImages?: boolean
}) {
  const t = await getTranslations('services')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="service-grid">
      {services.map((service, index) => (
        <li key={service.slug} className="service-card">
          {withImages && service.image ? (
            <Picture
              className="service-card-image"
              image={service.image}
              alt=""
              priority={index === 0}
              sizes="(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, 100vw"
            />
          ) : null}
          <div className="service-card-body">
            <span className="service-icon">
              <ServiceIcon name={service.icon} />
            </span>
            <Heading>
              <Link href={`/services/${service.slug}`} className="card-link">
                {service.title}
              </Link>
            </Heading>
            <p>{service.summary}</p>
            <span className="card-more" aria-hidden="true">
              {t('learnMore')}
              <Icon name="arrow" size={18} />
            </span>
          </div>
        </li>
      ))}
    </ul>
  )
}
