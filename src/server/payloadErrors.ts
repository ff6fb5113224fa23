/**
 * Payload's errors recognised by their HTTP status, never with `instanceof`: the pages and the
 * route handlers are separate server bundles, each with its own copy of Payload's error classes,
 * sharing one Payload instance, so a class check fails whenever a page started Payload first.
 */
export function payloadErrorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status
  return error instanceof Error && typeof status === 'number' ? status : undefined
}

/** A Payload error with this HTTP status (400: a validation or unique-value refusal; 401: a
 * refused password). */
export const isPayloadError = (error: unknown, status: number): boolean =>
  payloadErrorStatus(error) === status
