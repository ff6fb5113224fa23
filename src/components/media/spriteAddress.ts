import type { GlyphName } from './glyphs'

/**
 * The sprite's version: the digest of `SPRITE_SVG` (`sprite.ts`). Written here rather than
 * worked out, so the icons on a page (client components included) need not carry every drawing to
 * know it; a unit test fails, naming the new value, when a drawing changes and this does not.
 */
export const SPRITE_VERSION = 'pshdhs'

/** Where the sprite is served: versioned, so browsers may keep it for a year. */
export const SPRITE_PATH = `/icons.svg?v=${SPRITE_VERSION}`

/** The address of one glyph in the sprite, for `<use href>`. */
export const glyphHref = (name: GlyphName) => `${SPRITE_PATH}#${name}`
