import { after } from 'next/server'

/**
 * Runs `task` once the answer is on its way (Next's `after`), so a slow mail or SMS provider never
 * holds up the booking; outside a Next request (the integration tests) it runs before answering.
 */
export async function afterAnswering(task: () => Promise<void>): Promise<void> {
  try {
    after(task)
  } catch {
    await task()
  }
}
