/**
 * A short digest of a text (32-bit FNV-1a, base 36): names a version of something served under
 * a fixed address (`?v=`), so browsers may keep it and still ask again when it changes. Not a
 * security hash.
 */
export function shortDigest(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}
