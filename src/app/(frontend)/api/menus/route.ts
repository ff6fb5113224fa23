import { NextResponse } from 'next/server'

import { getMenusAllLocales } from '@/content/queries'

export const dynamic = 'force-dynamic'

/** GET /api/menus: every menu with its name and items' names in both languages (the spec's shape). */
export async function GET() {
  return NextResponse.json(await getMenusAllLocales())
}
