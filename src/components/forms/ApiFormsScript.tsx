import path from 'node:path'

import { browserScriptSource } from '@/server/browserScripts'

/**
 * The public forms' script (`apiForms.browser.js`) under `next dev`, read at each render so edits
 * show. The production server puts it in the pages itself (`src/server/staticPages.ts`: inline
 * where a page has such a form, loaded on demand by the pages with React), which keeps it out of
 * the pages' RSC data; `next dev` has no such pass, so the layout renders it there.
 */
export function ApiFormsScript() {
  if (process.env.NODE_ENV === 'production') return null
  const file = path.join(process.cwd(), 'src/components/forms/apiForms.browser.js')
  return <script dangerouslySetInnerHTML={{ __html: browserScriptSource(file) }} />
}
