import type { GlyphName } from './glyphs'
import { glyphHref } from './spriteAddress'

/**
 * One line icon of the site: a `<use>` of its glyph in the sprite (24 x 24, stroked in the text
 * colour), decorative (hidden from assistive technology; the element holding it carries the name).
 */
export function LineIcon({
  name,
  className,
  size = 24,
}: {
  name: GlyphName
  className?: string
  size?: number
}) {
  return (
    <svg className={className} width={size} height={size} aria-hidden="true" focusable="false">
      <use href={glyphHref(name)} />
    </svg>
  )
}
