import { simulatorAvailable } from '@/payments/simulator/environment'

type Env = Record<string, string | undefined>

/** The loopback interfaces: `localhost` is one or the other, depending on the resolver. */
const LOOPBACK_HOSTS = ['127.0.0.1', '::1'] as const

const isLoopbackAddress = (host: string) => host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)

export type ListenPlan = {
  /** The interfaces to listen on; `undefined` is every interface. */
  hosts: (string | undefined)[]
  /** Listening on loopback only because the Paymob simulator answers. */
  loopbackOnly: boolean
  /** A HOSTNAME set to something else, overridden (said in the log). */
  overridden?: string
}

/**
 * Where the production server listens (`scripts/server.ts`): `HOSTNAME`, every interface when it
 * is not set. With the Paymob simulator on (production allows it only on a localhost `SITE_URL`),
 * loopback only, whatever `HOSTNAME` says: the simulator signs successes with public development
 * keys, so nobody else on the network may reach it. A loopback `HOSTNAME` (`127.0.0.1`, `::1`) is
 * kept; anything else, `localhost` included, becomes both loopback addresses.
 */
export function listenPlan(env: Env = process.env): ListenPlan {
  const hostname = env.HOSTNAME?.trim() || undefined
  const simulatorOn =
    env.PAYMENT_GATEWAY?.trim().toLowerCase() === 'simulator' || simulatorAvailable(env)
  if (!simulatorOn) return { hosts: [hostname], loopbackOnly: false }
  const bare = hostname?.replace(/^\[(.*)\]$/, '$1')
  if (bare && isLoopbackAddress(bare)) return { hosts: [bare], loopbackOnly: true }
  return {
    hosts: [...LOOPBACK_HOSTS],
    loopbackOnly: true,
    ...(hostname && hostname !== 'localhost' ? { overridden: hostname } : {}),
  }
}
