import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { richText } from '@/seed/lexical'

/**
 * The seeded guide on meeting the driver stops stating the free wait (decision 0180): a database
 * seeded before keeps "the first 45 minutes after landing are free" in its English article, a
 * figure the admin may since have changed in the settings. The paragraph, when it is still as
 * seeded word for word, becomes the seed's new one (which sends the reader to the terms for how
 * long it is); a paragraph an admin rewrote stays theirs. The current text and the latest version
 * change; older versions stay history. The Arabic article never named a figure.
 */

const BEFORE =
  "Your driver waits at the exit of the arrivals hall, holding a sign with your name. A few hours before landing we send you the driver's name and mobile number by SMS and email. Your flight is tracked, and for airport pickups the first 45 minutes after landing are free, so queues at passport control are no problem: see our [terms and conditions](/terms) for the details. If you cannot find the driver, call our 24/7 hotline **+20 100 555 0123**."
const AFTER =
  "Your driver waits at the exit of the arrivals hall, holding a sign with your name. A few hours before landing we send you the driver's name and mobile number by SMS and email. Your flight is tracked, and for airport pickups the free waiting time counts from the actual landing, so queues at passport control are no problem: see our [terms and conditions](/terms) for how long it is. If you cannot find the driver, call our 24/7 hotline **+20 100 555 0123**."

type Node = { type?: string; text?: string; children?: Node[]; [key: string]: unknown }

const textOf = (node: Node): string => node.text ?? (node.children ?? []).map(textOf).join('')

const paragraphOf = (markdown: string): Node =>
  (richText(markdown) as unknown as { root: Node }).root.children![0]!

/** `content` with the old paragraph replaced; null when it is not there. */
export function rewriteArticle(content: unknown): unknown | null {
  const root = (content as { root?: Node } | null)?.root
  if (!root?.children) return null
  const before = textOf(paragraphOf(BEFORE))
  let changed = false
  const children = root.children.map((child) => {
    if (child.type !== 'paragraph' || textOf(child) !== before) return child
    changed = true
    return { ...child, children: paragraphOf(AFTER).children }
  })
  return changed ? { ...(content as object), root: { ...root, children } } : null
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const current = await db.execute(sql`SELECT id, content FROM articles_locales WHERE _locale = 'en'`)
  for (const row of current.rows as { id: number; content: unknown }[]) {
    const next = rewriteArticle(row.content)
    if (next) {
      await db.execute(
        sql`UPDATE articles_locales SET content = ${JSON.stringify(next)}::jsonb WHERE id = ${row.id}`,
      )
    }
  }
  const versions = await db.execute(sql`
    SELECT l.id, l.version_content AS content
    FROM _articles_v_locales l JOIN _articles_v v ON v.id = l._parent_id
    WHERE v.latest = true AND l._locale = 'en'`)
  for (const row of versions.rows as { id: number; content: unknown }[]) {
    const next = rewriteArticle(row.content)
    if (next) {
      await db.execute(
        sql`UPDATE _articles_v_locales SET version_content = ${JSON.stringify(next)}::jsonb WHERE id = ${row.id}`,
      )
    }
  }
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The old paragraph stated a figure the policy may no longer have: nothing to restore.
}
