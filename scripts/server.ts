/**
 * The production HTTP server: Next's own request handler, plus the quote API answered directly
 * from the in-memory catalog (`src/bookingData/quoteDirect.ts`) once Next has loaded it. Run after
 * `next build` with NODE_ENV=production; `npm start`, the end-to-end tests, the benchmark and CI
 * all use it.
 *   PORT (or --port N)   the port, 3000 by default
 *   HOSTNAME             the interface, all of them by default
 */
import { createServer } from 'node:http'

import next from 'next'

import { answerQuoteDirect, directQuoteCatalog } from '@/server/quoteDirect'

const portArgument = process.argv.indexOf('--port')
const port = Number(portArgument > 0 ? process.argv[portArgument + 1] : (process.env.PORT ?? 3000))
const hostname = process.env.HOSTNAME

const app = next({ dev: false, dir: process.cwd(), port, hostname: hostname ?? 'localhost' })
const handle = app.getRequestHandler()
await app.prepare()

const server = createServer((request, response) => {
  const catalog = directQuoteCatalog(request)
  if (catalog) return answerQuoteDirect(request, response, catalog)
  void handle(request, response)
})
server.listen(port, hostname, () => {
  console.log(`▲ Masar on http://${hostname ?? 'localhost'}:${port}`)
})

const stop = () => server.close(() => process.exit(0))
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
