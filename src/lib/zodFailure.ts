import type { z } from 'zod'

import type { MessageKey } from '@/i18n/messageKeys'

import { codeOfMessageKey, type Failure, fail } from './failure'

/**
 * A refused request body as one failure: the schemas give each rule's catalogue key as the zod
 * message (`account.errors.phoneInvalid`), so the first issue becomes the code and message the
 * person reads; anything else (a missing object, a wrong type without a rule) is `invalid-body`.
 */
export function zodFailure(error: z.ZodError): Failure {
  const message = error.issues[0]?.message ?? ''
  if (!/^[a-z]+\.errors\.[A-Za-z]+$/.test(message)) return fail('invalid-body', 'api.invalidBody')
  return fail(codeOfMessageKey(message), message as MessageKey)
}
