import { describe, expect, it } from 'vitest'

import { plainText, richText } from '@/seed/lexical'

const element = { direction: null, format: '', indent: 0, version: 1 }
const text = (value: string, format = 0) => ({
  type: 'text',
  version: 1,
  detail: 0,
  format,
  mode: 'normal',
  style: '',
  text: value,
})

describe('seed rich text', () => {
  it('builds the root, headings and paragraphs the default editor stores', () => {
    const state = richText('## Who we are\n\nFirst line\ncontinues here.\n\n### Fleet')
    expect(state.root).toEqual({
      ...element,
      type: 'root',
      children: [
        { ...element, type: 'heading', tag: 'h2', children: [text('Who we are')] },
        {
          ...element,
          type: 'paragraph',
          textFormat: 0,
          textStyle: '',
          children: [text('First line continues here.')],
        },
        { ...element, type: 'heading', tag: 'h3', children: [text('Fleet')] },
      ],
    })
  })

  it('marks bold runs with format 1', () => {
    const [paragraph] = richText('Prices are **per car**, not per person.').root.children
    expect(paragraph).toMatchObject({
      children: [text('Prices are '), text('per car', 1), text(', not per person.')],
    })
  })

  it('builds links with Payload link fields; external links open in a new tab', () => {
    const [paragraph] = richText(
      'Read the [terms](/terms) or write on [WhatsApp](https://wa.me/201005550123).',
    ).root.children
    const children = (paragraph as unknown as { children: Record<string, unknown>[] }).children
    expect(children).toHaveLength(5)
    expect(children[1]).toEqual({
      ...element,
      type: 'link',
      version: 3,
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      fields: { linkType: 'custom', newTab: false, url: '/terms' },
      children: [text('terms')],
    })
    expect(children[3]).toMatchObject({
      fields: { linkType: 'custom', newTab: true, url: 'https://wa.me/201005550123' },
    })
    expect(children[1]?.id).not.toBe(children[3]?.id)
  })

  it('groups list lines into one bulleted or numbered list', () => {
    const state = richText('- one\n- **two**\n\n1. first\n2. second\n\nAfter.')
    const [bullets, numbers, after] = state.root.children
    expect(bullets).toEqual({
      ...element,
      type: 'list',
      listType: 'bullet',
      start: 1,
      tag: 'ul',
      children: [
        { ...element, type: 'listitem', value: 1, children: [text('one')] },
        { ...element, type: 'listitem', value: 2, children: [text('two', 1)] },
      ],
    })
    expect(numbers).toMatchObject({ listType: 'number', tag: 'ol', start: 1 })
    expect(after).toMatchObject({ type: 'paragraph' })
  })

  it('starts a new block when the list kind changes or text follows a blank line', () => {
    const state = richText('Intro:\n- a\n- b\n1. c')
    expect(state.root.children.map((node) => node.type)).toEqual(['paragraph', 'list', 'list'])
  })

  it('keeps Arabic text as written', () => {
    const state = richText('## من نحن\n\nنقل **خاص** من المطار.')
    expect(plainText(state)).toBe('من نحن\nنقل خاص من المطار.')
  })
})
