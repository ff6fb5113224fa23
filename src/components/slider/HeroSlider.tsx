'use client'

import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import {
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'

import { ChevronEndIcon, ChevronStartIcon, PauseIcon, PlayIcon } from '@/components/layout/icons'
import { Picture } from '@/components/media/Picture'
import type { Slide } from '@/content/types'
import { Link } from '@/i18n/navigation'

import { effectiveSliderInterval } from './interval'
import { usePrefersReducedMotion, useSliderHidden } from './preferences'

type Props = {
  slides: Slide[]
  /** Milliseconds between slides (settings.sliderInterval); 0 shows the first slide alone. */
  interval: number
  /** Accessible name of the carousel region. */
  label: string
}

/** Horizontal travel that makes a touch gesture a swipe. */
const SWIPE_THRESHOLD_PX = 40
const SLIDE_ANIMATION_MS = 600

type Step = 1 | -1

/**
 * The home page's image slider: the CMS's slides, changing every `interval` ms, with previous /
 * next buttons, dots and pause, swipe and arrow keys (mirrored in Arabic: the next slide comes
 * from the inline end), and a switch to hide it. It stops while hovered or focused, never moves by
 * itself for visitors who prefer reduced motion, and has no controls when the interval is 0 (as on
 * the Pay route).
 */
export function HeroSlider({ slides, interval, label }: Props) {
  const t = useTranslations('slider')
  const id = useId()
  const pathname = usePathname()
  const effectiveInterval = effectiveSliderInterval(pathname ?? '/', interval)
  const navigable = effectiveInterval > 0 && slides.length > 1

  const [hidden, setHidden] = useSliderHidden()
  const reducedMotion = usePrefersReducedMotion()
  const [current, setCurrent] = useState(0)
  const [userPaused, setUserPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)

  const region = useRef<HTMLElement>(null)
  const slideElements = useRef<(HTMLDivElement | null)[]>([])
  const lastMove = useRef<{ from: number; step: Step } | null>(null)
  const swipeStart = useRef<{ x: number; y: number } | null>(null)

  const autoRotates = navigable && !reducedMotion && !userPaused
  const rotating = autoRotates && !hovered && !focused

  const isRtl = () =>
    region.current ? getComputedStyle(region.current).direction === 'rtl' : false

  const move = (step: Step, target = (current + step + slides.length) % slides.length) => {
    if (target === current) return
    lastMove.current = { from: current, step }
    setCurrent(target)
  }

  useEffect(() => {
    if (!rotating) return
    const timer = setTimeout(() => move(1), effectiveInterval)
    return () => clearTimeout(timer)
    // `move` only reads `current`, which is a dependency already.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rotating, current, effectiveInterval])

  // Slide the outgoing slide out towards one side and the new one in from the other.
  useLayoutEffect(() => {
    const moved = lastMove.current
    lastMove.current = null
    if (!moved || reducedMotion) return
    const incoming = slideElements.current[current]
    const outgoing = slideElements.current[moved.from]
    if (!incoming?.animate || !outgoing?.animate) return
    // Positive is the inline end: to the right in English, to the left in Arabic.
    const towardsEnd = (isRtl() ? -1 : 1) * moved.step * 100
    const timing = { duration: SLIDE_ANIMATION_MS, easing: 'cubic-bezier(0.4, 0, 0.2, 1)' }
    incoming.animate(
      [{ transform: `translateX(${towardsEnd}%)` }, { transform: 'translateX(0)' }],
      timing,
    )
    outgoing.animate(
      [
        { transform: 'translateX(0)', visibility: 'visible' },
        { transform: `translateX(${-towardsEnd}%)`, visibility: 'visible' },
      ],
      timing,
    )
  }, [current, reducedMotion])

  if (!slides.length) return null

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!navigable || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return
    event.preventDefault()
    const towardsRight = event.key === 'ArrowRight'
    // The arrow pointing to the inline end shows the next slide.
    move(towardsRight !== isRtl() ? 1 : -1)
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' || !navigable) return
    swipeStart.current = { x: event.clientX, y: event.clientY }
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current
    swipeStart.current = null
    if (!start) return
    const dx = event.clientX - start.x
    const dy = event.clientY - start.y
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return
    // Swiping towards the inline start pulls the next slide in from the inline end.
    const towardsStart = isRtl() ? dx > 0 : dx < 0
    move(towardsStart ? 1 : -1)
  }

  return (
    <div className={hidden ? 'hero-slider-wrap is-hidden' : 'hero-slider-wrap'}>
      {/* One button in both states, so keyboard focus stays on it. */}
      <button
        type="button"
        className="slider-visibility"
        aria-expanded={!hidden}
        aria-controls={hidden ? undefined : id}
        onClick={() => setHidden(!hidden)}
      >
        {hidden ? t('show') : t('hide')}
      </button>
      {hidden ? null : (
        <section
          ref={region}
          id={id}
          className="hero-slider"
          aria-roledescription="carousel"
          aria-label={label}
          tabIndex={navigable ? 0 : undefined}
          onKeyDown={onKeyDown}
          onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
          onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
          onFocus={(event) => {
            // Keyboard focus stops the rotation; a mouse click or a tap on a control does not.
            if (event.target.matches(':focus-visible')) setFocused(true)
          }}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
          }}
        >
          <div
            className="hero-slides"
            aria-live={rotating ? 'off' : 'polite'}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipeStart.current = null)}
          >
            {slides.map((slide, index) => {
              const active = index === current
              return (
                <div
                  key={slide.id}
                  ref={(element) => {
                    slideElements.current[index] = element
                  }}
                  className={active ? 'hero-slide is-active' : 'hero-slide'}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t('slideOf', {
                    number: index + 1,
                    total: slides.length,
                  })}
                  aria-hidden={!active}
                  inert={!active}
                >
                  <Picture
                    className="hero-slide-image"
                    image={slide.image}
                    sizes="100vw"
                    priority={index === 0}
                  />
                  <div className="hero-slide-overlay">
                    <div className="container hero-slide-content">
                      <p className="hero-slide-title">{slide.title}</p>
                      {slide.text ? <p className="hero-slide-text">{slide.text}</p> : null}
                      {slide.link ? (
                        <SlideLink href={slide.link.href} label={slide.link.label || slide.title} />
                      ) : null}
                    </div>
                  </div>
                </div>
              )
            })}
          </div>
          {navigable ? (
            <div className="slider-controls">
              {reducedMotion ? null : (
                <button
                  type="button"
                  className="slider-button"
                  aria-label={autoRotates ? t('pause') : t('play')}
                  onClick={() => {
                    // Starting again is an explicit request: it overrides the pause on focus.
                    if (!autoRotates) setFocused(false)
                    setUserPaused(autoRotates)
                  }}
                >
                  {autoRotates ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
                </button>
              )}
              <button
                type="button"
                className="slider-button"
                aria-label={t('previous')}
                onClick={() => move(-1)}
              >
                <ChevronStartIcon size={22} />
              </button>
              <div className="slider-dots" role="group" aria-label={t('slides')}>
                {slides.map((slide, index) => (
                  <button
                    key={slide.id}
                    type="button"
                    className="slider-dot"
                    aria-label={t('goTo', { number: index + 1 })}
                    aria-current={index === current ? 'true' : undefined}
                    onClick={() => move(index > current ? 1 : -1, index)}
                  />
                ))}
              </div>
              <button
                type="button"
                className="slider-button"
                aria-label={t('next')}
                onClick={() => move(1)}
              >
                <ChevronEndIcon size={22} />
              </button>
            </div>
          ) : null}
        </section>
      )}
    </div>
  )
}

/** A slide's call to action: site paths through the localized Link, other addresses as they are. */
function SlideLink({ href, label }: { href: string; label: string }) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link href={href} className="button hero-slide-link">
        {label}
      </Link>
    )
  }
  return (
    <a href={href} className="button hero-slide-link">
      {label}
    </a>
  )
}
