import bidiFactory from 'bidi-js'

/**
 * Lines of mixed Arabic and Latin text for a PDF drawn with pdfkit, whose shaper (fontkit) joins
 * Arabic letters and lays one Arabic run out right to left, but knows nothing of the Unicode
 * bidirectional algorithm. This module does the rest, without pdfkit:
 *
 * - `visualRuns` cuts one line into runs of one embedding level (bidi-js) and one font, puts the
 *   runs in visual order (rule L2 of the UBA, at run granularity: inside a run, the level's
 *   direction alone decides the order of its characters) and says what text to hand the shaper
 *   so that it draws each run the right way round;
 * - `wrapText` breaks a paragraph into lines of at most a given width, between words.
 *
 * Each line is resolved on its own with the paragraph's base direction, which is what the
 * voucher's short lines need (an isolate is never cut by its line).
 */

export type Direction = 'ltr' | 'rtl'

/** The fonts of the voucher's family, one per Unicode subset (as @fontsource cuts them). */
export type ScriptFont = 'arabic' | 'latin' | 'latinExt'

/** One piece of a line, drawn with one font, left to right after the runs before it. */
export type TextRun = {
  /** The characters in reading (logical) order, without bidi control characters. */
  text: string
  /** What to give the shaper: `text`, or `text` reversed where the shaper would turn it wrong. */
  shaped: string
  font: ScriptFont
  /** The resolved embedding level: odd is right to left. */
  level: number
}

const bidi = bidiFactory()

/** Marks and isolates that steer the algorithm but have no glyph. */
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/

/** The ranges of @fontsource's "arabic" and "latin-ext" subsets; everything else is "latin". */
const ARABIC_RANGES: readonly [number, number][] = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x0870, 0x08ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfefc],
]
const LATIN_EXT_RANGES: readonly [number, number][] = [
  [0x0100, 0x02ff],
  [0x1d00, 0x1dbf],
  [0x1e00, 0x1eff],
  [0x20a0, 0x20c0],
  [0x2c60, 0x2c7f],
  [0xa720, 0xa7ff],
]
/** Characters inside the latin-ext ranges that the latin subset carries. */
const IN_LATIN = new Set([0x0131, 0x0152, 0x0153, 0x02bb, 0x02bc, 0x02c6, 0x02da, 0x02dc, 0x20ac])

const inRanges = (code: number, ranges: readonly [number, number][]) =>
  ranges.some(([from, to]) => code >= from && code <= to)

/** The font a character needs, or null for white space, which goes with its neighbours. */
export function scriptFontOf(char: string): ScriptFont | null {
  if (/\s/u.test(char)) return null
  const code = char.codePointAt(0)!
  if (inRanges(code, ARABIC_RANGES)) return 'arabic'
  if (inRanges(code, LATIN_EXT_RANGES) && !IN_LATIN.has(code)) return 'latinExt'
  return 'latin'
}

/**
 * Whether fontkit lays `text` out right to left: it does when the first character of a real
 * script (not Common or Inherited) belongs to a right-to-left script. Arabic-Indic digits count
 * as Arabic there, although the bidi algorithm puts them left to right.
 */
const FIRST_SCRIPT_CHAR = /[^\p{Script=Common}\p{Script=Inherited}]/u
const RTL_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u

export function shaperIsRtl(text: string): boolean {
  const first = FIRST_SCRIPT_CHAR.exec(text)
  return first !== null && RTL_SCRIPT.test(first[0])
}

const mirrored = (char: string) => bidi.getMirroredCharacter(char) ?? char
const reversed = (chars: string[]) => chars.slice().reverse().join('')

/** The shaper's input for a run: reversed (and mirrored when right to left) where needed. */
function shapedText(text: string, level: number): string {
  const rtl = level % 2 === 1
  if (rtl === shaperIsRtl(text)) return text
  const chars = Array.from(text)
  return reversed(rtl ? chars.map(mirrored) : chars)
}

type Piece = { chars: string[]; font: ScriptFont | null; level: number }

/** Rule L2 on runs: from the highest level down to the lowest odd one, reverse each stretch. */
function visualOrder<T extends { level: number }>(runs: T[]): T[] {
  if (runs.length === 0) return runs
  const levels = runs.map((run) => run.level)
  const highest = Math.max(...levels)
  const lowest = Math.min(...levels)
  const lowestOdd = lowest % 2 === 1 ? lowest : lowest + 1
  let order = runs.slice()
  for (let level = highest; level >= lowestOdd; level -= 1) {
    const next: T[] = []
    let stretch: T[] = []
    for (const run of order) {
      if (run.level >= level) stretch.push(run)
      else {
        next.push(...stretch.reverse(), run)
        stretch = []
      }
    }
    order = [...next, ...stretch.reverse()]
  }
  return order
}

