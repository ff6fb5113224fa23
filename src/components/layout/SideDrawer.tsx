'use client'

import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react'

import { usePathname } from '@/i18n/navigation'

import { DRAWER_FOCUSABLE } from './chromeConstants'
import { CloseIcon, MenuIcon } from './icons'

type Props = { title: string; openLabel: string; closeLabel: string; children: ReactNode }

/**
 * The burger button and the side drawer it opens: a modal <dialog> (the browser makes the page
 * behind it inert and closes it on Esc), sliding in from the inline end. Its content is rendered
 * on the server and passed in as children, so this island only opens and closes.
 */
export function SideDrawer({ title, openLabel, closeLabel, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const burger = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const pathname = usePathname()

  // A link followed inside the drawer leads to another page: the drawer closes behind it.
  useEffect(() => {
    dialog.current?.close()
  }, [pathname])

  const show = () => {
    dialog.current?.showModal()
    setOpen(true)
  }
  const close = () => dialog.current?.close()

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The dialog box itself is only hit outside the panel: on the backdrop.
    if (event.target === event.currentTarget) close()
    else if ((event.target as Element).closest('a[href]')) close()
  }

  // Keep Tab inside the drawer (the browser alone would let it leave for the address bar).
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(DRAWER_FOCUSABLE)]
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <>
      <button
        ref={burger}
        type="button"
        className="icon-button burger"
        aria-label={openLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="site-drawer"
        onClick={show}
      >
        <MenuIcon size={24} />
      </button>
      <dialog
        ref={dialog}
        id="site-drawer"
        className="drawer"
        aria-modal="true"
        aria-labelledby="site-drawer-title"
        onClick={onClick}
        onKeyDown={onKeyDown}
        onClose={() => {
          setOpen(false)
          burger.current?.focus()
        }}
      >
        <div className="drawer-panel">
          <div className="drawer-head">
            <h2 id="site-drawer-title" className="drawer-title">
              {title}
            </h2>
            <button type="button" className="icon-button" aria-label={closeLabel} onClick={close}>
              <CloseIcon size={24} />
            </button>
          </div>
          <div className="drawer-body">{children}</div>
        </div>
      </dialog>
    </>
  )
}
