import pg from 'pg'

/**
 * The end-to-end server runs in production mode, where /api/dev/outbox answers 404; the tests
 * read the outbox table of the run's database instead (NOTIFICATIONS_DRIVER=outbox there).
 */
export async function codeSentTo(to: string, after = new Date(0)): Promise<string> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    for (let attempt = 0; attempt < 20; attempt++) {
      const { rows } = await client.query(
        'select body from outbox where "to" = $1 and created_at > $2 order by created_at desc limit 1',
        [to, after],
      )
      const code = String(rows[0]?.body ?? '').match(/\b(\d{6})\b/)?.[1]
      if (code) return code
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    throw new Error(`no code was sent to ${to}`)
  } finally {
    await client.end()
  }
}

/** Lifts the 60 s wait before the customer's next verification code (the run's database). */
export async function forgetResendDelay(customerId: number): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query('delete from rate_limits where key = $1', [
      `codeResend:${customerId}:verify`,
    ])
  } finally {
    await client.end()
  }
}
