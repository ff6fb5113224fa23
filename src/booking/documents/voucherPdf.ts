import { readFileSync } from 'node:fs'
import path from 'node:path'

import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'

import {
  type VoucherContent,
  voucherContent,
  type VoucherOptions,
} from '@/booking/documents/voucher'
import { isolateLtr } from '@/i18n/textDirection'

import type { ReservationDetails } from '../reservationViews'

import { type Direction, type ScriptFont, type TextRun, visualRuns, wrapText } from './pdfText'
import { woffToSfnt } from './woff'

/**
 * The reservation's transfer voucher as a one-page A4 PDF, in English or in Arabic (right to
 * left, the layout mirrored). The text comes from `voucherContent`; `pdfText` orders and wraps
 * mixed Arabic and Latin lines, and each run is drawn with the Noto Kufi Arabic subset that has
 * its glyphs (the site's own font, from @fontsource, read from node_modules at run time). The
 * QR code, drawn as vector squares, opens the reservation's page.
 */

export type VoucherPdfOptions = Omit<VoucherOptions, 'now'> & { now?: Date }

const FONT_DIR = ['node_modules', '@fontsource', 'noto-kufi-arabic', 'files']
const SUBSETS: Record<ScriptFont, string> = {
  arabic: 'arabic',
  latin: 'latin',
  latinExt: 'latin-ext',
}
type Weight = 400 | 700

const fontFiles = new Map<string, Buffer>()

/** A subset's font, read and unpacked from WOFF once (pdfkit embeds only the glyphs used). */
function fontFile(font: ScriptFont, weight: Weight): Buffer {
  const name = `noto-kufi-arabic-${SUBSETS[font]}-${weight}-normal.woff`
  let file = fontFiles.get(name)
  if (!file) {
    file = woffToSfnt(readFileSync(path.join(process.cwd(), ...FONT_DIR, name)))
    fontFiles.set(name, file)
  }
  return file
}

const fontName = (font: ScriptFont, weight: Weight) => `${font}-${weight}`

/** The site's colours (globals.css). */
const COLOURS = {
  brand: '#0b2a6f',
  accent: '#1d4ed8',
  tint: '#eff6ff',
  ink: '#0f172a',
  muted: '#475569',
  line: '#e2e8f0',
  danger: '#b91c1c',
  white: '#ffffff',
}

const PAGE = { width: 595.28, height: 841.89, margin: 40 }
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin
/** Noto Kufi's ascent and descent add up to 1.9 em; its glyphs sit well inside 1.6. */
const LINE_HEIGHT = 1.6
/** Noto Kufi's ascent, in em: where pdfkit puts the baseline below the top of a line. */
const ASCENT = 1.282

type Doc = PDFKit.PDFDocument

type TextStyle = {
  size: number
  weight?: Weight
  color?: string
  align?: 'start' | 'end' | 'center'
  maxLines?: number
}

/**
 * Draws the voucher on one page, from the start edge (left in English, right in Arabic). A dry
 * page measures without drawing, to choose how densely the rows are set.
 */
class Page {
  private readonly rtl: boolean

  constructor(
    private readonly doc: Doc,
    private readonly base: Direction,
    private readonly dry = false,
  ) {
    this.rtl = base === 'rtl'
  }

  /** The same page, measuring only. */
  measuring() {
    return new Page(this.doc, this.base, true)
  }

  /** The left edge of a box that starts `start` points from the start edge of the page. */
  left(start: number, width: number) {
    return this.rtl ? PAGE.width - start - width : start
  }

  /**
   * Measured word by word, which pdfkit caches (drawing takes the run whole, as its words would
   * otherwise come out left to right): the widths add up, as spaces break Arabic joining.
   */
  private runWidth(run: TextRun, size: number, weight: Weight) {
    return this.doc.font(fontName(run.font, weight)).fontSize(size).widthOfString(run.shaped)
  }

  private lineWidth(line: string, size: number, weight: Weight) {
    return visualRuns(line, this.base).reduce(
      (sum, run) => sum + this.runWidth(run, size, weight),
      0,
    )
  }

  /** One line, its runs drawn left to right at measured positions. */
  private line(line: string, x: number, width: number, y: number, style: TextStyle) {
    const weight = style.weight ?? 400
    const runs = visualRuns(line, this.base).map((run) => ({
      run,
      width: this.runWidth(run, style.size, weight),
    }))
    const total = runs.reduce((sum, { width: runWidth }) => sum + runWidth, 0)
    const align = style.align ?? 'start'
    const atEnd = align === 'end' ? !this.rtl : this.rtl
    let cursor = align === 'center' ? x + (width - total) / 2 : atEnd ? x + width - total : x
    this.doc.fillColor(style.color ?? COLOURS.ink)
    for (const { run, width: runWidth } of runs) {
      // Arabic glyphs are in visual order, and dots are glyphs of their own: readers copy and
      // search the run's real text instead.
      const actual = run.font === 'arabic'
      if (actual) this.doc.markContent('Span', { actual: run.text })
      this.doc
        .font(fontName(run.font, weight))
        .fontSize(style.size)
        .text(run.shaped, cursor, y, { lineBreak: false, features: [] })
      if (actual) this.doc.endMarkedContent()
      cursor += runWidth
    }
  }

