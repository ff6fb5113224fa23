import path from 'node:path'

import { apiFormsScript } from '@/server/browserScripts'

/**
 * The public forms' script (`apiForms.browser.js`) under `next dev`. The production server puts it
 * first in every public page's body itself (`src/server/staticPages.ts`), which keeps it out of
 * the page's RSC data; `next dev` has no such pass, so the layout renders it there.
 */
export function ApiFormsScript() {
  if (process.env.NODE_ENV === 'production') return null
  const file = path.join(process.cwd(), 'src/components/forms/apiForms.browser.js')
  return <script dangerouslySetInnerHTML={{ __html: apiFormsScript(file) }} />
}
