/**
 * The physical limit the benchmark compares against: a bare Node `http` server that answers every
 * request with bytes recorded from the real server (status, headers, body), chosen by method and
 * path. It reads each request's body and does nothing else. Run as its own process, as the app
 * is, so neither shares an event loop with the load generator:
 *   node --import tsx scripts/bench/bareServer.ts <recorded.json> <port>
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

import { type Recorded, routeKey } from './recorded'

const [file, port] = process.argv.slice(2)
if (!file || !port) throw new Error('usage: bareServer.ts <recorded.json> <port>')

const recorded = JSON.parse(readFileSync(file, 'utf8')) as Recorded[]
const answers = new Map(
  recorded.map((entry) => [
    routeKey(entry.method, entry.path),
    { ...entry, body: Buffer.from(entry.bodyBase64, 'base64') },
  ]),
)

createServer((request, response) => {
  const answer = answers.get(routeKey(request.method ?? 'GET', request.url ?? '/'))
  request.resume()
  request.on('end', () => {
    if (!answer) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length })
    response.end(answer.body)
  })
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'))
