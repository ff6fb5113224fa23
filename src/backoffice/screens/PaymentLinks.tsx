import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import { isolateLtr } from '@/i18n/textDirection'
import { PAYMENT_LINK_STATUSES, type PaymentLinkStatus } from '@/payments/paymentLinks'

import { deskPaymentLinks } from '../operations/listPaymentLinks'
import type { DeskLinkRow } from '../paymentLinkDesk'
import { REASON_MAX_LENGTH } from '../staffActions'
import { ActionForm } from './ActionForm'
import { CopyLink } from './CopyLink'
import { Disclosure } from './Disclosure'
import { type Screen, screenOf, StaffFrame } from './frame'
import { queryString } from './parts'
import { displayPhone } from '@/lib/phone'
import { languageName } from '@/i18n/locales'

const FILTER_KEYS = ['status', 'q'] as const

/** A link's state in its colour, with its name for everyone. */
function StateChip({ state, label }: { state: PaymentLinkStatus; label: string }) {
  return (
    <span className={`paylinks-state paylinks-state--${state}`} data-state={state}>
      {label}
    </span>
  )
}

/** One fact of a link; on a phone the row becomes a card and the cell says what it holds. */
function Cell({
  label,
  className,
  children,
}: {
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <td data-label={label} className={className}>
      <div className="paylinks-cell">{children}</div>
    </td>
  )
}

/** The new link's form: the customer, the amount as staff type it, an optional booking and expiry. */
function CreateForm({ screen, action, hours }: { screen: Screen; action: string; hours: number }) {
  const { t } = screen
  const key = 'backoffice.paymentLinks.create' as const
  const field = (name: string, label: string, input: ReactNode, hint?: string, wide = false) => (
    <div className={`paylinks-field${wide ? ' paylinks-field--wide' : ''}`}>
      <label htmlFor={`paylink-${name}`}>{label}</label>
      {input}
      {hint ? (
        <small className="paylinks-field__hint" id={`paylink-${name}-hint`}>
          {hint}
        </small>
      ) : null}
    </div>
  )
  const hinted = (name: string) => ({
    id: `paylink-${name}`,
    name,
    'aria-describedby': `paylink-${name}-hint`,
  })
  return (
    <ActionForm
      action={action}
      submitLabel={t(`${key}.submit`)}
      doneText={t(`${key}.done`)}
      failText={t('backoffice.desk.failed')}
      resetOnDone
      className="paylinks-create__form"
    >
      <fieldset className="paylinks-create__fields">
        <legend>{t(`${key}.legend`)}</legend>
        {field(
          'amount',
          t(`${key}.amount`),
          <input
            {...hinted('amount')}
            type="text"
            inputMode="decimal"
            dir="ltr"
            required
            maxLength={20}
            autoComplete="off"
          />,
          t(`${key}.amountHint`),
        )}
        {field(
          'customerName',
          t(`${key}.customerName`),
          <input
            id="paylink-customerName"
            name="customerName"
            type="text"
            required
            maxLength={120}
            autoComplete="off"
          />,
        )}
        {field(
          'phone',
          t(`${key}.phone`),
          <input
            {...hinted('phone')}
            type="tel"
            dir="ltr"
            required
            maxLength={40}
            autoComplete="off"
          />,
          t(`${key}.phoneHint`),
        )}
        {field(
          'email',
          t(`${key}.email`),
          <input
            id="paylink-email"
            name="email"
            type="email"
            dir="ltr"
            required
            maxLength={254}
            autoComplete="off"
          />,
        )}
        {field(
          'description',
          t(`${key}.description`),
          <input
            {...hinted('description')}
            type="text"
            required
            maxLength={200}
            autoComplete="off"
          />,
          t(`${key}.descriptionHint`),
          true,
        )}
        {field(
          'reservationNumber',
          t(`${key}.reservationNumber`),
          <input
            id="paylink-reservationNumber"
            name="reservationNumber"
            type="text"
            dir="ltr"
            maxLength={20}
            autoComplete="off"
          />,
        )}
        {field(
          'expiresAt',
          t(`${key}.expiresAt`),
          <input {...hinted('expiresAt')} type="datetime-local" dir="ltr" />,
          t(`${key}.expiresHint`, { hours }),
        )}
        {field(
          'language',
          t(`${key}.language`),
          <select id="paylink-language" name="language" defaultValue={screen.locale}>
            <option value="en">{languageName('en', screen.locale)}</option>
            <option value="ar">{languageName('ar', screen.locale)}</option>
          </select>,
        )}
      </fieldset>
    </ActionForm>
  )
}

