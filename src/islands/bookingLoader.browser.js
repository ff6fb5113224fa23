/* global document, window, fetch, addEventListener, IntersectionObserver, requestIdleCallback, requestAnimationFrame, setTimeout, console */
// The booking island's loader, inline at the end of a page served without React that has the
// booking screens' shell (src/server/islands.ts): it loads the screens when BookingLoader would -
// on /book (`eager`) once the page has painted, otherwise once the shell comes near the screen and the page has
// loaded and the browser is idle, or as soon as the visitor touches the shell - and asks for
// their texts at the same time. Inlined as `(this function)(module address)`; plain ES2017.
// A line starting with a comment is dropped when the script is inlined.
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- called where it is inlined
;(function (src) {
  var root = document.querySelector('[data-booking-island]')
  if (!root) return
  var config = JSON.parse(root.getAttribute('data-booking-island'))
  var started = false
  var go = function () {
    if (started) return
    started = true
    var texts = fetch(config.messagesUrl).then(function (response) {
      if (!response.ok) throw new Error('The booking texts answered ' + response.status)
      return response.json()
    })
    // The island asks again if this fails; an unhandled rejection would only be noise.
    texts.catch(function () {})
    import(src)
      .then(function (island) {
        return island.mount(root, texts)
      })
      .catch(function (error) {
        // Offline for a moment: the next touch of the shell tries again.
        started = false
        console.error(error)
      })
  }
  root.addEventListener('pointerdown', go)
  root.addEventListener('focusin', go)
  if (config.eager || typeof IntersectionObserver === 'undefined') {
    // After the first frame, so that the page paints before the screens' code is fetched.
    return requestAnimationFrame(function () {
      setTimeout(go, 0)
    })
  }
  var afterLoad = function () {
    if (document.readyState === 'complete') go()
    else addEventListener('load', go, { once: true })
  }
  var observer = new IntersectionObserver(
    function (entries) {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      if ('requestIdleCallback' in window) requestIdleCallback(afterLoad, { timeout: 2000 })
      else afterLoad()
    },
    { rootMargin: '300px 0px' },
  )
  observer.observe(root)
})
