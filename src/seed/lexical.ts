import { randomBytes } from 'node:crypto'

import type { SerializedLexicalNode } from '@payloadcms/richtext-lexical/lexical'

import type { Article } from '@/payload-types'

/** The value Payload stores in a `richText` field (the same type for every such field). */
export type RichTextValue = Article['content']

/**
 * Turns the seed's small text format into the JSON that Payload's default Lexical editor stores,
 * so seeded pages look exactly like pages written in the admin and stay editable there.
 *
 * Blocks are separated by blank lines (consecutive list lines form one list):
 *   `## Heading` (h2), `### Heading` (h3), `- item` (bulleted list), `1. item` (numbered list),
 *   anything else is a paragraph; its lines are joined with spaces.
 * Inline: `**bold**` and `[text](/path or https://...)` (links may contain bold text).
 *
 * Node shapes follow lexical 0.50 and @payloadcms/richtext-lexical 3.90: elements carry
 * `direction: null` (the editor leaves the direction to the browser, `dir="auto"`), paragraphs
 * `textFormat`/`textStyle`, links `fields` with `linkType: 'custom'` and an ObjectID-style `id`.
 */

const BOLD = 1

type TextNode = {
  type: 'text'
  version: 1
  detail: 0
  format: number
  mode: 'normal'
  style: ''
  text: string
}

type ElementBase = {
  children: SerializedLexicalNode[]
  direction: null
  format: ''
  indent: 0
  version: number
}

type LinkNode = ElementBase & {
  type: 'link'
  version: 3
  id: string
  fields: { linkType: 'custom'; newTab: boolean; url: string }
}

const element = (children: SerializedLexicalNode[]): ElementBase => ({
  children,
  direction: null,
  format: '',
  indent: 0,
  version: 1,
})

const textNode = (text: string, format: number): TextNode => ({
  type: 'text',
  version: 1,
  detail: 0,
  format,
  mode: 'normal',
  style: '',
  text,
})

/** Payload gives every link node a Mongo-style ObjectID (24 hex digits). */
const objectId = (): string => randomBytes(12).toString('hex')

/** `**bold**` runs inside a piece of text, as text nodes. */
function boldRuns(text: string): TextNode[] {
  const nodes: TextNode[] = []
  const pattern = /\*\*(.+?)\*\*/g
  let last = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) nodes.push(textNode(text.slice(last, match.index), 0))
    nodes.push(textNode(match[1] ?? '', BOLD))
    last = match.index + match[0].length
  }
  if (last < text.length) nodes.push(textNode(text.slice(last), 0))
  return nodes
}

/** Inline content: text, bold text and links. External links open in a new tab. */
export function inlineNodes(text: string): SerializedLexicalNode[] {
  const nodes: SerializedLexicalNode[] = []
  const pattern = /\[([^\]]+)\]\(([^)\s]+)\)/g
  let last = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) nodes.push(...boldRuns(text.slice(last, match.index)))
    const url = match[2] ?? ''
    const link: LinkNode = {
      ...element(boldRuns(match[1] ?? '')),
      type: 'link',
      version: 3,
      id: objectId(),
      fields: { linkType: 'custom', newTab: /^https?:\/\//.test(url), url },
    }
    nodes.push(link)
    last = match.index + match[0].length
  }
  if (last < text.length) nodes.push(...boldRuns(text.slice(last)))
  return nodes
}

function paragraph(text: string): SerializedLexicalNode {
  const children = inlineNodes(text)
  const first = children.find((node): node is TextNode => node.type === 'text')
  return {
    ...element(children),
    type: 'paragraph',
    textFormat: first?.format ?? 0,
    textStyle: '',
  } as SerializedLexicalNode
}

function heading(tag: 'h2' | 'h3', text: string): SerializedLexicalNode {
  return { ...element(inlineNodes(text)), type: 'heading', tag } as SerializedLexicalNode
}

function list(kind: 'bullet' | 'number', items: string[]): SerializedLexicalNode {
  return {
    ...element(
      items.map(
        (item, index) =>
          ({
            ...element(inlineNodes(item)),
            type: 'listitem',
            value: index + 1,
          }) as SerializedLexicalNode,
      ),
    ),
    type: 'list',
    listType: kind,
    start: 1,
    tag: kind === 'bullet' ? 'ul' : 'ol',
  } as SerializedLexicalNode
}

const BULLET = /^[-*]\s+(.*)$/
const NUMBERED = /^\d+\.\s+(.*)$/

/** Converts the seed's text format (see above) to a Lexical editor state. */
export function richText(source: string): RichTextValue {
  const blocks: SerializedLexicalNode[] = []
  let paragraphLines: string[] = []
  let listKind: 'bullet' | 'number' | null = null
  let listItems: string[] = []

  const flush = () => {
    if (paragraphLines.length) blocks.push(paragraph(paragraphLines.join(' ')))
    if (listKind && listItems.length) blocks.push(list(listKind, listItems))
    paragraphLines = []
    listKind = null
    listItems = []
  }

  for (const rawLine of source.split('\n')) {
    const line = rawLine.trim()
    if (!line) {
      flush()
      continue
    }
    const h3 = line.match(/^###\s+(.*)$/)
    const h2 = line.match(/^##\s+(.*)$/)
    if (h3 || h2) {
      flush()
      blocks.push(heading(h3 ? 'h3' : 'h2', (h3 ?? h2)?.[1] ?? ''))
      continue
    }
    const bullet = line.match(BULLET)
    const numbered = line.match(NUMBERED)
    if (bullet || numbered) {
      const kind = bullet ? 'bullet' : 'number'
      if (paragraphLines.length || (listKind && listKind !== kind)) flush()
      listKind = kind
      listItems.push((bullet ?? numbered)?.[1] ?? '')
      continue
    }
    if (listKind) {
      // A plain line right after a list item continues that item.
      listItems[listItems.length - 1] += ` ${line}`
      continue
    }
    paragraphLines.push(line)
  }
  flush()

  return {
    root: {
      ...element(blocks),
      type: 'root',
    },
  } as RichTextValue
}

/** The plain text of a rich-text value (tests and search snippets). */
export function plainText(state: RichTextValue): string {
  const walk = (node: SerializedLexicalNode): string => {
    const withText = node as SerializedLexicalNode & { text?: string; children?: unknown[] }
    if (typeof withText.text === 'string') return withText.text
    const children = (withText.children ?? []) as SerializedLexicalNode[]
    const joiner = node.type === 'root' || node.type === 'list' ? '\n' : ''
    return children.map(walk).join(joiner)
  }
  return walk(state.root as unknown as SerializedLexicalNode)
}
