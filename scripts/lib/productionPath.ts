/**
 * The production path's checks (CI, issue 43): on the production server the end-to-end run
 * started (`next build`, the committed migrations on a fresh database, `scripts/server.ts` with
 * NODE_ENV=production and a non-default staff path), the pages answer in both languages, the staff
 * path's login answers, the admin's default folder names hide nothing, and the migrations are
 * recorded as applied. Returns the problems found (none: the path holds).
 */
import pg from 'pg'

export async function checkProductionPath(
  baseUrl: string,
  env: NodeJS.ProcessEnv,
): Promise<string[]> {
  const staffPath = env.STAFF_PATH!
  const expected: [string, number][] = [
    ['/', 200],
    ['/ar', 200],
    [`${staffPath}/login`, 200],
    // The admin's folder name hides nothing: with or without a dot, the site's 404.
    ['/staff/login', 404],
    ['/staff/x.y', 404],
    ['/admin', 404],
  ]
  const problems: string[] = []
  for (const [path, want] of expected) {
    const answer = await fetch(baseUrl + path, { redirect: 'manual' })
    await answer.arrayBuffer()
    console.log(`[production path] GET ${path} -> ${answer.status} (want ${want})`)
    if (answer.status !== want) problems.push(`GET ${path} answered ${answer.status}, not ${want}`)
  }
  const client = new pg.Client({ connectionString: env.DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query<{ applied: string }>(
      'select count(*) as applied from payload_migrations where batch > 0',
    )
    const applied = Number(rows[0]?.applied ?? 0)
    console.log(`[production path] applied migrations: ${applied}`)
    if (applied < 1) problems.push('no migration is recorded as applied')
  } finally {
    await client.end()
  }
  return problems
}
