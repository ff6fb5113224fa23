import { inflateSync } from 'node:zlib'

/*
 * Reading back the text of the PDFs pdfkit writes (the voucher), for the unit and end-to-end
 * tests: the drawn runs through their fonts' ToUnicode maps, and the ActualText pdfkit's callers
 * give the shaped Arabic runs.
 */

/** A PDF literal string's bytes, its escapes undone. */
const literalBytes = (literal: string) =>
  Buffer.from(
    literal.replace(/\\([nrtbf()\\])/g, (_, char: string) =>
      char === 'n'
        ? '\n'
        : char === 'r'
          ? '\r'
          : char === 't'
            ? '\t'
            : char === 'b'
              ? '\b'
              : char === 'f'
                ? '\f'
                : char,
    ),
    'latin1',
  )

/** UTF-16BE (with its byte order mark) as pdfkit writes text strings. */
const utf16be = (bytes: Buffer) => {
  const body = Buffer.from(bytes.subarray(2))
  return body.swap16().toString('utf16le')
}

/**
 * The text a reader gets out of a pdfkit PDF: each drawn run through its font's ToUnicode map,
 * and the ActualText of the marked Arabic runs.
 */
export function extractText(bytes: Uint8Array) {
  const raw = Buffer.from(bytes).toString('latin1')
  const objects = new Map<string, { dict: string; stream: string | null }>()
  for (const match of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2]!
    const at = body.indexOf('stream')
    if (at < 0) {
      objects.set(match[1]!, { dict: body, stream: null })
      continue
    }
    const dict = body.slice(0, at)
    const data = body.slice(at + 'stream'.length).replace(/^\r?\n/, '')
    let stream = Buffer.from(data.slice(0, data.lastIndexOf('endstream')), 'latin1')
    if (dict.includes('/FlateDecode')) stream = inflateSync(stream)
    objects.set(match[1]!, { dict, stream: stream.toString('latin1') })
  }
  const hexText = (hex: string) => utf16be(Buffer.from(`feff${hex}`, 'hex'))
  const unicodeOf = new Map<string, Map<number, string>>()
  const fontRefs = [...raw.matchAll(/\/Font <<([^>]*)>>/g)].flatMap((match) => [
    ...match[1]!.matchAll(/\/(F\d+) (\d+) 0 R/g),
  ])
  for (const [, name, id] of fontRefs) {
    const cmapId = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id!)!.dict)![1]!
    const cmap = new Map<number, string>()
    for (const range of objects.get(cmapId)!.stream!.matchAll(/<(\w{4})> <\w{4}> \[([^\]]*)\]/g)) {
      const start = parseInt(range[1]!, 16)
      ;[...range[2]!.matchAll(/<(\w*)>/g)].forEach(([, hex], index) =>
        cmap.set(start + index, hexText(hex!)),
      )
    }
    unicodeOf.set(name!, cmap)
  }
  const glyphs: string[] = []
  const actual: string[] = []
  /** Where each run's baseline is, in points above the bottom of the page. */
  const baselines: number[] = []
  let font = ''
  for (const { stream } of objects.values()) {
    if (!stream?.includes(' TJ')) continue
    for (const [, y] of stream.matchAll(/1 0 0 1 [\d.-]+ ([\d.-]+) Tm/g)) baselines.push(Number(y))
    const operators = /\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ|\/ActualText \(((?:\\.|[^\\)])*)\)/g
    for (const [, fontName, shown, literal] of stream.matchAll(operators)) {
      if (fontName) font = fontName
      else if (literal !== undefined) actual.push(utf16be(literalBytes(literal)))
      else {
        const ids = [...shown!.matchAll(/<(\w+)>/g)].flatMap(([, hex]) => hex!.match(/.{4}/g)!)
        glyphs.push(ids.map((id) => unicodeOf.get(font)!.get(parseInt(id, 16)) ?? '').join(''))
      }
    }
  }
  return { glyphs, actual, raw, baselines }
}
