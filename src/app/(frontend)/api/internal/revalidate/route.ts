import { revalidatePath } from 'next/cache'

import {
  REVALIDATE_TOKEN_ENV,
  REVALIDATE_TOKEN_HEADER,
  revalidateTokenMatches,
} from '@/lib/invalidation'
import { requestLocale } from '@/http/request'
import { apiError } from '@/http/responses'

export const dynamic = 'force-dynamic'

/**
 * The production server's loopback call after another instance's editorial change
 * (`scripts/server.ts`, docs/deploy.md "Scale out"): marks every public page stale, as the
 * editor's own save does on the instance that made it (`src/content/revalidate.ts`). Anyone
 * without this process's token gets the API's 404.
 */
export async function POST(request: Request) {
  const token = process.env[REVALIDATE_TOKEN_ENV]
  if (!revalidateTokenMatches(token, request.headers.get(REVALIDATE_TOKEN_HEADER))) {
    return apiError(requestLocale(request), 'not-found', 'errors.notFoundText')
  }
  revalidatePath('/', 'layout')
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
