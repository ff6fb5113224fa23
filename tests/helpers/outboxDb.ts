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

/** The newest email recorded for `to` since `after` (Payload's own included), or an error. */
export async function emailSentTo(
  to: string,
  after = new Date(0),
): Promise<{ template: string; subject: string; body: string; html: string | null }> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    for (let attempt = 0; attempt < 20; attempt++) {
      const { rows } = await client.query(
        `select template, subject, body, html from outbox
         where "to" = $1 and channel = 'email' and created_at > $2 order by created_at desc limit 1`,
        [to, after],
      )
      if (rows[0]) return rows[0]
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    throw new Error(`no email was sent to ${to}`)
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

/**
 * Lifts the sign-ups-per-address limit (10 an hour), the codes per address (30 an hour) and the
 * code SMS shares of an address, its network and everyone (20, 40, 200 an hour), and the payment
 * orders per address (20 an hour) in the run's database: every test's browser signs up and pays
 * from the one loopback address, far more often than any real address may. The limits themselves are tested on their own
 * (tests/int/rate-limits.int.spec.ts).
 */
export async function forgetSignupLimit(): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query(
      `delete from rate_limits where key like 'signupPerIp:%' or key like 'codePerIp:%'
         or key like 'smsOverallPerIp:%' or key like 'smsOverallPerNetwork:%'
         or key like 'smsOverall:%' or key like 'paymentOrderPerIp:%'`,
    )
  } finally {
    await client.end()
  }
}

/** The messages of one template sent to `to` (the run's database), oldest first. */
export async function messagesTo(
  to: string,
  template: string,
): Promise<{ channel: string; locale: string; body: string; subject: string | null }[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query(
      'select channel, locale, body, subject from outbox where "to" = $1 and template = $2 order by created_at',
      [to, template],
    )
    return rows
  } finally {
    await client.end()
  }
}

/**
 * Runs `work` while every insert into the outbox fails (a trigger), as when the database goes away
 * right after a booking's or a payment's commit, before its messages are stored.
 */
export async function whileOutboxRefuses<T>(
  pool: { query: (text: string) => Promise<unknown> },
  work: () => Promise<T>,
): Promise<T> {
  await pool.query(`create or replace function outbox_refused_in_test() returns trigger
    language plpgsql as $$ begin raise exception 'the outbox is unreachable'; end $$`)
  await pool.query(`create trigger outbox_refused_in_test before insert on outbox
    for each row execute function outbox_refused_in_test()`)
  try {
    return await work()
  } finally {
    await pool.query('drop trigger outbox_refused_in_test on outbox')
    await pool.query('drop function outbox_refused_in_test()')
  }
}

/** 'YYYY-MM-DDTHH:mm' in Cairo of `instant`. */
const cairoWall = (instant: Date) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Africa/Cairo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`
}

/**
 * Moves a booking's outbound pickup to within the next half hour of today in Cairo (a booking
 * cannot be made that close through the site: the lead time refuses it), so the trip-day screens
 * have a leg that is due now. Answers the new pickup instant.
 */
export async function pickupDueNow(reservationNumber: string): Promise<Date> {
  const now = Date.now()
  const today = cairoWall(new Date(now)).slice(0, 10)
  const pickup = [20, -5, 1]
    .map((minutes) => new Date(now + minutes * 60_000))
    .find((candidate) => cairoWall(candidate).slice(0, 10) === today)!
  pickup.setSeconds(0, 0)
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    const { rowCount } = await client.query(
      'update reservations set exec_date = $2, exec_local = $3 where reservation_number = $1',
      [reservationNumber, pickup, cairoWall(pickup)],
    )
    if (rowCount !== 1) throw new Error(`no reservation ${reservationNumber}`)
  } finally {
    await client.end()
  }
  return pickup
}
