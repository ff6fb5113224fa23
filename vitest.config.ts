import path from 'node:path'

import { defineConfig } from 'vitest/config'

import { INT_WORKERS } from './tests/helpers/intWorkers'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          // next-intl imports `next/navigation` without an extension; let Vite resolve it.
          server: { deps: { inline: ['next-intl'] } },
          include: ['tests/unit/**/*.spec.{ts,tsx}'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          environment: 'node',
          include: ['tests/int/**/*.int.spec.ts'],
          globalSetup: ['tests/helpers/intGlobalSetup.ts'],
          // One Payload instance per file, each on its own copy of the migrated template
          // (tests/helpers/intFileDatabase.ts); INT_WORKERS files at once. A worker runs its
          // files in one process, so the libraries load once per worker, not once per file; the
          // setup file starts each file afresh (environment, our modules, Payload, caches).
          isolate: false,
          setupFiles: ['tests/helpers/intFileDatabase.ts'],
          maxWorkers: INT_WORKERS,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
