import { type ChildProcess, spawn, spawnSync, type StdioOptions } from 'node:child_process'
import path from 'node:path'

import { PROJECT_DIR } from './database'

const NEXT_BIN = path.join(PROJECT_DIR, 'node_modules/next/dist/bin/next')

/**
 * Starts the server (`scripts/server.ts`: Next's request handler in this one process; development
 * or production by NODE_ENV) in Node itself with tsx's loader, so signals reach it directly.
 */
export function spawnServer(
  port: string,
  env: NodeJS.ProcessEnv,
  stdio: StdioOptions = 'inherit',
): ChildProcess {
  return spawn(
    process.execPath,
    ['--import', 'tsx', path.join(PROJECT_DIR, 'scripts/server.ts'), '--port', port],
    { cwd: PROJECT_DIR, env, stdio },
  )
}

/**
 * Node's exit code when the entry's top-level await never settled: the script stopped part-way
 * without an error. Seen now and then on a loaded machine (about 1 run in 20 under vitest, once in
 * CI), cause not found; docs/decisions.md, "Scripts that stop part-way".
 */
const UNSETTLED_TOP_LEVEL_AWAIT = 13

/**
 * Runs a TypeScript script to completion, in Node itself with tsx's loader (as the server runs);
 * throws when it fails. The scripts run here (migrate, seed) may run again safely: one that
 * stopped with an unsettled top-level await is run once more, and said so.
 */
export function runScript(script: string, env: NodeJS.ProcessEnv, args: string[] = []): void {
  const run = () =>
    spawnSync(process.execPath, ['--import', 'tsx', path.join(PROJECT_DIR, script), ...args], {
      cwd: PROJECT_DIR,
      env,
      stdio: 'inherit',
    })
  let result = run()
  if (result.status === UNSETTLED_TOP_LEVEL_AWAIT) {
    console.warn(
      `${script} stopped part-way (exit 13, an unsettled top-level await); running it again`,
    )
    result = run()
  }
  if (result.status !== 0)
    throw new Error(`${script} failed (exit ${result.status ?? result.signal})`)
}

/**
 * Runs a command to its end without blocking this process's event loop, and answers its exit
 * code (1 when it was stopped or could not start; after `timeoutMs`, SIGTERM). A PostgreSQL this
 * process started (the embedded one) writes its log into a pipe that only a running event loop
 * empties: a synchronous spawn here would leave it blocked on a full pipe (its checkpointer, and a
 * DROP DATABASE waiting for it), and the child waiting on it for ever.
 */
export function runChild(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: PROJECT_DIR,
      env: options.env ?? process.env,
      stdio: 'inherit',
    })
    const timer = options.timeoutMs
      ? setTimeout(() => {
          console.error(
            `${path.basename(command)} ${args.join(' ')}: stopped after ${options.timeoutMs! / 60_000} min`,
          )
          child.kill('SIGTERM')
        }, options.timeoutMs)
      : undefined
    child.once('error', (error) => {
      console.error(error)
      clearTimeout(timer)
      resolve(1)
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve(code ?? 1)
    })
  })
}

/** `npm run build`: `next build`, run directly (not through npx) so signals reach it. */
export function buildAppSync(env: NodeJS.ProcessEnv): void {
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: PROJECT_DIR,
    env,
    stdio: 'inherit',
  })
  if (result.status !== 0)
    throw new Error(`next build failed (exit ${result.status ?? result.signal})`)
}

/**
 * Waits until `url` answers at all (any HTTP status), or throws after `timeoutMs`, or as soon as
 * `server` (the process that should answer there) has exited.
 */
export async function waitForUrl(
  url: string,
  timeoutMs: number,
  server?: ChildProcess,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) {
      throw new Error(`the server of ${url} exited (code ${server.exitCode}) before answering`)
    }
    if (server?.signalCode) {
      throw new Error(`the server of ${url} was stopped (${server.signalCode}) before answering`)
    }
    try {
      await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/** Forwards Ctrl-C and termination to `child`, then runs `cleanup` and exits with its code. */
export function superviseChild(child: ChildProcess, cleanup: () => Promise<void>): void {
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    if (child.exitCode === null) child.kill(signal)
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
  child.on('exit', (code, signal) => {
    void cleanup().finally(() => process.exit(code ?? (signal ? 0 : 1)))
  })
}
