import { describe, expect, it } from 'vitest'

import { conflictsWith, legWindow, windowsOverlap } from '@/fleet/conflicts'

const at = (hhmm: string) => new Date(`2027-03-10T${hhmm}:00+02:00`)
const leg = (
  reservationNumber: string,
  hhmm: string,
  which: 'outbound' | 'return' = 'outbound',
  drive = 60,
  margin = 30,
) => ({ reservationNumber, leg: which, window: legWindow(at(hhmm), drive, margin) })

describe('when a driver or vehicle is busy (decision 0185)', () => {
  it('a leg holds them from its pickup for the drive and the margin', () => {
    expect(legWindow(at('09:00'), 60, 30)).toEqual({ start: at('09:00'), end: at('10:30') })
    // A negative figure (a typo in the settings) never shortens the window below the pickup.
    expect(legWindow(at('09:00'), -5, -5)).toEqual({ start: at('09:00'), end: at('09:00') })
  })

  it('back-to-back legs do not conflict; one minute of overlap does', () => {
    const first = legWindow(at('09:00'), 60, 30)
    expect(windowsOverlap(first, legWindow(at('10:30'), 60, 30))).toBe(false)
    expect(windowsOverlap(first, legWindow(at('10:29'), 60, 30))).toBe(true)
    expect(windowsOverlap(legWindow(at('10:29'), 60, 30), first)).toBe(true)
  })

  it('names the legs in the way, earliest first, and never the leg being dispatched again', () => {
    const candidate = leg('MS-AAAAAA', '10:00')
    const busy = [
      leg('MS-CCCCCC', '11:00'),
      leg('MS-AAAAAA', '10:00'),
      leg('MS-BBBBBB', '09:00'),
      leg('MS-DDDDDD', '11:30'),
    ]
    expect(conflictsWith(candidate, busy).map((other) => other.reservationNumber)).toEqual([
      'MS-BBBBBB',
      'MS-CCCCCC',
    ])
  })

  it("a round trip's own return is in the way of its outbound when they overlap", () => {
    const outbound = leg('MS-AAAAAA', '09:00', 'outbound', 180, 30)
    const sameDayReturn = leg('MS-AAAAAA', '11:00', 'return')
    expect(conflictsWith(outbound, [sameDayReturn])).toEqual([sameDayReturn])
  })

  it('a pickup moved later by a flight delay can move into a conflict', () => {
    const evening = leg('MS-BBBBBB', '14:00')
    expect(conflictsWith(leg('MS-AAAAAA', '12:00'), [evening])).toEqual([])
    expect(conflictsWith(leg('MS-AAAAAA', '13:00'), [evening])).toEqual([evening])
  })
})
