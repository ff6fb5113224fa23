import type { z } from 'zod'

import type { MessageKey } from '@/i18n/messageKeys'

import { codeOfMessageKey, type Failure, type FieldIssue, fail } from './failure'

/** A rule's message that is a catalogue key (`account.errors.phoneInvalid`), not zod's own text. */
const CATALOGUE_KEY = /^[a-z]+\.errors\.[A-Za-z]+$/

/**
 * A refused request body as one failure: the schemas give each rule's catalogue key as the zod
 * message (`account.errors.phoneInvalid`), so the first issue becomes the code and message the
 * person reads, and `issues` lists every refused field with its own (so a form marks them all at
 * once); anything else (a missing object, a wrong type without a rule) is `invalid-body`.
 */
export function zodFailure(error: z.ZodError): Failure {
  const message = error.issues[0]?.message ?? ''
  if (!CATALOGUE_KEY.test(message)) return fail('invalid-body', 'api.invalidBody')
  const issues = fieldIssues(error)
  return fail(codeOfMessageKey(message), message as MessageKey, issues.length ? { issues } : {})
}

/** One issue per refused field (its first refused rule), in the order zod found them. */
function fieldIssues(error: z.ZodError): FieldIssue[] {
  const issues: FieldIssue[] = []
  for (const issue of error.issues) {
    if (issue.path.length === 0 || !CATALOGUE_KEY.test(issue.message)) continue
    const field = issue.path.map(String).join('.')
    if (issues.some((known) => known.field === field)) continue
    issues.push({
      field,
      code: codeOfMessageKey(issue.message),
      messageKey: issue.message as MessageKey,
    })
  }
  return issues
}
