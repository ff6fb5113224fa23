import createIntlMiddleware from 'next-intl/middleware'
import { type NextRequest, NextResponse } from 'next/server'

import { routing } from './i18n/routing'
import { adminHeaders } from './lib/securityHeaders'
import { STAFF_FOLDER, staffPath } from './lib/staffPath'

const intl = createIntlMiddleware(routing)
const STAFF_PATH = staffPath()
/** Payload's admin has a policy of its own (src/lib/securityHeaders.ts), set here at run time. */
const PRODUCTION = process.env.NODE_ENV === 'production'
const ADMIN_HEADERS = adminHeaders({ production: PRODUCTION })
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
    let response = NextResponse.next()
    if (STAFF_PATH !== STAFF_FOLDER) {
      const url = request.nextUrl.clone()
      url.pathname = STAFF_FOLDER + pathname.slice(STAFF_PATH.length)
      response = NextResponse.rewrite(url)
    }
    // robots.txt must not name the hidden path, so the pages themselves ask not to be indexed.
    response.headers.set('X-Robots-Tag', 'noindex, nofollow')
    for (const { key, value } of ADMIN_HEADERS) {
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
  return intl(request)
}

export const config = {
  // Everything but the JSON API, Next's own files, static files (names with a dot) and the local
  // Paymob simulator (development infrastructure with its own root layout: no language routing);
  // and every path under the admin's folder (STAFF_FOLDER), dots included, so a hidden staff path
  // cannot be found through the folder's own name.
  matcher: ['/((?!api|_next|_vercel|media|paymob-simulator|.*\\..*).*)', '/staff/:path*'],
}
