'use client'

import { type ReactNode, useEffect, useRef } from 'react'

import { NAVBAR_SOLID_AFTER_PX } from './chromeConstants'

/**
 * The navbar's <header>: translucent over the top of the page, solid (opaque, with a shadow) once
 * the page has scrolled 100 px. Only a data attribute changes; the look is in chrome.css.
 */
export function NavbarShell({ children }: { children: ReactNode }) {
  const header = useRef<HTMLElement>(null)

  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      const solid = window.scrollY >= NAVBAR_SOLID_AFTER_PX
      header.current?.toggleAttribute('data-solid', solid)
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [])

  return (
    <header ref={header} className="navbar">
      {children}
    </header>
  )
}
