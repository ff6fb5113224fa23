import { spawn } from 'node:child_process'
import path from 'node:path'

import sharp from 'sharp'

/** How tests/helpers/mediaInstance.ts marks its answer among Payload's log lines. */
export const RESULT_PREFIX = 'RESULT '

/**
 * A PNG wider than the largest resized copy (hero, 1600 px), so Payload makes all three: a
 * gradient, not a flat colour, so the copies are real pictures of some size.
 */
export async function testPicture(): Promise<Buffer> {
  const width = 1800
  const height = 1000
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3
      pixels[at] = Math.round((x / width) * 255)
      pixels[at + 1] = Math.round((y / height) * 255)
      pixels[at + 2] = 160
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}

const INSTANCE = path.resolve(import.meta.dirname, 'mediaInstance.ts')

/** Node's exit code for a top-level await that never settled: the event loop ran dry. */
const UNSETTLED_TOP_LEVEL_AWAIT = 13

function runOnce(env: NodeJS.ProcessEnv, args: string[]) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', INSTANCE, ...args], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, output }))
  })
}

/**
 * Runs tests/helpers/mediaInstance.ts (another app instance, in a process of its own) with `env`
 * and returns its answer. Asynchronous: the S3 emulator it talks to runs in this process.
 *
 * A tsx process on this loaded machine now and then exits 13 having printed nothing, while still
 * loading the config (seen here, and in the int tests' own `scripts/migrate.ts`, about once in
 * twenty runs): that one, and only that, is run once more.
 */
export async function runMediaInstance<T>(
  env: NodeJS.ProcessEnv,
  args: ['read' | 'upload', string],
): Promise<T> {
  let run = await runOnce(env, args)
  if (run.code === UNSETTLED_TOP_LEVEL_AWAIT && run.output.trim() === '') {
    run = await runOnce(env, args)
  }
  const line = run.output.split('\n').find((text) => text.startsWith(RESULT_PREFIX))
  if (run.code !== 0 || !line) {
    throw new Error(`mediaInstance.ts ${args.join(' ')} exited ${run.code}:\n${run.output}`)
  }
  return JSON.parse(line.slice(RESULT_PREFIX.length)) as T
}
