import createIntlMiddleware from 'next-intl/middleware'
import { type NextRequest, NextResponse } from 'next/server'

import { routing } from './i18n/routing'
import { adminHeaders, newNonce, pageGetsNonce, sitePolicy } from './lib/securityHeaders'
import { STAFF_FOLDER, staffPath } from './lib/staffPath'

const intl = createIntlMiddleware(routing)
const STAFF_PATH = staffPath()
/** Payload's admin has a policy of its own (src/lib/securityHeaders.ts), set here at run time. */
const PRODUCTION = process.env.NODE_ENV === 'production'
const CSP = 'Content-Security-Policy'
/**
 * Payload's first-user screen: in production the first admin comes only from SEED_ADMIN_* or
 * `npm run create-admin` (its `first-register` call is refused by the users collection too).
 */
const FIRST_USER_SCREEN = `${STAFF_PATH}/create-first-user`

/** The spec's capitalised addresses reach the same screens. */
const ALIASES: Record<string, string> = {
  Login: 'login',
  Signup: 'signup',
  Settings: 'settings',
  About: 'about',
}

const isUnder = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`)

/**
 * What the admin's folder is rewritten to when STAFF_PATH hides it and the path has a dot (which
 * the matcher's first entry would have let through to the folder, rendering the admin and
 * redirecting to the real path): a first segment no route has, so the request ends as any unknown
 * address with a dot does, the same status and page.
 */
const NO_SUCH_FOLDER = '/-'

/**
 * The staff admin answers only at the hidden STAFF_PATH; everything else is the bilingual site.
 * When STAFF_PATH is not the folder's own name, requests are rewritten to the folder and the
 * folder's name itself falls through to the site's 404.
 */
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (STAFF_PATH !== STAFF_FOLDER && isUnder(pathname, STAFF_FOLDER) && pathname.includes('.')) {
    const url = request.nextUrl.clone()
    url.pathname = NO_SUCH_FOLDER + pathname.slice(STAFF_FOLDER.length)
    return NextResponse.rewrite(url)
  }
  if (isUnder(pathname, STAFF_PATH)) {
    if (PRODUCTION && isUnder(pathname, FIRST_USER_SCREEN)) {
      return new NextResponse('Not found', {
        status: 404,
        headers: { 'X-Robots-Tag': 'noindex, nofollow' },
      })
    }
    // A nonce for this answer: Next reads it from the request's policy and puts it on its scripts.
    const headers = adminHeaders({ production: PRODUCTION, nonce: newNonce() })
    const requestHeaders = new Headers(request.headers)
    requestHeaders.set(CSP, headers.find(({ key }) => key === CSP)!.value)
    let response = NextResponse.next({ request: { headers: requestHeaders } })
    if (STAFF_PATH !== STAFF_FOLDER) {
      const url = request.nextUrl.clone()
      url.pathname = STAFF_FOLDER + pathname.slice(STAFF_PATH.length)
      response = NextResponse.rewrite(url, { request: { headers: requestHeaders } })
    }
    // robots.txt must not name the hidden path, so the pages themselves ask not to be indexed.
    response.headers.set('X-Robots-Tag', 'noindex, nofollow')
    for (const { key, value } of headers) {
      if (key === 'Vary') response.headers.append(key, value)
      else response.headers.set(key, value)
    }
    return response
  }
  const alias = pathname.match(/^(\/ar)?\/(Login|Signup|Settings|About)$/)
  if (alias) {
    const url = request.nextUrl.clone()
    url.pathname = `${alias[1] ?? ''}/${ALIASES[alias[2]!]}`
    return NextResponse.redirect(url, 308)
  }
  // The spec's /Pay in any letter case (payment links are typed and pasted); the query stays.
  const pay = pathname.match(/^(\/ar)?\/([pP][aA][yY])$/)
  if (pay && pay[2] !== 'pay') {
    const url = request.nextUrl.clone()
    url.pathname = `${pay[1] ?? ''}/pay`
    return NextResponse.redirect(url, 308)
  }
  // A cached public page keeps the static policy next.config.ts gives every page.
  if (!pageGetsNonce(pathname)) return intl(request)
  // Any other page is rendered for this request: its policy gets a nonce, which Next reads from
  // the request's policy and puts on every script it writes (next-intl passes the headers on).
  const policy = sitePolicy({ production: PRODUCTION, nonce: newNonce() })
  request.headers.set(CSP, policy)
  const response = intl(request)
  response.headers.set(CSP, policy)
  return response
}

export const config = {
  // Everything but the JSON API, Next's own files, static files (names with a dot) and the local
  // Paymob simulator (development infrastructure with its own root layout: no language routing);
  // and every path under the admin's folder (STAFF_FOLDER), dots included, so a hidden staff path
  // cannot be found through the folder's own name.
  matcher: ['/((?!api|_next|_vercel|media|paymob-simulator|.*\\..*).*)', '/staff/:path*'],
}
