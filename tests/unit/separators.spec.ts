import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { itemSeparator, joinItems, titleSeparator } from '@/i18n/separators'

import ar from '../../messages/ar.json'

const MIDDLE_DOT = '\u00b7'

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

describe('separators between items (decision 0182)', () => {
  it('separate items with a middle dot in English and the Arabic comma in Arabic', () => {
    expect(joinItems(['Sedan', 'EGP 480', null, 'Cash'], 'en')).toBe('Sedan · EGP 480 · Cash')
    expect(joinItems(['سيدان', '٤٨٠ ج.م.', '', 'نقدًا'], 'ar')).toBe('سيدان، ٤٨٠ ج.م.، نقدًا')
    expect(itemSeparator('ar')).not.toContain(MIDDLE_DOT)
    expect(titleSeparator('ar')).toBe(' - ')
  })

  it('never put a middle dot, which reads as the Arabic zero, in an Arabic text', () => {
    const texts = JSON.stringify(ar)
    expect(texts.includes(MIDDLE_DOT)).toBe(false)
  })

  it('come from the one home in the code, never a literal dot beside a translated text', () => {
    const root = join(__dirname, '../../src')
    const literal = sourceFiles(root)
      .filter((path) => !path.endsWith(join('i18n', 'separators.ts')))
      // The root error page has no language and no catalogue: English only.
      .filter((path) => !path.endsWith('global-error.tsx'))
      .flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            line.includes(MIDDLE_DOT) && !/^\s*(\*|\/\/)/.test(line)
              ? [`${path.slice(root.length)}:${index + 1}`]
              : [],
          ),
      )
    expect(literal).toEqual([])
  })
})
