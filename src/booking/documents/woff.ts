import { inflateSync } from 'node:zlib'

/**
 * A WOFF 1.0 font unpacked into the plain TrueType/OpenType file it wraps. fontkit reads WOFF
 * itself, but inflates a table again (in JavaScript) every time it reads from it, which is once
 * per glyph for the outlines: a voucher took about a second. Unpacked once with zlib, the same
 * font is read at once.
 */

const WOFF_SIGNATURE = 0x774f4646 // 'wOFF'
const WOFF_HEADER = 44
const WOFF_ENTRY = 20
const SFNT_HEADER = 12
const SFNT_ENTRY = 16

const align4 = (length: number) => (length + 3) & ~3

export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE) {
    throw new Error('Not a WOFF font')
  }
  const flavor = woff.readUInt32BE(4)
  const numTables = woff.readUInt16BE(12)
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = WOFF_HEADER + index * WOFF_ENTRY
    const offset = woff.readUInt32BE(entry + 4)
    const compLength = woff.readUInt32BE(entry + 8)
    const origLength = woff.readUInt32BE(entry + 12)
    const stored = woff.subarray(offset, offset + compLength)
    const data = compLength < origLength ? inflateSync(stored) : stored
    if (data.length !== origLength) throw new Error('A WOFF table has the wrong length')
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data }
  })

  const headerLength = SFNT_HEADER + numTables * SFNT_ENTRY
  const size = tables.reduce((sum, table) => sum + align4(table.data.length), headerLength)
  const sfnt = Buffer.alloc(size)
  const power = 2 ** Math.floor(Math.log2(numTables))
  sfnt.writeUInt32BE(flavor, 0)
  sfnt.writeUInt16BE(numTables, 4)
  sfnt.writeUInt16BE(power * 16, 6)
  sfnt.writeUInt16BE(Math.log2(power), 8)
  sfnt.writeUInt16BE(numTables * 16 - power * 16, 10)
  let offset = headerLength
  // WOFF keeps the directory sorted by tag, as sfnt wants it.
  tables.forEach((table, index) => {
    const entry = SFNT_HEADER + index * SFNT_ENTRY
    sfnt.writeUInt32BE(table.tag, entry)
    sfnt.writeUInt32BE(table.checksum, entry + 4)
    sfnt.writeUInt32BE(offset, entry + 8)
    sfnt.writeUInt32BE(table.data.length, entry + 12)
    table.data.copy(sfnt, offset)
    offset += align4(table.data.length)
  })
  return sfnt
}
