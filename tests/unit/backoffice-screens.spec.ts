import { describe, expect, it } from 'vitest'

import { dashboardDays, dashboardLinks } from '@/backoffice/dashboard'
import { listQuery } from '@/backoffice/reservationList'
import { staffActionsFor } from '@/backoffice/staffActions'
import { ADMIN_ROUTES, adminRouteTarget, isAdminRoute } from '@/backoffice/staffRoutes'

describe('the admin-only routes', () => {
  it('open the matching Payload screen, an editor route the named document', () => {
    expect(adminRouteTarget('settings')).toBe('/globals/settings')
    expect(adminRouteTarget('users')).toBe('/collections/users')
    expect(adminRouteTarget('menus/edit', '12')).toBe('/collections/menus/12')
    expect(adminRouteTarget('articles/editor')).toBe('/collections/articles/create')
    // Anything but a whole number opens a new document rather than a crafted path.
    expect(adminRouteTarget('users/edit', '../settings')).toBe('/collections/users/create')
    expect(isAdminRoute('dashboard')).toBe(false)
    expect(Object.keys(ADMIN_ROUTES).toSorted()).toEqual([
      'articles',
      'articles/editor',
      'menus',
      'menus/edit',
      'settings',
      'users',
      'users/edit',
    ])
  })
})

describe('the status buttons', () => {
  it('offer only the staff moves the state machine allows', () => {
    expect(staffActionsFor('cash-not-sent')).toEqual(['send-to-operations', 'cancel'])
    expect(staffActionsFor('paid-not-sent')).toEqual(['send-to-operations', 'cancel'])
    expect(staffActionsFor('pending')).toEqual(['cancel'])
    expect(staffActionsFor('completed')).toEqual(['cancel'])
    expect(staffActionsFor('fail')).toEqual([])
    expect(staffActionsFor('cancelled')).toEqual([])
  })
})

describe('the dashboard days', () => {
  it('are Cairo days, across midnight and daylight saving time', () => {
    // 22:30 UTC in winter is 00:30 the next day in Cairo (UTC+2).
    expect(dashboardDays(new Date('2027-01-10T22:30:00Z'))).toEqual({
      today: '2027-01-11',
      tomorrow: '2027-01-12',
      since7: '2027-01-05',
      since30: '2026-12-13',
    })
    // In summer Cairo is UTC+3: 21:30 UTC is already the next day.
    expect(dashboardDays(new Date('2027-07-10T21:30:00Z')).today).toBe('2027-07-11')
  })

  it('link each figure to a list query the list accepts', () => {
    const links = dashboardLinks(dashboardDays(new Date('2027-01-10T10:00:00Z')))
    for (const link of [
      links.pickupsToday,
      links.pickupsTomorrow,
      links.booked7,
      links.booked30,
      links.waiting,
      links.latest,
      ...Object.values(links.byStatus),
    ]) {
      expect(listQuery.safeParse(link).success, JSON.stringify(link)).toBe(true)
    }
    expect(links.pickupsToday).toMatchObject({ from: '2027-01-10', to: '2027-01-10' })
  })
})
