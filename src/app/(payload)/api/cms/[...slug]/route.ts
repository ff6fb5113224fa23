import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { withPayloadOutage } from '@/http/databaseErrors'
import { throttledStaffLogin } from '@/http/staffLogin'

// A database that cannot be reached is a 503 with Retry-After, not Payload's 500.
export const GET = withPayloadOutage(REST_GET(config))
// The staff login is throttled per address and per account (Payload's lockout is off).
export const POST = withPayloadOutage(throttledStaffLogin(REST_POST(config)))
export const DELETE = withPayloadOutage(REST_DELETE(config))
export const PATCH = withPayloadOutage(REST_PATCH(config))
export const PUT = withPayloadOutage(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
