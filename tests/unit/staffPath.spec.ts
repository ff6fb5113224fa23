import { describe, expect, it } from 'vitest'

import { staffPath } from '@/lib/staffPath'

describe('staffPath', () => {
  it('defaults to /staff', () => {
    expect(staffPath({})).toBe('/staff')
  })

  it('normalises slashes around one segment', () => {
    expect(staffPath({ STAFF_PATH: 'ops-7f3k' })).toBe('/ops-7f3k')
    expect(staffPath({ STAFF_PATH: '/ops-7f3k/' })).toBe('/ops-7f3k')
  })

  it.each(['/api', '/ar', '/admin', '/a/b', '/x', '/has space', '/caf\u00e9'])(
    'refuses %s',
    (value) => {
      expect(() => staffPath({ STAFF_PATH: value })).toThrow()
    },
  )
})
