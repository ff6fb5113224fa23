/** The checks' report: each check printed as it is made, and the verdict with its exit code. */
import { attempts } from './bookings'
import { paid } from './payments'

const failures: string[] = []
export function check(condition: boolean, message: string) {
  if (!condition) failures.push(message)
  console.log(`  ${condition ? '✓' : '✗'} ${message}`)
}

/** Prints whether every check held and gives the exit code (0 when they all did). */
export function verdict(): number {
  console.log(
    failures.length === 0
      ? `[faults] passed: ${attempts.length} bookings tried, ${attempts.filter((a) => a.accepted).length} accepted, ${paid.length} paid`
      : `[faults] FAILED: ${failures.length} check(s)`,
  )
  return failures.length === 0 ? 0 : 1
}
