import type { Payload } from 'payload'

/**
 * The jobs worker's loop (`npm run worker`, `scripts/worker.ts`): every `intervalMs`, queue what
 * the tasks' schedules make due (`handleSchedules`: Payload keeps one of each scheduled task
 * waiting at most) and run the due jobs of the queue. A failed round is logged and the next one
 * tries again. `stop()` lets the round in progress finish, then resolves: a job is never cut off
 * halfway by a deploy's SIGTERM.
 */

export type JobsLoop = {
  /** Rounds completed so far. */
  rounds: () => number
  stop: () => Promise<void>
}

export function runJobsLoop(
  payload: Payload,
  { queue, intervalMs, limit = 10 }: { queue: string; intervalMs: number; limit?: number },
): JobsLoop {
  let stopping = false
  let rounds = 0
  let wake: () => void = () => undefined

  const round = async () => {
    try {
      await payload.jobs.handleSchedules({ queue })
      await payload.jobs.run({ queue, limit, silent: { info: true } })
    } catch (error) {
      payload.logger.error({ err: error, msg: `Jobs worker: the round on queue ${queue} failed` })
    }
    rounds += 1
  }

  const done = (async () => {
    while (!stopping) {
      await round()
      if (stopping) break
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, intervalMs)
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
    }
  })()

  return {
    rounds: () => rounds,
    async stop() {
      stopping = true
      wake()
      await done
    },
  }
}
