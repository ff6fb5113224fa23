import type { AdminViewConfig } from 'payload'

import { ADMIN_ROUTES } from '../staffRoutes'

const screen = (file: string, name: string) => `/backoffice/screens/${file}#${name}`

/**
 * The spec's back-office routes as Payload custom views (docs/decisions.md, "Staff"): the admin
 * path itself leads to the dashboard; the desk's screens are views of their own; the admin-only
 * routes open Payload's screens (an operator is told they are not theirs).
 */
export function staffViews(): Record<string, AdminViewConfig> {
  const views: Record<string, AdminViewConfig> = {
    // Replaces Payload's dashboard at the admin path itself: staff land on the desk's dashboard.
    dashboard: { Component: screen('AdminRoutes', 'RootRedirect') },
    deskDashboard: { Component: screen('Dashboard', 'Dashboard'), path: '/dashboard', exact: true },
    deskReservations: {
      Component: screen('Reservations', 'Reservations'),
      path: '/reservations',
      exact: true,
    },
    deskReservation: {
      Component: screen('Reservation', 'Reservation'),
      path: '/reservations/:number',
      exact: true,
    },
    deskTrips: { Component: screen('TripBoard', 'TripBoard'), path: '/trips', exact: true },
    deskRunSheet: { Component: screen('RunSheet', 'RunSheet'), path: '/runsheet', exact: true },
    deskPaymentLinks: {
      Component: screen('PaymentLinks', 'PaymentLinks'),
      path: '/paymentlinks',
      exact: true,
    },
  }
  for (const route of Object.keys(ADMIN_ROUTES)) {
    views[`admin-${route.replace('/', '-')}`] = {
      Component: screen('AdminRoutes', 'AdminRoutes'),
      path: `/${route}`,
      exact: true,
    }
  }
  return views
}
