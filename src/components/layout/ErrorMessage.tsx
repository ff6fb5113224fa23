import { Link } from '@/i18n/navigation'

type Props = { status: number; title: string; text?: string; homeLabel: string }

export function ErrorMessage({ status, title, text, homeLabel }: Props) {
  return (
    <section className="container error-page" aria-labelledby="error-title">
      <p className="error-status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{title}</h1>
      {text ? <p>{text}</p> : null}
      <Link className="button button-primary" href="/">
        {homeLabel}
      </Link>
    </section>
  )
}
