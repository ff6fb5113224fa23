import { describe, expect, it } from 'vitest'

import { GLYPHS } from '@/components/media/glyphs'
import { SPRITE_SVG } from '@/components/media/sprite'
import { glyphHref, SPRITE_VERSION } from '@/components/media/spriteAddress'
import { shortDigest } from '@/i18n/digest'

describe('the icon sprite', () => {
  it("is addressed by its own digest, so browsers that keep it a year still see a drawing's change", () => {
    expect(SPRITE_VERSION, 'write the new digest into spriteAddress.ts').toBe(
      shortDigest(SPRITE_SVG),
    )
    expect(glyphHref('phone')).toBe(`/icons.svg?v=${SPRITE_VERSION}#phone`)
  })

  it('draws every glyph once, stroked in the text colour', () => {
    for (const name of Object.keys(GLYPHS)) {
      expect(SPRITE_SVG.split(`<symbol id="${name}" `)).toHaveLength(2)
    }
    expect(SPRITE_SVG.match(/<symbol /g)).toHaveLength(Object.keys(GLYPHS).length)
    expect(SPRITE_SVG).toContain('stroke="currentColor"')
  })

  it('is a different address when a drawing changes', () => {
    expect(shortDigest(SPRITE_SVG.replace('M5 12h14', 'M5 12h15'))).not.toBe(SPRITE_VERSION)
  })
})
