/* global document, window, navigator, fetch, location, requestAnimationFrame, setTimeout */
// The chrome of a page served without React (src/server/staticPages.ts): what the layout's islands
// do on the other pages (NavbarShell, SideDrawer, AccountLinks, DrawerAccount, LanguageToggle,
// OfflineBanner, IdlePrefetch), on the same server-rendered markup. Inlined at the end of the
// body as `(this function)(config)`; plain ES2017 for every browser the site supports.
// A line starting with a comment is dropped when the script is inlined.
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- called where it is inlined
;(function (config) {
  var doc = document
  var prefix = doc.documentElement.lang === 'ar' ? '/ar' : ''
  var path = function (pathname) {
    return prefix && pathname === '/' ? prefix : prefix + pathname
  }

  // The navbar turns solid once the page has scrolled far enough.
  var header = doc.querySelector('header.navbar')
  if (header) {
    var frame = 0
    var update = function () {
      frame = 0
      header.toggleAttribute('data-solid', window.scrollY >= config.solidAfterPx)
    }
    // In the first frame, not now: reading scrollY here would lay the page out inside this
    // script's task, on top of the parsing, instead of in the frame's own rendering.
    frame = requestAnimationFrame(update)
    window.addEventListener(
      'scroll',
      function () {
        if (!frame) frame = requestAnimationFrame(update)
      },
      { passive: true },
    )
  }

  // The side drawer: a modal dialog (the browser makes the page inert and closes it on Escape).
  var burger = doc.querySelector('button.burger')
  var drawer = doc.getElementById('site-drawer')
  if (burger && drawer && drawer.showModal) {
    var close = function () {
      drawer.close()
    }
    burger.addEventListener('click', function () {
      drawer.showModal()
      burger.setAttribute('aria-expanded', 'true')
    })
    drawer.addEventListener('close', function () {
      burger.setAttribute('aria-expanded', 'false')
      burger.focus()
    })
    drawer.addEventListener('click', function (event) {
      // The dialog box itself is only hit outside the panel: on the backdrop.
      if (event.target === drawer || event.target.closest('a[href]')) close()
    })
    var closeButton = drawer.querySelector('.drawer-head button')
    if (closeButton) closeButton.addEventListener('click', close)
    // Keep Tab inside the drawer (the browser alone would let it leave for the address bar).
    drawer.addEventListener('keydown', function (event) {
      if (event.key !== 'Tab') return
      var focusable = drawer.querySelectorAll(config.focusable)
      var first = focusable[0]
      var last = focusable[focusable.length - 1]
      if (!first) return
      if (event.shiftKey && doc.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && doc.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    })
  }

  // Switching language goes through the server, which remembers it in a cookie.
  var toggle = doc.querySelector('a.language-toggle')
  if (toggle) {
    toggle.addEventListener('click', function (event) {
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.button) return
      event.preventDefault()
      toggle.setAttribute('aria-busy', 'true')
      var go = function () {
        location.assign(toggle.href)
      }
      fetch('/api/lang', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lang: toggle.getAttribute('hreflang') }),
      }).then(go, go)
    })
  }

  // The customer's name in the navbar and the drawer once the server confirms the session.
  var element = function (tag, attributes, text) {
    var node = doc.createElement(tag)
    for (var name in attributes) node.setAttribute(name, attributes[name])
    if (text) node.textContent = text
    return node
  }
  var item = function (child) {
    var li = element('li', {})
    li.appendChild(child)
    return li
  }
  // What the server drew for a visitor, put back if the customer signs out in the booking.
  var account = doc.querySelector('.navbar-account')
  var visitorAccount = account ? [].slice.call(account.childNodes) : []
  var group = doc.querySelector('[data-drawer-account]')
  var visitorList = group && group.querySelector('ul')
  var drawn = visitorList ? [visitorList] : []
  var showCustomer = function (customer) {
    if (account) {
      account.replaceChildren.apply(
        account,
        customer
          ? [
              element(
                'a',
                {
                  href: path(customer.verified ? '/settings' : '/verify'),
                  class: 'account-link',
                  'data-testid': 'account-link',
                },
                customer.name,
              ),
            ]
          : visitorAccount,
      )
    }
    if (!drawn.length) return
    var nodes = [visitorList]
    if (customer) {
      var logout = element(
        'button',
        { type: 'button', class: 'drawer-logout' },
        group.dataset.logout,
      )
      logout.addEventListener('click', function () {
        logout.disabled = true
        logout.setAttribute('aria-busy', 'true')
        var reload = function () {
          location.reload()
        }
        fetch('/api/logout', { method: 'POST', credentials: 'same-origin' }).then(reload, reload)
      })
      var links = element('ul', { class: 'drawer-list' })
      var href = path(customer.verified ? '/settings' : '/verify')
      links.appendChild(item(element('a', { href: href }, group.dataset.account)))
      links.appendChild(item(logout))
      nodes = [
        element(
          'p',
          { class: 'drawer-signed-in' },
          // A function, so that `$&` or `$'` in a name is not read as a replacement pattern.
          group.dataset.signedInAs.replace('{name}', function () {
            return customer.name
          }),
        ),
        links,
      ]
    }
    if (nodes[0] === drawn[0]) return
    drawn[0].before.apply(drawn[0], nodes)
    drawn.forEach(function (node) {
      node.remove()
    })
    drawn = nodes
  }
  // The booking island signs the customer in or out without a page load (customerSession.ts).
  window.addEventListener('masar:session', function (event) {
    showCustomer(event.detail)
  })
  fetch('/api/user/info', { credentials: 'same-origin', cache: 'no-store' })
    .then(function (response) {
      return response.ok ? response.json() : null
    })
    .then(function (customer) {
      if (customer && customer.name) showCustomer(customer)
    })
    .catch(function () {
      // Offline: the page stays as the server drew it.
    })

  // A polite notice while the browser has no connection (the live region is always there).
  var region = doc.querySelector('.offline-region')
  if (region) {
    var notice = function () {
      region.replaceChildren()
      if (!navigator.onLine) {
        region.appendChild(element('p', { class: 'offline-banner' }, region.dataset.message))
      }
    }
    window.addEventListener('online', notice)
    window.addEventListener('offline', notice)
    notice()
  }

  // The main pages are fetched when the browser is idle, so following a link to one is instant.
  var prefetch = function () {
    config.mainPages.forEach(function (page) {
      var href = path(page)
      if (href === location.pathname) return
      doc.head.appendChild(element('link', { rel: 'prefetch', href: href }))
    })
  }
  if (window.requestIdleCallback) {
    window.requestIdleCallback(prefetch, { timeout: config.prefetchTimeoutMs })
  } else setTimeout(prefetch, config.prefetchTimeoutMs)
})
