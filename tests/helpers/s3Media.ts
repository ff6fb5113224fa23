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

const TSX_BIN = path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx')
const INSTANCE = path.resolve(import.meta.dirname, 'mediaInstance.ts')

/**
 * Runs tests/helpers/mediaInstance.ts (another app instance, in a process of its own) with `env`
 * and returns its answer. Asynchronous: the S3 emulator it talks to runs in this process.
 */
export function runMediaInstance<T>(
  env: NodeJS.ProcessEnv,
  args: ['read' | 'upload', string],
): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX_BIN, [INSTANCE, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => {
      const line = output.split('\n').find((text) => text.startsWith(RESULT_PREFIX))
      if (code === 0 && line) resolve(JSON.parse(line.slice(RESULT_PREFIX.length)) as T)
      else reject(new Error(`mediaInstance.ts ${args.join(' ')} exited ${code}:\n${output}`))
    })
  })
}
