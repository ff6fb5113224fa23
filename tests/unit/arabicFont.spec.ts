import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ARABIC_FONT_FILES } from '@/app/(frontend)/fonts/arabicFont'

const ROOT = path.resolve(__dirname, '../..')
const FONTS = path.join(ROOT, 'src/app/(frontend)/fonts')
const FILES = path.join(ROOT, 'public/fonts')

type Range = [number, number]

/** `U+0600-06FF, U+0020` as [from, to] pairs. */
function parseRanges(text: string): Range[] {
  return text.split(/\s*,\s*/).map((part) => {
    const [from, to = from] = part.replace(/^U\+/i, '').split('-') as [string, string?]
    return [parseInt(from, 16), parseInt(to, 16)]
  })
}

const covered = (ranges: Range[], code: number) =>
  ranges.some(([from, to]) => code >= from && code <= to)

/** Characters of the Arabic script (every Arabic block and presentation form). */
const isArabicScript = (code: number) =>
  (code >= 0x0600 && code <= 0x08ff) || (code >= 0xfb50 && code <= 0xfeff)

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name)
    return statSync(file).isDirectory() ? filesUnder(file) : [file]
  })
}

const css = readFileSync(path.join(FONTS, 'arabic.css'), 'utf8')
const cssRanges = [...css.matchAll(/unicode-range:\s*([^;]+);/g)].map((m) => m[1]!.trim())
const scriptRanges = /^RANGES='([^']+)'$/m.exec(
  readFileSync(path.join(ROOT, 'scripts/subset-arabic-font.sh'), 'utf8'),
)?.[1]

describe("the public site's Arabic font, cut to what Arabic pages use", () => {
  it('declares, for both weights, the range the files were cut to', () => {
    expect(cssRanges).toHaveLength(2)
    for (const range of cssRanges) expect(parseRanges(range)).toEqual(parseRanges(scriptRanges!))
  })

  it('covers every Arabic letter of the site: the Arabic texts and the demo content', () => {
    const ranges = parseRanges(scriptRanges!)
    const texts = [
      readFileSync(path.join(ROOT, 'messages/ar.json'), 'utf8'),
      ...filesUnder(path.join(ROOT, 'src/seed'))
        .filter((file) => file.endsWith('.ts'))
        .map((file) => readFileSync(file, 'utf8')),
    ]
    const missing = new Set<string>()
    for (const text of texts)
      for (const char of text) {
        const code = char.codePointAt(0)!
        if (isArabicScript(code) && !covered(ranges, code)) missing.add(char)
      }
    expect([...missing]).toEqual([])
    // The Arabic-Indic digits the Arabic pages write numbers with are in it.
    for (const digit of '٠١٢٣٤٥٦٧٨٩') expect(covered(ranges, digit.codePointAt(0)!)).toBe(true)
  })

  it('is two WOFF2 files, much lighter than the whole Arabic cut, with their licence', () => {
    for (const weight of [400, 700]) {
      const file = readFileSync(path.join(FILES, `noto-kufi-arabic-${weight}.woff2`))
      expect(file.subarray(0, 4).toString('latin1')).toBe('wOF2')
      expect(file.length).toBeLessThan(20_000)
      expect(css).toContain(`url(/fonts/noto-kufi-arabic-${weight}.woff2)`)
    }
    expect(readFileSync(path.join(FILES, 'LICENSE'), 'utf8')).toContain('SIL Open Font License')
  })

  it('is what Arabic pages preload, file for file', () => {
    const declared = [...css.matchAll(/src:\s*url\(([^)]+)\)/g)].map((m) => m[1])
    expect(declared).toEqual([...ARABIC_FONT_FILES])
  })
})
