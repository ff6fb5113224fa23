import { NextResponse } from 'next/server'

import { signOut } from '@/accounts/operations/signIn'
import { isSameOriginRequest } from '@/lib/sameOrigin'
import { apiError } from '@/http/responses'
import { clearSessionCookie, requestContext } from '@/http/session'
import { withDatabaseErrors } from '@/http/databaseErrors'

/**
 * POST /api/logout (what the site's buttons send), and the spec's GET: ends this session and
 * clears the cookie. A link on another site can make the browser send the GET with the session
 * cookie (it is SameSite=Lax), so a request the browser marks as coming from another site logs
 * nobody out: 403 `cross-site-request`, the session untouched.
 */
async function handlePost(request: Request) {
  const ctx = await requestContext(request)
  if (!isSameOriginRequest(request.headers)) {
    return apiError(ctx.locale, 'cross-site-request', 'account.errors.crossSite')
  }
  await signOut(ctx.payload, ctx.token)
  return clearSessionCookie(NextResponse.json({ status: true }))
}

export const POST = withDatabaseErrors(handlePost)

export const GET = POST
