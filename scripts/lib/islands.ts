/**
 * The islands' build (`npm run build`, after `next build`): the parts of public pages that need
 * React where the page is served without Next's runtime (`src/server/islands.ts`), bundled by
 * esbuild into `.next/islands`: one module per island (`src/islands/<name>.tsx`) and the chunks
 * they share or load later (the booking calendar), each named by a digest of its content, and
 * `manifest.json` saying, per island, the module and every file it loads before it can run.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { build, type Plugin } from 'esbuild'

import { ISLANDS, ISLANDS_DIR, ISLANDS_PATH, type IslandManifest } from '@/server/islandFiles'

import { PROJECT_DIR } from './database'

/**
 * The browsers Next builds for (its default browserslist), so an island runs wherever the
 * pages with React do.
 */
const TARGET = ['chrome111', 'edge111', 'firefox111', 'safari16.4']

/** An imported stylesheet (the calendar's) is added to the page when its chunk loads. */
const stylesAsTags: Plugin = {
  name: 'styles-as-tags',
  setup(builder) {
    builder.onLoad({ filter: /\.css$/ }, (args) => {
      const css = readFileSync(args.path, 'utf8')
      return {
        loader: 'js',
        contents: `var s=document.createElement('style');s.textContent=${JSON.stringify(css)};document.head.appendChild(s)`,
      }
    })
  },
}

const require = createRequire(import.meta.url)
const shim = (file: string) => path.join(PROJECT_DIR, 'src/islands/shims', file)

export async function buildIslands(): Promise<IslandManifest> {
  const outdir = path.join(PROJECT_DIR, ISLANDS_DIR)
  rmSync(outdir, { recursive: true, force: true })
  // The image settings Next built the pages with, for the same optimizer addresses.
  const { config } = JSON.parse(
    readFileSync(path.join(PROJECT_DIR, '.next/required-server-files.json'), 'utf8'),
  ) as {
    config: { images: unknown; deploymentId?: string; trailingSlash: boolean; basePath: string }
  }
  const result = await build({
    absWorkingDir: PROJECT_DIR,
    entryPoints: Object.fromEntries(ISLANDS.map((name) => [name, `src/islands/${name}.tsx`])),
    outdir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    legalComments: 'none',
    target: TARGET,
    jsx: 'automatic',
    metafile: true,
    logLevel: 'warning',
    // What Next's own client build puts in place of these (there is no `process` in a browser).
    define: {
      'process.env.NODE_ENV': '"production"',
      'process.env.__NEXT_IMAGE_OPTS': JSON.stringify(config.images),
      'process.env.NEXT_DEPLOYMENT_ID': JSON.stringify(config.deploymentId ?? ''),
      'process.env.NEXT_SUPPORTS_IMMUTABLE_ASSETS': 'false',
      'process.env._next_intl_trailing_slash': JSON.stringify(String(config.trailingSlash)),
      'process.env._next_intl_base_path': JSON.stringify(config.basePath),
    },
    alias: {
      'next/navigation': shim('navigation.ts'),
      'next/link': shim('link.tsx'),
      'next/image': shim('image.tsx'),
      // The messages are compiled at build time (next.config.ts): as next-intl's plugin does,
      // the formatter without the ICU parser.
      'use-intl/format-message': require.resolve('use-intl/format-message/format-only'),
    },
    plugins: [stylesAsTags],
  })
  const outputs = result.metafile.outputs
  // A setting read at run time that no `define` above replaced would throw in the browser.
  for (const output of Object.keys(outputs)) {
    const unset = /process\.env\.\w+/.exec(readFileSync(path.join(PROJECT_DIR, output), 'utf8'))
    if (unset) throw new Error(`${output} reads ${unset[0]}: add it to the islands' define`)
  }
  const address = (output: string) => `${ISLANDS_PATH}/${path.basename(output)}`
  // Everything a module imports statically is loaded before it runs; dynamic imports are not.
  const loadedBy = (output: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(output)) return seen
    seen.add(output)
    for (const imported of outputs[output]?.imports ?? []) {
      if (imported.kind === 'import-statement') loadedBy(imported.path, seen)
    }
    return seen
  }
  const manifest: IslandManifest = {}
  for (const [output, meta] of Object.entries(outputs)) {
    const name = ISLANDS.find((island) => meta.entryPoint === `src/islands/${island}.tsx`)
    if (!name) continue
    manifest[name] = { module: address(output), files: [...loadedBy(output)].map(address) }
  }
  writeFileSync(path.join(outdir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}