/** What staff do with a link: copy, WhatsApp, email and cancel an active one; a paid one's numbers. */
function LinkActions({ row, screen, api }: { row: DeskLinkRow; screen: Screen; api: string }) {
  const { t, locale } = screen
  const key = 'backoffice.paymentLinks' as const
  if (row.state === 'paid') {
    return (
      <div className="paylinks-paid">
        {row.paidText ? <p>{t(`${key}.paidAt`, { date: row.paidText })}</p> : null}
        {row.paidWith ? (
          <p data-testid="paylink-paid-with">
            {t('backoffice.columns.paidWith')}: {t(`backoffice.paymentMethods.${row.paidWith}`)}
          </p>
        ) : null}
        <p>
          {row.transactionIds.length
            ? t(`${key}.transactions`, { numbers: isolateLtr(row.transactionIds.join(', ')) })
            : t(`${key}.noTransaction`)}
        </p>
      </div>
    )
  }
  if (row.state !== 'active') return null
  const lang = `?lang=${locale}`
  return (
    <div className="paylinks-actions">
      <CopyLink
        url={row.payUrl}
        label={`${t(`${key}.copy.label`)} (${languageName(row.language, locale)})`}
        copyText={t(`${key}.copy.button`)}
        copiedText={t(`${key}.copy.copied`)}
        failedText={t(`${key}.copy.failed`)}
      />
      <div className="paylinks-actions__buttons">
        {row.whatsAppUrl ? (
          <a
            className="btn btn--style-secondary btn--size-small paylinks-whatsapp"
            href={row.whatsAppUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t(`${key}.whatsapp.button`)}
          </a>
        ) : (
          <p className="paylinks-actions__note">{t(`${key}.whatsapp.noPhone`)}</p>
        )}
        <ActionForm
          action={`${api}/${row.id}/email${lang}`}
          submitLabel={t(`${key}.email.button`)}
          confirmText={t(`${key}.email.confirm`, { email: row.email })}
          doneText={t(`${key}.email.done`, { email: row.email })}
          failText={t('backoffice.desk.failed')}
          size="small"
          className="paylinks-email"
        />
      </div>
      <details className="paylinks-cancel">
        <summary>{t(`${key}.cancel.open`)}</summary>
        <ActionForm
          action={`${api}/${row.id}/cancel${lang}`}
          submitLabel={t(`${key}.cancel.submit`)}
          confirmText={t(`${key}.cancel.confirm`)}
          doneText={t(`${key}.cancel.done`)}
          failText={t('backoffice.desk.failed')}
          danger
          size="small"
          className="paylinks-cancel__form"
        >
          <label>
            <span>{t(`${key}.cancel.reason`)}</span>
            <input name="reason" type="text" required maxLength={REASON_MAX_LENGTH} />
          </label>
        </ActionForm>
      </details>
    </div>
  )
}

/**
 * The payment links desk: a new link's form; every link in its state now (an active link past
 * its expiry is expired), filtered by state, searched and paged, with amount, customer, what for,
 * the booking, expiry and creation in Cairo time. An active link is copied, shared by WhatsApp in
 * the customer's language, emailed or cancelled; a paid one shows its transaction numbers.
 */
