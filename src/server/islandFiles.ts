import { readdirSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { sendImmutableScript } from './browserScripts'

/**
 * The islands' files (`scripts/lib/islands.ts` builds them after `next build`): the parts of
 * public pages that need React, as modules the production server sends to the pages it serves
 * without Next's runtime (`staticPages.ts`).
 */
export const ISLANDS = ['booking'] as const
export type Island = (typeof ISLANDS)[number]

/** Where the build writes them, from the project's folder, and where the server sends them. */
export const ISLANDS_DIR = '.next/islands'
export const ISLANDS_PATH = '/islands'

/** Per island: its module's address and every file loaded before it runs (the module too). */
export type IslandManifest = Partial<Record<Island, { module: string; files: string[] }>>

type Built = {
  manifest: IslandManifest
  /** Every file of the build by address (the calendar's chunk too, loaded later). */
  files: Map<string, { body: Buffer; gzipped: Buffer }>
}
let built: Built | undefined
let dir = path.resolve(import.meta.dirname, '../..', ISLANDS_DIR)

/** Reads the islands from another folder from now on (the unit tests' own build). */
export function readIslandsFrom(folder: string): void {
  dir = folder
  built = undefined
}

/**
 * The built islands, read once; none when the build has not made them (`next build` alone, or
 * `next dev`): their pages then keep React, as they would without the islands.
 */
function islands(): Built {
  if (built) return built
  built = { manifest: {}, files: new Map() }
  let names: string[]
  try {
    names = readdirSync(dir)
    built.manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'))
  } catch {
    return built
  }
  for (const name of names.filter((file) => file.endsWith('.js'))) {
    const body = readFileSync(path.join(dir, name))
    built.files.set(`${ISLANDS_PATH}/${name}`, { body, gzipped: gzipSync(body, { level: 9 }) })
  }
  return built
}

/** The island's module and the files it loads first, or undefined when it was not built. */
export const builtIsland = (island: Island) => islands().manifest[island]

/** Answers a request for an island's file; false for any other request. */
export function serveIslandFile(request: IncomingMessage, response: ServerResponse): boolean {
  if (!request.url?.startsWith(`${ISLANDS_PATH}/`)) return false
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const file = islands().files.get(request.url)
  if (!file) return false
  // Each file's name carries a digest of its content: a new build gives new names.
  sendImmutableScript(request, response, file)
  return true
}
