import type { AnchorHTMLAttributes, Ref } from 'react'

type Href = string | { pathname?: string; search?: string; hash?: string }
type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: Href
  ref?: Ref<HTMLAnchorElement>
  prefetch?: unknown
  replace?: boolean
  scroll?: boolean
  shallow?: boolean
  locale?: unknown
  passHref?: boolean
  legacyBehavior?: boolean
  onNavigate?: unknown
}

/**
 * `next/link` for the islands: a plain link (a page load), with the markup Next's Link renders
 * for the same props.
 */
export default function Link({
  href,
  prefetch: _prefetch,
  replace: _replace,
  scroll: _scroll,
  shallow: _shallow,
  locale: _locale,
  passHref: _passHref,
  legacyBehavior: _legacyBehavior,
  onNavigate: _onNavigate,
  ...anchor
}: Props) {
  const url =
    typeof href === 'string'
      ? href
      : `${href.pathname ?? ''}${href.search ?? ''}${href.hash ? `#${href.hash.replace(/^#/, '')}` : ''}`
  return <a href={url} {...anchor} />
}
