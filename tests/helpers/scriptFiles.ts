import type { Page } from '@playwright/test'

/** Every script file the page asks for from now on (their paths), filled in as they are asked. */
export function scriptFiles(page: Page): string[] {
  const files: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') files.push(new URL(request.url()).pathname)
  })
  return files
}
