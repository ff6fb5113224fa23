import { getImageProps } from 'next/dist/shared/lib/image-external-get-image-props'
import type { ImageProps } from 'next/image'

/**
 * `next/image` for the islands: the same `<img>` Next's Image renders (its own `getImageProps`,
 * with the build's image settings, so the addresses are those of the image optimizer), without
 * the parts that need Next's runtime (its preloading and blur placeholders, which the islands'
 * images do not use).
 */
export default function Image(props: ImageProps) {
  // eslint-disable-next-line @next/next/no-img-element -- this is next/image's own <img>, its props from next/image
  return <img {...getImageProps(props).props} />
}
