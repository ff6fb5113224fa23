import { NextResponse } from 'next/server'

import { getMenusAllLocales } from '@/content/queries'
import { withDatabaseErrors } from '@/http/databaseErrors'

export const dynamic = 'force-dynamic'

/** GET /api/menus: every menu with its name and items' names in both languages (the spec's shape). */
async function handleGet() {
  return NextResponse.json(await getMenusAllLocales())
}

export const GET = withDatabaseErrors(handleGet)
