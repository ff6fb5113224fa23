import { describe, expect, it } from 'vitest'

import { linksNotInMenus } from '@/components/layout/drawerLinks'

const INFO = [
  { href: '/about' },
  { href: '/contact-us' },
  { href: '/p' },
  { href: '/#faqs' },
  { href: '/terms' },
]

const menu = (...links: string[]) => ({
  id: 1,
  name: 'Company',
  items: links.map((link) => ({ name: link, link, blank: false })),
})

describe("the drawer's information links", () => {
  it('leaves out the pages a back-office menu already lists, however the menu spells them', () => {
    const kept = linksNotInMenus(INFO, [menu('/about/', '/ar/contact-us', '/terms?from=menu')])
    expect(kept.map((link) => link.href)).toEqual(['/p', '/#faqs'])
  })

  it('keeps every link when no menu holds it, and a part of a page even when its page is listed', () => {
    expect(linksNotInMenus(INFO, [])).toEqual(INFO)
    expect(linksNotInMenus(INFO, [menu('/', 'https://example.com/about')]).length).toBe(5)
  })
})