export async function PaymentLinks(props: AdminViewServerProps) {
  const { screen } = screenOf(props, 'staff')
  const { t, adminRoute, query } = screen
  const payload = props.initPageResult.req.payload
  const [result, settings] = await Promise.all([
    deskPaymentLinks(payload, { staff: screen.user, query, locale: screen.locale }),
    payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true }),
  ])
  const filters = Object.fromEntries(
    FILTER_KEYS.filter((name) => query[name]).map((name) => [name, query[name]!]),
  )
  const page = result.ok ? result.value : { rows: [], count: 0, page: 1, pages: 0 }
  const here = `${adminRoute}/paymentlinks`
  const api = `/api/${adminRoute.slice(1)}/paymentlinks`
  const pageLink = (target: number) => `${here}${queryString({ ...filters, page: String(target) })}`
  const key = 'backoffice.paymentLinks' as const

  return (
    <StaffFrame props={props} title={t(`${key}.title`)}>
      <div className="paylinks">
        <Disclosure
          className="paylinks-create"
          initiallyOpen={page.count === 0 && !query.q && !query.status}
          summaryClassName="btn btn--style-primary btn--size-medium"
          summary={t(`${key}.create.open`)}
        >
          <CreateForm
            screen={screen}
            action={`${api}?lang=${screen.locale}`}
            hours={settings.paymentLinkHours ?? 48}
          />
        </Disclosure>

        <form className="desk-filters paylinks-filters" method="get" action={here} role="search">
          <label className="paylinks-filters__search">
            <span>{t(`${key}.search`)}</span>
            <input type="search" name="q" defaultValue={query.q ?? ''} maxLength={100} />
          </label>
          <label className="paylinks-filters__state">
            <span>{t(`${key}.columns.state`)}</span>
            <select name="status" defaultValue={query.status ?? ''}>
              <option value="">{t(`${key}.all`)}</option>
              {PAYMENT_LINK_STATUSES.map((state) => (
                <option key={state} value={state}>
                  {t(`${key}.states.${state}`)}
                </option>
              ))}
            </select>
          </label>
          <div className="desk-filters__buttons">
            <button type="submit" className="btn btn--style-primary btn--size-small">
              {t('backoffice.desk.apply')}
            </button>
            <a className="btn btn--style-secondary btn--size-small" href={here}>
              {t('backoffice.desk.clear')}
            </a>
          </div>
        </form>

        {!result.ok ? (
          <p className="desk__error" role="alert">
            {t(result.messageKey, result.values)}
          </p>
        ) : null}

        <p className="desk__count" role="status">
          {t(`${key}.count`, { count: page.count })}
        </p>

        {page.rows.length ? (
          <table className="paylinks-table">
            <thead>
              <tr>
                <th scope="col">{t(`${key}.columns.state`)}</th>
                <th scope="col">{t(`${key}.columns.amount`)}</th>
                <th scope="col">{t(`${key}.columns.customer`)}</th>
                <th scope="col">{t(`${key}.columns.description`)}</th>
                <th scope="col">{t(`${key}.columns.expires`)}</th>
                <th scope="col">{t(`${key}.columns.created`)}</th>
              </tr>
            </thead>
            {page.rows.map((row) => (
              <tbody
                key={row.id}
                className="paylinks-link"
                data-state={row.state}
                data-link={row.id}
              >
                <tr className="paylinks-link__facts">
                  <Cell label={t(`${key}.columns.state`)}>
                    <StateChip state={row.state} label={t(`${key}.states.${row.state}`)} />
                  </Cell>
                  <Cell label={t(`${key}.columns.amount`)} className="paylinks-link__amount">
                    {row.amountText}
                  </Cell>
                  <Cell label={t(`${key}.columns.customer`)}>
                    <span className="paylinks-link__name">{row.customerName}</span>
                    <bdi dir="ltr">{displayPhone(row.phone)}</bdi>
                    <bdi dir="ltr" className="paylinks-link__email">
                      {row.email}
                    </bdi>
                  </Cell>
                  <Cell label={t(`${key}.columns.description`)}>
                    <span>{row.description}</span>
                    {row.reservationNumber ? (
                      <span className="paylinks-link__reservation">
                        {t(`${key}.columns.reservation`)}:{' '}
                        <a
                          href={`${adminRoute}/reservations/${encodeURIComponent(row.reservationNumber)}`}
                        >
                          <bdi dir="ltr">{row.reservationNumber}</bdi>
                        </a>
                      </span>
                    ) : null}
                  </Cell>
                  <Cell label={t(`${key}.columns.expires`)}>{row.expiresText}</Cell>
                  <Cell label={t(`${key}.columns.created`)}>{row.createdText}</Cell>
                </tr>
                {row.state === 'active' || row.state === 'paid' ? (
                  <tr className="paylinks-link__more">
                    <td colSpan={6}>
                      <LinkActions row={row} screen={screen} api={api} />
                    </td>
                  </tr>
                ) : null}
              </tbody>
            ))}
          </table>
        ) : (
          <p className="desk__empty">{t(`${key}.empty`)}</p>
        )}

        {page.pages > 1 ? (
          <nav className="desk-pages" aria-label={t('backoffice.desk.pages')}>
            {page.page > 1 ? (
              <a href={pageLink(page.page - 1)}>{t('backoffice.desk.previous')}</a>
            ) : null}
            <span>{t('backoffice.desk.pageOf', { page: page.page, pages: page.pages })}</span>
            {page.page < page.pages ? (
              <a href={pageLink(page.page + 1)}>{t('backoffice.desk.next')}</a>
            ) : null}
          </nav>
        ) : null}
      </div>
    </StaffFrame>
  )
}
