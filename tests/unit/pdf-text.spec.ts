import bidiFactory from 'bidi-js'
import { describe, expect, it } from 'vitest'

import {
  type Direction,
  scriptFontOf,
  shaperIsRtl,
  type TextRun,
  visualRuns,
  wrapText,
} from '@/booking/documents/pdfText'

const bidi = bidiFactory()
const LRI = '\u2066'
const FSI = '\u2068'
const PDI = '\u2069'

/** [text, shaped, font, level] of each run, left to right. */
const runs = (line: string, base: Direction) =>
  visualRuns(line, base).map((run) => [run.text, run.shaped, run.font, run.level])

/** The characters as they appear from left to right (what the page shows). */
const seen = (run: TextRun) =>
  run.level % 2 === 1
    ? Array.from(run.text)
        .reverse()
        .map((char) => bidi.getMirroredCharacter(char) ?? char)
        .join('')
    : run.text

describe('visualRuns', () => {
  it('keeps a Latin line as one left-to-right run', () => {
    expect(runs('Pickup: Cairo Airport', 'ltr')).toEqual([
      ['Pickup: Cairo Airport', 'Pickup: Cairo Airport', 'latin', 0],
    ])
  })

  it('hands an Arabic run to the shaper in reading order (fontkit lays it out right to left)', () => {
    expect(runs('قسيمة حجز التوصيل', 'rtl')).toEqual([
      ['قسيمة حجز التوصيل', 'قسيمة حجز التوصيل', 'arabic', 1],
    ])
  })

  it('orders Arabic words and Arabic-Indic digits, the digits left to right', () => {
    // The shaper would turn "٢٤" around as Arabic script: it gets "٤٢" and turns it back.
    expect(runs('الجمعة، ٢٤ أبريل', 'rtl')).toEqual([
      [' أبريل', ' أبريل', 'arabic', 1],
      ['٢٤', '٤٢', 'arabic', 2],
      ['الجمعة، ', 'الجمعة، ', 'arabic', 1],
    ])
  })

  it('keeps an isolated phone number whole, left to right, after an Arabic label', () => {
    expect(runs(`الخط الساخن: ${LRI}+20 100 555 0123${PDI}`, 'rtl')).toEqual([
      ['+20 100 555 0123', '+20 100 555 0123', 'latin', 2],
      [': ', ' :', 'latin', 1],
      ['الخط الساخن', 'الخط الساخن', 'arabic', 1],
    ])
  })

  it('scatters a phone number without an isolate (why the voucher isolates them)', () => {
    const texts = visualRuns('الهاتف: +20 100', 'rtl').map((run) => run.text)
    expect(texts[0]).toBe('100')
    expect(texts.at(-1)).toBe('الهاتف')
  })

  it('mirrors brackets in right-to-left text and mixes Latin with Arabic', () => {
    expect(runs('رحلة MS 985 (القاهرة)', 'rtl')).toEqual([
      [')', '(', 'latin', 1],
      ['القاهرة', 'القاهرة', 'arabic', 1],
      [' (', ') ', 'latin', 1],
      ['MS 985', 'MS 985', 'latin', 2],
      ['رحلة ', 'رحلة ', 'arabic', 1],
    ])
  })

  it('puts an Arabic name in its place inside an English line', () => {
    expect(runs('Pickup at مطار القاهرة now', 'ltr')).toEqual([
      ['Pickup at ', 'Pickup at ', 'latin', 0],
      ['مطار القاهرة', 'مطار القاهرة', 'arabic', 1],
      [' now', ' now', 'latin', 0],
    ])
  })

  it('uses the latin-ext font where the latin one has no glyph', () => {
    expect(runs('Dvořák', 'ltr')).toEqual([
      ['Dvo', 'Dvo', 'latin', 0],
      ['ř', 'ř', 'latinExt', 0],
      ['ák', 'ák', 'latin', 0],
    ])
  })

  it.each([
    ['الجمعة، ٢٤ أبريل ٢٠٢٦ في ١:٠٥ م (بتوقيت القاهرة)', 'rtl'],
    ['‏١٬٢٥٠ ج.م.‏ للسيارة عن الرحلة كاملة', 'rtl'],
    [`الخط الساخن على مدار الساعة: ${LRI}+20 100 555 0123${PDI}`, 'rtl'],
    [`مطار القاهرة، ${FSI}Terminal 3, gate 5${PDI}`, 'rtl'],
    ['Zamalek, فندق ماريوت ٦ طريق الأهرام (الجيزة) - room 12', 'ltr'],
    ['Notes: 2 child seats, نرجو الانتظار 15 دقيقة عند البوابة 5.', 'ltr'],
  ] as const)('agrees with bidi-js character by character: %s', (line, base) => {
    const shown = visualRuns(line, base).map(seen).join('')
    const expected = bidi
      .getReorderedString(line, bidi.getEmbeddingLevels(line, base))
      .replace(/[\u200e\u200f\u2066-\u2069]/g, '')
    expect(shown).toBe(expected)
  })
})

describe('shaperIsRtl and scriptFontOf', () => {
  it('follow fontkit: the first letter of a real script decides', () => {
    expect(shaperIsRtl('مرحبا')).toBe(true)
    expect(shaperIsRtl('١٢٣')).toBe(true)
    expect(shaperIsRtl('123')).toBe(false)
    expect(shaperIsRtl(': ')).toBe(false)
    expect(shaperIsRtl('، ')).toBe(false)
  })

  it('pick the subset that has the glyph', () => {
    expect(['a', 'ř', 'ع', '٣', '،', '€', '…', ' '].map(scriptFontOf)).toEqual([
      'latin',
      'latinExt',
      'arabic',
      'arabic',
      'arabic',
      'latin',
      'latin',
      null,
    ])
  })
})

describe('wrapText', () => {
  const width = (line: string) => line.replace(/[\u2066-\u2069]/g, '').length

  it('breaks between words, and cuts a word longer than the line', () => {
    expect(wrapText('aaa bbb ccc', 7, width)).toEqual(['aaa bbb', 'ccc'])
    expect(wrapText('abcdefghij kl', 4, width)).toEqual(['abcd', 'efgh', 'ij', 'kl'])
    expect(wrapText('one\ntwo', 20, width)).toEqual(['one', 'two'])
  })

  it('ends the last line allowed with an ellipsis', () => {
    expect(wrapText('one two three four five', 9, width, 2)).toEqual(['one two', 'three…'])
  })

  it('keeps a phone number on one line', () => {
    expect(wrapText(`call ${LRI}+20 100 555${PDI} now`, 12, width)).toEqual([
      'call',
      `${LRI}+20 100 555${PDI}`,
      'now',
    ])
  })

  it('closes and reopens another isolate that a line break cuts', () => {
    expect(wrapText(`${FSI}one two three${PDI}`, 8, width)).toEqual([
      `${FSI}one two${PDI}`,
      `${FSI}three${PDI}`,
    ])
  })
})