/** One line's runs, left to right, each with its text in logical order and the shaper's input. */
export function visualRuns(line: string, base: Direction): TextRun[] {
  const { levels } = bidi.getEmbeddingLevels(line, base)
  const pieces: Piece[] = []
  let index = 0
  for (const char of line) {
    const level = levels[index]!
    index += char.length
    if (BIDI_CONTROL.test(char)) continue
    const font = scriptFontOf(char)
    const last = pieces.at(-1)
    if (
      last &&
      last.level === level &&
      (font === null || last.font === null || last.font === font)
    ) {
      last.chars.push(char)
      last.font ??= font
    } else {
      pieces.push({ chars: [char], font, level })
    }
  }
  // White space alone in its run takes the font of the run before it (or the base text's).
  const runs = pieces.map((piece, at): TextRun => {
    const font = piece.font ?? pieces[at - 1]?.font ?? pieces[at + 1]?.font ?? 'latin'
    const text = piece.chars.join('')
    return { text, shaped: shapedText(text, piece.level), font, level: piece.level }
  })
  return visualOrder(runs)
}

/** A word longer than the line, cut into pieces that fit (one character at least per piece). */
function breakWord(word: string, maxWidth: number, widthOf: (text: string) => number): string[] {
  const parts: string[] = []
  let part = ''
  for (const char of word) {
    if (part !== '' && widthOf(part + char) > maxWidth) {
      parts.push(part)
      part = ''
    }
    part += char
  }
  if (part !== '') parts.push(part)
  return parts
}

const OPENS_ISOLATE = /[\u2066-\u2068]/
const CLOSES_ISOLATE = '\u2069'

/**
 * The words of a paragraph, split at spaces but never inside a left-to-right isolate (U+2066 ...
 * U+2069): a phone number in Arabic text stays on one line.
 */
function wordsOf(paragraph: string): string[] {
  const words: string[] = []
  let word = ''
  let ltrDepth = 0
  for (const char of paragraph) {
    if (char === '\u2066') ltrDepth += 1
    else if (char === CLOSES_ISOLATE) ltrDepth = Math.max(0, ltrDepth - 1)
    else if ((char === ' ' || char === '\t') && ltrDepth === 0) {
      if (word !== '') words.push(word)
      word = ''
      continue
    }
    word += char
  }
  if (word !== '') words.push(word)
  return words
}

/**
 * Each line resolved on its own: an isolate that a line break cuts is closed at the end of the
 * line and opened again at the start of the next one.
 */
function balanceIsolates(lines: string[]): string[] {
  const open: string[] = []
  return lines.map((line) => {
    const opened = open.join('')
    for (const char of line) {
      if (OPENS_ISOLATE.test(char)) open.push(char)
      else if (char === CLOSES_ISOLATE) open.pop()
    }
    return `${opened}${line}${CLOSES_ISOLATE.repeat(open.length)}`
  })
}

/**
 * A paragraph broken into lines no wider than `maxWidth` (as `widthOf` measures a line), between
 * words; a word wider than a line is cut. At most `maxLines` lines: the last one then ends with
 * an ellipsis. Lines are in logical order, trimmed; line breaks in the text start new lines. A
 * left-to-right isolate (a phone number in Arabic text) is kept on one line; any other isolate a
 * line cuts is closed and opened again, as each line is resolved on its own.
 */
export function wrapText(
  text: string,
  maxWidth: number,
  widthOf: (line: string) => number,
  maxLines = Number.POSITIVE_INFINITY,
): string[] {
  const lines: string[] = []
  for (const paragraph of text.split(/\r?\n/)) {
    let line = ''
    for (const word of wordsOf(paragraph)) {
      const candidate = line === '' ? word : `${line} ${word}`
      if (widthOf(candidate) <= maxWidth) {
        line = candidate
        continue
      }
      if (line !== '') lines.push(line)
      const parts = widthOf(word) <= maxWidth ? [word] : breakWord(word, maxWidth, widthOf)
      lines.push(...parts.slice(0, -1))
      line = parts.at(-1)!
    }
    if (line !== '') lines.push(line)
  }
  if (lines.length <= maxLines) return balanceIsolates(lines)
  const kept = lines.slice(0, maxLines)
  let last = kept.at(-1)!
  while (last !== '' && widthOf(`${last}…`) > maxWidth)
    last = Array.from(last).slice(0, -1).join('')
  kept[kept.length - 1] = `${last.trimEnd()}…`
  return balanceIsolates(kept)
}
