import type { Image } from '@/content/types'

type Props = {
  image: Image
  /** The `sizes` attribute: how wide the picture is shown at each viewport width. */
  sizes: string
  className?: string
  /** Alt text other than the upload's own ('' for a decorative picture). */
  alt?: string
  /** The page's main picture: loaded at once, with high priority. Others load lazily. */
  priority?: boolean
}

/**
 * A responsive <img> from the copies Payload stored on upload (sharp resized them). No client code
 * and no optimizer round trip: the public pages stay inside their JavaScript budget.
 */
export function Picture({ image, sizes, className, alt, priority }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- resized copies already exist (see above)
    <img
      className={className}
      src={image.url}
      srcSet={image.srcSet || undefined}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}
