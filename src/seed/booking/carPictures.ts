import type { CarCode } from '@/booking/cars'

/**
 * Side views of the five vehicles for the demo fleet (white with the brand's blue stripe), drawn
 * here rather than shipped as photos: no third-party pictures, and each outline shows its size
 * class (sedan, compact van, seven-seater, minibus-like van, high-roof van).
 */
type Outline = {
  /** The body, as an SVG path on an 800 x 450 canvas, wheels standing on y = 372. */
  body: string
  /** The side windows. */
  windows: string[]
  /** Centres of the two wheels. */
  wheels: [number, number]
  /** The stripe's height on the body (y of its top edge). */
  stripe: number
  /** Where the front lamp sits. */
  lamp: [number, number]
}

const OUTLINES: Record<CarCode, Outline> = {
  corolla: {
    body: 'M92 340 L92 292 Q96 266 132 259 L252 246 Q304 186 364 176 L496 173 Q560 178 604 240 L684 254 Q710 262 712 292 L712 340 Q712 346 704 346 L100 346 Q92 346 92 340 Z',
    windows: [
      'M272 244 Q318 196 366 189 L428 187 L428 244 Z',
      'M444 187 L494 187 Q544 193 578 244 L444 244 Z',
    ],
    wheels: [222, 590],
    stripe: 286,
    lamp: [96, 284],
  },
  caddy: {
    body: 'M84 340 L84 274 Q88 252 122 246 L212 236 Q252 162 304 152 L688 150 Q716 152 718 182 L722 340 Q722 346 714 346 L92 346 Q84 346 84 340 Z',
    windows: [
      'M230 234 Q266 174 304 168 L376 167 L376 234 Z',
      'M392 167 L526 167 L526 234 L392 234 Z',
      'M542 167 L694 167 L696 234 L542 234 Z',
    ],
    wheels: [208, 606],
    stripe: 280,
    lamp: [88, 270],
  },
  xpander: {
    body: 'M82 340 L82 282 Q86 258 122 252 L222 240 Q272 176 324 166 L640 160 Q688 164 706 214 L714 340 Q714 346 706 346 L90 346 Q82 346 82 340 Z',
    windows: [
      'M240 238 Q282 184 326 179 L392 177 L392 238 Z',
      'M408 177 L528 175 L528 238 L408 238 Z',
      'M544 175 L636 173 Q672 178 686 230 L686 238 L544 238 Z',
    ],
    wheels: [212, 594],
    stripe: 284,
    lamp: [86, 278],
  },
  h1: {
    body: 'M72 340 L72 272 Q74 246 102 239 L152 229 Q188 152 244 141 L700 138 Q728 140 730 172 L734 340 Q734 346 726 346 L80 346 Q72 346 72 340 Z',
    windows: [
      'M170 227 Q202 162 246 156 L318 155 L318 227 Z',
      'M334 155 L450 154 L450 227 L334 227 Z',
      'M466 154 L582 154 L582 227 L466 227 Z',
      'M598 154 L704 154 L706 227 L598 227 Z',
    ],
    wheels: [196, 612],
    stripe: 278,
    lamp: [76, 268],
  },
  hiace: {
    body: 'M62 340 L62 258 Q64 233 94 227 L132 221 Q162 122 222 107 L722 102 Q748 104 750 134 L752 340 Q752 346 744 346 L70 346 Q62 346 62 340 Z',
    windows: [
      'M150 219 Q178 138 224 124 L290 122 L290 219 Z',
      'M306 122 L420 121 L420 200 L306 200 Z',
      'M436 121 L550 120 L550 200 L436 200 Z',
      'M566 120 L724 118 L726 200 L566 200 Z',
    ],
    wheels: [184, 626],
    stripe: 272,
    lamp: [66, 256],
  },
}

function wheel(cx: number): string {
  const cy = 346
  return [
    `<circle cx="${cx}" cy="${cy}" r="50" fill="#0f172a"/>`,
    `<circle cx="${cx}" cy="${cy}" r="30" fill="#cbd5e1"/>`,
    `<circle cx="${cx}" cy="${cy}" r="11" fill="#475569"/>`,
  ].join('')
}

/** The car's picture as SVG text (transparent background). */
export function carPictureSvg(code: CarCode): string {
  const car = OUTLINES[code]
  const [front, rear] = car.wheels
  const arches = car.wheels
    .map((cx) => `<circle cx="${cx}" cy="346" r="60" fill="#e2e8f0"/>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">
<defs><clipPath id="body"><path d="${car.body}"/></clipPath></defs>
<ellipse cx="${(front + rear) / 2}" cy="398" rx="${(rear - front) / 2 + 150}" ry="14" fill="#0f172a" opacity="0.18"/>
<path d="${car.body}" fill="#f8fafc" stroke="#1e3a8a" stroke-width="6" stroke-linejoin="round"/>
<rect x="0" y="${car.stripe}" width="800" height="16" fill="#1d4ed8" clip-path="url(#body)"/>
${car.windows.map((d) => `<path d="${d}" fill="#1e293b" opacity="0.88"/>`).join('')}
<circle cx="${car.lamp[0] + 12}" cy="${car.lamp[1]}" r="9" fill="#fbbf24"/>
${arches}${wheel(front)}${wheel(rear)}
</svg>`
}
