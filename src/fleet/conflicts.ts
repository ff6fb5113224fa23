/**
 * When a driver or a vehicle is busy (issue 45 item 2; decision 0185): a leg holds its driver and
 * vehicle from its pickup until the route's expected duration and a margin later. Two legs
 * conflict when those windows overlap; legs back to back (one ends when the next begins) do not.
 * Pure: the dispatch reads the other legs of the same driver or vehicle around the pickup and asks
 * this which of them stand in the way.
 */

export type LegWindow = { start: Date; end: Date }

/** The settings' defaults: a leg's drive where its route says nothing, and the margin after it. */
export const DISPATCH_DEFAULTS = { driveMinutes: 120, marginMinutes: 30 } as const

/** The time a leg holds its driver and vehicle: pickup, then the drive and the margin. */
export function legWindow(pickupAt: Date, driveMinutes: number, marginMinutes: number): LegWindow {
  const minutes = Math.max(0, driveMinutes) + Math.max(0, marginMinutes)
  return { start: pickupAt, end: new Date(pickupAt.getTime() + minutes * 60_000) }
}

/** Whether two windows share any instant; touching ends do not count. */
export const windowsOverlap = (a: LegWindow, b: LegWindow): boolean =>
  a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime()

/** Another leg the same driver or vehicle is on. */
export type BusyLeg = {
  reservationNumber: string
  leg: 'outbound' | 'return'
  window: LegWindow
}

/**
 * The legs of `busy` that overlap the candidate, earliest first; the candidate's own leg (a
 * dispatch that sends the same driver again) is never in its own way.
 */
export function conflictsWith(
  candidate: { reservationNumber: string; leg: 'outbound' | 'return'; window: LegWindow },
  busy: readonly BusyLeg[],
): BusyLeg[] {
  return busy
    .filter(
      (other) =>
        !(other.reservationNumber === candidate.reservationNumber && other.leg === candidate.leg) &&
        windowsOverlap(candidate.window, other.window),
    )
    .sort((a, b) => a.window.start.getTime() - b.window.start.getTime())
}
