/**
 * Whether a TCP port is free before a runner starts a server on it: the end-to-end tests and the
 * benchmark would otherwise carry on against whatever already listens there (another checkout's
 * server, a forgotten `npm start`) and report its behaviour as ours.
 */
import { connect, createServer } from 'node:net'

/** Something accepts connections on host:port (tried for at most a second). */
function answers(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host })
    const done = (result: boolean) => {
      socket.destroy()
      resolve(result)
    }
    socket.setTimeout(1000, () => done(false))
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
  })
}

/** Another socket holds the port on every interface (what the production server binds). */
function bindRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(true))
    probe.listen({ port, exclusive: true }, () => probe.close(() => resolve(false)))
  })
}

/** Whether anything listens on `port` (IPv4 or IPv6 loopback, or any interface). */
export async function portInUse(port: number): Promise<boolean> {
  const [v4, v6] = await Promise.all([answers(port, '127.0.0.1'), answers(port, '::1')])
  return v4 || v6 || (await bindRefused(port))
}

/**
 * Stops the command at once when `port` is taken. `what` names the server to be started there,
 * `setting` the variable that moves it, e.g. `requireFreePort(3210, 'the end-to-end server',
 * 'E2E_PORT')`.
 */
export async function requireFreePort(port: number, what: string, setting: string): Promise<void> {
  if (!(await portInUse(port))) return
  throw new PortTakenError(
    `Port ${port} is already in use, so ${what} cannot start there: stop what listens on it ` +
      `(e.g. \`ss -ltnp 'sport = :${port}'\` names it) or choose another port with ${setting}.`,
  )
}

export class PortTakenError extends Error {
  override name = 'PortTakenError'
}

/** The port a server command was given (`--port N`), else `PORT`, else 3000. */
export function portArgument(argv: readonly string[] = process.argv): number {
  const at = argv.indexOf('--port')
  return Number(at > 0 ? argv[at + 1] : (process.env.PORT ?? 3000))
}