  /** A paragraph wrapped to `width`; returns the height it takes. */
  text(text: string, start: number, width: number, y: number, style: TextStyle): number {
    const weight = style.weight ?? 400
    const lines = wrapText(
      text,
      width,
      (line) => this.lineWidth(line, style.size, weight),
      style.maxLines,
    )
    const step = style.size * LINE_HEIGHT
    if (!this.dry) {
      const x = this.left(start, width)
      lines.forEach((line, index) => this.line(line, x, width, y + index * step, style))
    }
    return lines.length * step
  }

  rule(y: number) {
    if (this.dry) return
    this.doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.width - PAGE.margin, y)
      .lineWidth(0.8)
      .strokeColor(COLOURS.line)
      .stroke()
  }

  /** A filled rectangle across the whole page. */
  fill(y: number, height: number, colour: string) {
    if (this.dry) return
    this.doc.rect(0, y, PAGE.width, height).fill(colour)
  }

  /** A filled (rounded) rectangle across the content width. */
  band(y: number, height: number, colour: string, radius = 8) {
    if (this.dry) return
    this.doc.roundedRect(PAGE.margin, y, CONTENT_WIDTH, height, radius).fill(colour)
  }

  /** The QR code of `text`, `size` points wide, its dark modules as filled squares. */
  qr(text: string, start: number, y: number, size: number) {
    if (this.dry) return
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
    const quiet = 2
    const cell = size / (modules.size + 2 * quiet)
    const x = this.left(start, size)
    for (let row = 0; row < modules.size; row += 1) {
      let column = 0
      while (column < modules.size) {
        if (!modules.get(row, column)) {
          column += 1
          continue
        }
        const from = column
        while (column < modules.size && modules.get(row, column)) column += 1
        this.doc.rect(
          x + (quiet + from) * cell,
          y + (quiet + row) * cell,
          (column - from) * cell,
          cell,
        )
      }
    }
    this.doc.fill('#000000')
  }
}

const QR_SIZE = 112
const LABEL_WIDTH = 150
const GUTTER = 12
const BAND_HEIGHT = 76

/** How densely the rows are set: the first that fits the page is taken. */
type Density = {
  title: number
  label: number
  value: number
  /** At most this many lines per value, and for the notes. */
  valueLines: number
  notesLines: number
  gap: number
}
const DENSITIES: readonly Density[] = [
  { title: 12, label: 9.5, value: 10.5, valueLines: 3, notesLines: 6, gap: 3 },
  { title: 11, label: 9, value: 9.5, valueLines: 2, notesLines: 4, gap: 2 },
  { title: 10, label: 8, value: 8.5, valueLines: 2, notesLines: 2, gap: 1 },
  { title: 9.5, label: 7.5, value: 8, valueLines: 1, notesLines: 1, gap: 0.5 },
]

/** The brand band, the reservation number, its status and page, and the QR code. */
function drawHeader(page: Page, content: VoucherContent, alert: boolean): number {
  const { margin } = PAGE
  page.text(content.brand, margin, CONTENT_WIDTH, 22, {
    size: 20,
    weight: 700,
    color: COLOURS.white,
    maxLines: 1,
  })
  page.text(content.title, margin, CONTENT_WIDTH, 28, {
    size: 13,
    color: COLOURS.white,
    align: 'end',
    maxLines: 1,
  })
  const top = BAND_HEIGHT + 24
  const width = CONTENT_WIDTH - QR_SIZE - 2 * GUTTER
  let y = top + 4
  y += page.text(content.numberLabel, margin, width, y, { size: 10, color: COLOURS.muted })
  y += page.text(content.reservationNumber, margin, width, y, {
    size: 30,
    weight: 700,
    color: COLOURS.brand,
  })
  y += 2
  y += page.text(`${content.status.label}: ${content.status.value}`, margin, width, y, {
    size: 11,
    weight: 700,
    color: alert ? COLOURS.danger : COLOURS.ink,
  })
  y += page.text(
    content.direction === 'rtl' ? isolateLtr(content.url) : content.url,
    margin,
    width,
    y,
    {
      size: 8.5,
      color: COLOURS.accent,
      maxLines: 1,
    },
  )
  const qrStart = PAGE.width - margin - QR_SIZE
  page.qr(content.url, qrStart, top - 4, QR_SIZE)
  const qrBottom =
    top -
    4 +
    QR_SIZE +
    page.text(content.scanHint, qrStart - GUTTER, QR_SIZE + 2 * GUTTER, top - 4 + QR_SIZE, {
      size: 7.5,
      color: COLOURS.muted,
      align: 'center',
      maxLines: 2,
    })
  return Math.max(y, qrBottom) + 16
}

