import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload Local API on the run's throw-away database (see intGlobalSetup). */
export function testPayload(): Promise<Payload> {
  return getPayload({ config })
}
