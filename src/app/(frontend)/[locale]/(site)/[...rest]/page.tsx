import { notFound } from 'next/navigation'

/** Any path the site does not know renders the localized 404 page with HTTP status 404. */
export default function UnknownPage() {
  notFound()
}