/** The sections from `y`: label at the start, value after it. Returns where they end. */
function drawSections(page: Page, content: VoucherContent, y: number, density: Density) {
  const { margin } = PAGE
  const valueStart = margin + LABEL_WIDTH + GUTTER
  const valueWidth = CONTENT_WIDTH - LABEL_WIDTH - GUTTER
  for (const section of content.sections) {
    y += page.text(section.title, margin, CONTENT_WIDTH, y, {
      size: density.title,
      weight: 700,
      color: COLOURS.accent,
      maxLines: 1,
    })
    page.rule(y + 1)
    y += 6
    for (const row of section.rows) {
      // On the value's baseline.
      const labelY = y + (density.value - density.label) * ASCENT
      const labelHeight = page.text(row.label, margin, LABEL_WIDTH, labelY, {
        size: density.label,
        color: COLOURS.muted,
        maxLines: 2,
      })
      const valueHeight = page.text(row.value, valueStart, valueWidth, y, {
        size: density.value,
        weight: 700,
        maxLines: row.long ? density.notesLines : density.valueLines,
      })
      y += Math.max(labelHeight, valueHeight) + density.gap
    }
    y += 2 * density.gap + 6
  }
  return y
}

/** The free waiting time in a tinted box from `y`; returns its height. */
function drawWaiting(page: Page, content: VoucherContent, y: number): number {
  const padding = 12
  const start = PAGE.margin + padding
  const width = CONTENT_WIDTH - 2 * padding
  const draw = (target: Page) => {
    let height = target.text(content.waiting.title, start, width, y + padding, {
      size: 11,
      weight: 700,
      color: COLOURS.brand,
    })
    for (const line of content.waiting.lines) {
      height += target.text(line, start, width, y + padding + height, { size: 9.5 })
    }
    return height + 2 * padding
  }
  const height = draw(page.measuring())
  page.band(y, height, COLOURS.tint)
  draw(page)
  return height
}

/** The hotline, how to change the booking and when this was made, above the bottom margin. */
function drawFooter(page: Page, content: VoucherContent, top: number) {
  const [hotline = '', ...rest] = content.footer
  page.rule(top)
  let y = top + 8
  y += page.text(hotline, PAGE.margin, CONTENT_WIDTH, y, {
    size: 11,
    weight: 700,
    color: COLOURS.brand,
    maxLines: 1,
  })
  for (const line of rest) {
    y += page.text(line, PAGE.margin, CONTENT_WIDTH, y, {
      size: 8.5,
      color: COLOURS.muted,
      maxLines: 1,
    })
  }
}

/** Lays the voucher out on the page, as densely as its rows need to fit. */
function drawVoucher(doc: Doc, content: VoucherContent, alert: boolean) {
  const page = new Page(doc, content.direction)
  const dry = page.measuring()
  const footerTop =
    PAGE.height -
    PAGE.margin -
    11 * LINE_HEIGHT -
    (content.footer.length - 1) * 8.5 * LINE_HEIGHT -
    8
  const sectionsTop = drawHeader(dry, content, alert)
  const waitingHeight = drawWaiting(dry, content, 0)
  const room = footerTop - 14 - waitingHeight
  const density =
    DENSITIES.find((candidate) => drawSections(dry, content, sectionsTop, candidate) <= room) ??
    DENSITIES.at(-1)!

  page.fill(0, BAND_HEIGHT, COLOURS.brand)
  page.fill(BAND_HEIGHT, 4, COLOURS.accent)
  drawHeader(page, content, alert)
  const sectionsEnd = drawSections(page, content, sectionsTop, density)
  drawWaiting(page, content, sectionsEnd)
  drawFooter(page, content, footerTop)
}

/** The voucher of a reservation as PDF bytes. */
export async function voucherPdf(
  details: ReservationDetails,
  options: VoucherPdfOptions,
): Promise<Uint8Array> {
  const now = options.now ?? new Date()
  const content = voucherContent(details, { ...options, now })
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    // An embedded font from the start, so pdfkit never loads its Helvetica metrics (pdfkit takes
    // the font's bytes, as its `font()` does; the types only know a path).
    font: fontFile('latin', 400) as unknown as string,
    lang: options.locale,
    displayTitle: true,
    info: {
      Title: `${content.title} ${content.reservationNumber}`,
      Author: content.brand,
      Subject: content.title,
      CreationDate: now,
      ModDate: now,
    },
  })
  for (const font of Object.keys(SUBSETS) as ScriptFont[]) {
    for (const weight of [400, 700] as const) {
      doc.registerFont(fontName(font, weight), fontFile(font, weight))
    }
  }
  const chunks: Buffer[] = []
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
  })
  const { status } = details.summary
  drawVoucher(doc, content, status === 'fail' || status === 'cancelled')
  doc.end()
  return done
}
