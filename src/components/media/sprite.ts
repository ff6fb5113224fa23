import { GLYPHS } from './glyphs'

/** The stroke every line icon is drawn with (the `<symbol>`s carry it: pages repeat nothing). */
const STROKE =
  'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'

/** The sprite (served by `src/app/(frontend)/icons.svg`): one `<symbol id="name">` per glyph. */
export const SPRITE_SVG = `<svg xmlns="http://www.w3.org/2000/svg">${Object.entries(GLYPHS)
  .map(([name, shapes]) => `<symbol id="${name}" viewBox="0 0 24 24" ${STROKE}>${shapes}</symbol>`)
  .join('')}</svg>`
