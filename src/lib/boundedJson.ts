/**
 * JSON a client sent, parsed only when it is shallow enough: deeply nested arrays or objects
 * (`[[[[...`) would make the parser or a validator recurse until the stack runs out. The depth is
 * counted on the text first (strings skipped), so a hostile body never reaches `JSON.parse`.
 */
export const JSON_MAX_DEPTH = 32

/** Whether `text` nests arrays and objects deeper than `maxDepth` (outside strings). */
export function jsonTooDeep(text: string, maxDepth: number = JSON_MAX_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i)
    if (inString) {
      if (char === 0x5c)
        i++ // backslash: skip the escaped character
      else if (char === 0x22) inString = false
    } else if (char === 0x22) {
      inString = true
    } else if (char === 0x5b || char === 0x7b) {
      depth++
      if (depth > maxDepth) return true
    } else if (char === 0x5d || char === 0x7d) {
      depth--
    }
  }
  return false
}

/** The parsed value, or `undefined` when the text is not JSON or nests too deep. */
export function parseBoundedJson(
  text: string,
  maxDepth: number = JSON_MAX_DEPTH,
): { value: unknown } | undefined {
  if (jsonTooDeep(text, maxDepth)) return undefined
  try {
    return { value: JSON.parse(text) as unknown }
  } catch {
    return undefined
  }
}
