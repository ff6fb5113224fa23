import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { staffGraphQL } from '@/http/staffGraphQL'

// Staff only, within limits, checked before Payload parses or runs anything (src/http/staffGraphQL.ts).
export const POST = staffGraphQL(config, GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
