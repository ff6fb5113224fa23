/**
 * The Arabic font's files (`public/fonts`, declared in ./arabic.css). Arabic pages preload them
 * from their head: with `font-display: optional` a font found late is not used on that page, and
 * discovered only through the stylesheet it came too late on a first visit.
 */
export const ARABIC_FONT_FILES = [
  '/fonts/noto-kufi-arabic-400.woff2',
  '/fonts/noto-kufi-arabic-700.woff2',
] as const
