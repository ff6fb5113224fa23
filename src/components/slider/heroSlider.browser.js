/* global document, window, getComputedStyle, localStorage, setTimeout, clearTimeout */
// The home page's slider where the page is served without React (src/server/islands.ts): what
// HeroSlider does, on its server-rendered markup - the slides changing every `interval` ms,
// previous / next, dots and pause, swipe and arrow keys (mirrored in Arabic), the switch that
// hides it (remembered in this browser); it stops while hovered or keyboard-focused and never moves
// by itself for visitors who prefer reduced motion. Its texts and interval come from the markup
// (`data-slider`). Inlined as `(this function)()`; plain ES2019.
// A line starting with a comment is dropped when the script is inlined.
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- called where it is inlined
;(function () {
  var wrap = document.querySelector('[data-slider]')
  var region = wrap && wrap.querySelector('.hero-slider')
  if (!region) return
  var config = JSON.parse(wrap.getAttribute('data-slider'))
  var HIDDEN_KEY = 'masar:slider-hidden'
  var SWIPE_THRESHOLD_PX = 40
  var toggle = wrap.querySelector('.slider-visibility')
  var track = region.querySelector('.hero-slides')
  var slides = [].slice.call(region.querySelectorAll('.hero-slide'))
  var controls = region.querySelector('.slider-controls')
  var buttons = controls ? controls.querySelectorAll('.slider-button') : []
  var dots = controls ? [].slice.call(controls.querySelectorAll('.slider-dot')) : []
  // With controls, the server drew pause, previous and next (it knows no motion preference).
  var pause = buttons[0]
  var navigable = Boolean(controls) && slides.length > 1
  var motion = window.matchMedia('(prefers-reduced-motion: reduce)')
  var current = 0
  var userPaused = false
  var hovered = false
  var focused = false
  var hidden = false
  var timer = 0
  var swipeStart = null

  var rtl = function () {
    return getComputedStyle(region).direction === 'rtl'
  }
  var autoRotates = function () {
    return navigable && !motion.matches && !userPaused
  }
  var rotating = function () {
    return autoRotates() && !hovered && !focused && !hidden
  }
  var schedule = function () {
    clearTimeout(timer)
    if (rotating()) {
      timer = setTimeout(function () {
        move(1)
      }, config.interval)
    }
  }
  var render = function () {
    if (pause) {
      var auto = autoRotates()
      pause.style.display = motion.matches ? 'none' : ''
      pause.setAttribute('aria-label', auto ? config.pause : config.play)
      var icon = pause.querySelector('use')
      if (icon) {
        icon.setAttribute(
          'href',
          icon.getAttribute('href').replace(/#.*$/, auto ? '#pause' : '#play'),
        )
      }
    }
    track.setAttribute('aria-live', rotating() ? 'off' : 'polite')
    schedule()
  }
  var move = function (step, target) {
    if (target === undefined) target = (current + step + slides.length) % slides.length
    if (target === current) return
    var from = current
    current = target
    slides.forEach(function (slide, index) {
      var active = index === current
      slide.classList.toggle('is-active', active)
      slide.setAttribute('aria-hidden', String(!active))
      slide.inert = !active
    })
    dots.forEach(function (dot, index) {
      if (index === current) dot.setAttribute('aria-current', 'true')
      else dot.removeAttribute('aria-current')
    })
    var incoming = slides[current]
    var outgoing = slides[from]
    if (!motion.matches && incoming.animate && outgoing.animate) {
      // The new slide comes in from one side while the old one leaves by the other; positive is
      // the inline end (to the right in English, to the left in Arabic).
      var towardsEnd = (rtl() ? -1 : 1) * step * 100
      var timing = { duration: 600, easing: 'cubic-bezier(0.4, 0, 0.2, 1)' }
      incoming.animate(
        [{ transform: 'translateX(' + towardsEnd + '%)' }, { transform: 'translateX(0)' }],
        timing,
      )
      outgoing.animate(
        [
          { transform: 'translateX(0)', visibility: 'visible' },
          { transform: 'translateX(' + -towardsEnd + '%)', visibility: 'visible' },
        ],
        timing,
      )
    }
    schedule()
  }

  var setHidden = function (value, remember) {
    hidden = value
    wrap.classList.toggle('is-hidden', value)
    region.style.display = value ? 'none' : ''
    toggle.setAttribute('aria-expanded', String(!value))
    if (value) toggle.removeAttribute('aria-controls')
    else toggle.setAttribute('aria-controls', region.id)
    toggle.textContent = value ? config.show : config.hide
    if (remember) {
      try {
        if (value) localStorage.setItem(HIDDEN_KEY, '1')
        else localStorage.removeItem(HIDDEN_KEY)
      } catch {
        // Storage refused: the choice lasts until the page is left.
      }
    }
    render()
  }
  toggle.addEventListener('click', function () {
    setHidden(!hidden, true)
  })
  try {
    if (localStorage.getItem(HIDDEN_KEY) === '1') setHidden(true, false)
  } catch {
    // Storage refused: shown, as on the server.
  }

  if (navigable) {
    pause.addEventListener('click', function () {
      // Starting again is an explicit request: it overrides the pause on focus.
      if (!autoRotates()) focused = false
      userPaused = autoRotates()
      render()
    })
    buttons[1].addEventListener('click', function () {
      move(-1)
    })
    buttons[2].addEventListener('click', function () {
      move(1)
    })
    dots.forEach(function (dot, index) {
      dot.addEventListener('click', function () {
        move(index > current ? 1 : -1, index)
      })
    })
    region.addEventListener('keydown', function (event) {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
      event.preventDefault()
      // The arrow pointing to the inline end shows the next slide.
      move((event.key === 'ArrowRight') !== rtl() ? 1 : -1)
    })
    track.addEventListener('pointerdown', function (event) {
      if (event.pointerType !== 'mouse') swipeStart = { x: event.clientX, y: event.clientY }
    })
    track.addEventListener('pointerup', function (event) {
      var start = swipeStart
      swipeStart = null
      if (!start) return
      var dx = event.clientX - start.x
      var dy = event.clientY - start.y
      if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return
      // Swiping towards the inline start pulls the next slide in from the inline end.
      move((rtl() ? dx > 0 : dx < 0) ? 1 : -1)
    })
    track.addEventListener('pointercancel', function () {
      swipeStart = null
    })
  }
  region.addEventListener('pointerenter', function (event) {
    if (event.pointerType !== 'mouse') return
    hovered = true
    render()
  })
  region.addEventListener('pointerleave', function (event) {
    if (event.pointerType !== 'mouse') return
    hovered = false
    render()
  })
  region.addEventListener('focusin', function (event) {
    // Keyboard focus stops the rotation; a mouse click or a tap on a control does not.
    if (!event.target.matches(':focus-visible')) return
    focused = true
    render()
  })
  region.addEventListener('focusout', function (event) {
    if (region.contains(event.relatedTarget)) return
    focused = false
    render()
  })
  motion.addEventListener('change', render)
  render()
})
