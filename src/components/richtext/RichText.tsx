import type {
  SerializedHeadingNode,
  SerializedLinkNode,
  SerializedUploadNode,
} from '@payloadcms/richtext-lexical'
import {
  type JSXConvertersFunction,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'

import { Picture } from '@/components/media/Picture'
import { toImage } from '@/content/shapes'
import type { RichText as RichTextData } from '@/content/types'
import { isLocale, type Locale, localizedPath } from '@/i18n/locales'
import type { Media } from '@/payload-types'

type Props = { data: RichTextData | null | undefined; locale: Locale; className?: string }

/** Where an internal link (a link to a document picked in the editor) points on the site. */
function documentPath(relationTo: string, value: unknown): string | null {
  if (!value || typeof value !== 'object' || !('slug' in value)) return null
  const slug = String((value as { slug: unknown }).slug)
  if (relationTo === 'articles') return slug === 'about' ? '/about' : `/p/${slug}`
  if (relationTo === 'services') return `/services/${slug}`
  return null
}

/** A site path written by an editor in English form (/contact-us) shown in the page's language. */
function sitePath(url: string, locale: Locale): string {
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/api/')) return url
  const first = url.split(/[/?#]/)[1]
  return isLocale(first) ? url : localizedPath(locale, url)
}

function converters(locale: Locale): JSXConvertersFunction {
  return ({ defaultConverters }) => ({
    ...defaultConverters,
    // The page title is the only h1: a heading 1 inside the text becomes a heading 2.
    heading: ({ node, nodesToJSX }: { node: SerializedHeadingNode; nodesToJSX: NodesToJsx }) => {
      const Tag = node.tag === 'h1' ? 'h2' : node.tag
      return <Tag>{nodesToJSX({ nodes: node.children })}</Tag>
    },
    link: ({ node, nodesToJSX }: { node: SerializedLinkNode; nodesToJSX: NodesToJsx }) => {
      const children = nodesToJSX({ nodes: node.children })
      const { fields } = node
      const href =
        fields.linkType === 'internal'
          ? documentPath(fields.doc?.relationTo ?? '', fields.doc?.value)
          : fields.url
      // A link to a document that is gone (deleted, unpublished) stays readable as text.
      if (!href) return <span>{children}</span>
      return (
        <a
          href={sitePath(href, locale)}
          {...(fields.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {children}
        </a>
      )
    },
    upload: ({ node }: { node: SerializedUploadNode }) => {
      const media = node.value as Media | number
      if (typeof media !== 'object' || !media.url || !media.mimeType?.startsWith('image')) {
        return null
      }
      const image = toImage(media, 'card')
      if (!image) return null
      return (
        <figure className="prose-figure">
          <Picture image={image} sizes="(min-width: 48rem) 42rem, 100vw" />
        </figure>
      )
    },
  })
}

type NodesToJsx = Parameters<
  Extract<
    NonNullable<ReturnType<JSXConvertersFunction>['paragraph']>,
    (...args: never[]) => unknown
  >
>[0]['nodesToJSX']

/**
 * Text written in the back office (Lexical JSON) as plain HTML. A server component with no client
 * code: Payload's JSX converters run on the server only.
 */
export function RichText({ data, locale, className }: Props) {
  if (!data?.root?.children?.length) return null
  return (
    <LexicalRichText
      data={data}
      converters={converters(locale)}
      className={['prose', className].filter(Boolean).join(' ')}
    />
  )
}
