import { getTranslations } from 'next-intl/server'

import type { Faq } from '@/content/types'
import { Link } from '@/i18n/navigation'

import { Icon } from './icons'

/** The FAQs as a native disclosure list: keyboard and screen-reader friendly, no JavaScript. */
export async function Faqs({ faqs }: { faqs: Faq[] }) {
  if (!faqs.length) return null
  const t = await getTranslations('home.faqs')
  return (
    <section id="faqs" className="section faqs" aria-labelledby="faqs-title">
      <div className="container faqs-inner">
        <h2 id="faqs-title">{t('title')}</h2>
        <div className="faq-list">
          {faqs.map((faq) => (
            <details key={faq.id} className="faq">
              <summary>
                <span>{faq.question}</span>
                <Icon name="chevronDown" size={20} className="faq-chevron" />
              </summary>
              <div className="faq-answer">
                {faq.answer.split(/\n{2,}/).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            </details>
          ))}
        </div>
        <p className="faqs-more">
          {t('more')} <Link href="/contact-us">{t('contact')}</Link>
        </p>
      </div>
    </section>
  )
}
