import type { JobsConfig, TaskConfig } from 'payload'

import { isAdminUser } from '@/access/roles'

import { sendDueConfirmations } from '@/notifications/booking'

import { expirePayments } from './expirePayments'
import { sendDueReceipts } from './notifyPayment'
import { reconcilePayments } from './reconcilePayments'
import { retryDueRefunds } from './refundUnserved'

/** The queue of the payments' jobs (`npm run worker` runs it). */
export const PAYMENTS_QUEUE = 'payments'
const QUEUE = PAYMENTS_QUEUE

/**
 * The payments' background work, on Payload's jobs queue: the expiry sweep every minute, the
 * reconciliation with the gateway every five (with the automatic refunds left due), and every minute the booking confirmations and
 * payment receipts a lost database kept from being stored after the answer. Each task is scheduled on its cron and run by the
 * server's `autoRun` (development and `npm start`: one long-running process), or, with
 * `JOBS_AUTORUN=false` on the web instances of a scaled-out deployment, by `npm run worker`
 * (`scripts/worker.ts`, `runJobsLoop`). Tests run the operations themselves, so the test process
 * schedules nothing.
 */
const tasks: TaskConfig[] = [
  {
    slug: 'expirePayments',
    label: 'Expire unpaid card bookings and payment links',
    schedule: [{ cron: '* * * * *', queue: QUEUE }],
    retries: 0,
    handler: async ({ req }) => ({ output: await expirePayments(req.payload) }),
  },
  {
    slug: 'reconcilePayments',
    label: 'Ask the gateway about payments left open',
    schedule: [{ cron: '*/5 * * * *', queue: QUEUE }],
    retries: 0,
    handler: async ({ req }) => {
      const { paymentGateway } = await import('./paymentGateway')
      const gateway = paymentGateway()
      return {
        output: {
          ...(await reconcilePayments(req.payload, gateway)),
          // Refunds of money that paid nothing left due by a server that stopped.
          refunds: await retryDueRefunds(req.payload, gateway),
        },
      }
    },
  },
  {
    slug: 'sendDueNotifications',
    label: 'Send confirmations and receipts the server could not store after its answer',
    schedule: [{ cron: '* * * * *', queue: QUEUE }],
    retries: 0,
    handler: async ({ req }) => ({
      output: {
        confirmations: await sendDueConfirmations(req.payload),
        receipts: await sendDueReceipts(req.payload),
      },
    }),
  },
]

export const paymentJobs = ({ autoRun }: { autoRun: boolean }): JobsConfig => ({
  tasks,
  deleteJobOnComplete: true,
  // Payload lets any logged-in user (a customer too) run, queue or cancel jobs through
  // `/api/cms/payload-jobs/run`; the server's autoRun needs no caller. Admins only.
  access: {
    run: ({ req }) => isAdminUser(req.user),
    queue: ({ req }) => isAdminUser(req.user),
    cancel: ({ req }) => isAdminUser(req.user),
  },
  autoRun: autoRun ? [{ cron: '* * * * *', queue: QUEUE, limit: 10 }] : [],
})
