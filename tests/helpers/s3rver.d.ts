// The parts of s3rver (the @20minutes fork, which ships no types) that tests/helpers/s3Emulator.ts uses.
declare module '@20minutes/s3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export default class S3rver {
    constructor(options: {
      directory: string
      silent?: boolean
      configureBuckets?: { name: string }[]
    })
    /** Creates the configured buckets in the store. */
    configureBuckets(): Promise<unknown>
    /** Koa's request handler: the S3 API. */
    callback(): (request: IncomingMessage, response: ServerResponse) => Promise<void>
  }
}
