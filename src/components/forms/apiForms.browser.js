/* global document, location, fetch, FormData, CustomEvent, HTMLFormElement, HTMLSelectElement, MutationObserver, Option */
// The public pages' own forms (login, sign-up, contact) without React: server-rendered markup that
// describes itself in data attributes, and this one script, first in the body of every public page
// (put there by the production server's HTML pass, src/server/staticPages.ts; by the layout under
// `next dev`). It listens on the document, so it serves a form the server sent, one Next rendered
// after a client-side navigation from a page with React, and one used before any script file
// arrived (docs/decisions.md, "Page weight"). Plain modern JavaScript, sent as it is written.
// A line starting with a comment is dropped when the script is inlined.
//
// A form takes part with `data-api-form` (the JSON endpoint it posts to) and says:
// - `data-fields`: its API fields and their inputs' ids in screen order (`login:login password:password`);
// - `data-body-lang`: the page's language goes in the body as `lang`;
// - `data-network-error`: the message when the server cannot be reached;
// - `data-fix-fields`: the message in the form's box when fields are refused (else the refusals
//   about no field of the form);
// - `data-go` (and `data-go-unverified`, for an answer `msg: 'not-verified'`): where success goes;
// - `data-done`: the id of the confirmation that replaces the form on success, the answer's
//   `message` in its `[data-done-message]`; a `[data-done-again]` button there brings the form back.
// The form's box is its `[data-form-message]` element; a refused field's message is appended to its
// `.field` as `<p id="{input}-error" class="field-error">`, as `FieldError` renders it, and linked
// with `aria-describedby`. A submit button's `data-pending-label` replaces its text while sending.
// A `select[data-options-from]` gets its options from the `[{code, dial, name}]` that address
// answers (the sign-up's countries) once the page has loaded. Success is also announced as an
// `api-form:done` event on the form, the answer as its detail.
;(function () {
  const doc = document

  const pairsOf = (form) =>
    (form.dataset.fields || '')
      .split(' ')
      .filter(Boolean)
      .map((pair) => pair.split(':'))

  const describedIds = (input) =>
    (input.getAttribute('aria-describedby') || '').split(' ').filter(Boolean)

  const setDescribed = (input, ids) => {
    if (ids.length) input.setAttribute('aria-describedby', ids.join(' '))
    else input.removeAttribute('aria-describedby')
  }

  const clearField = (inputId) => {
    const input = doc.getElementById(inputId)
    if (!input) return
    const errorId = inputId + '-error'
    const shown = doc.getElementById(errorId)
    if (shown) shown.remove()
    input.removeAttribute('aria-invalid')
    setDescribed(
      input,
      describedIds(input).filter((id) => id !== errorId),
    )
  }

  const showField = (inputId, message) => {
    const input = doc.getElementById(inputId)
    if (!input) return
    const errorId = inputId + '-error'
    let shown = doc.getElementById(errorId)
    if (!shown) {
      shown = doc.createElement('p')
      shown.id = errorId
      shown.className = 'field-error'
      const box = input.closest('.field') || input.parentElement
      box.appendChild(shown)
    }
    shown.textContent = message
    input.setAttribute('aria-invalid', 'true')
    const ids = describedIds(input)
    if (ids.indexOf(errorId) < 0) ids.push(errorId)
    setDescribed(input, ids)
  }

  const showFormMessage = (form, message) => {
    const box = form.querySelector('[data-form-message]')
    if (!box) return
    box.textContent = ''
    if (!message) return
    const paragraph = doc.createElement('p')
    paragraph.className = 'form-error'
    paragraph.setAttribute('role', 'alert')
    paragraph.textContent = message
    box.appendChild(paragraph)
  }

  const setBusy = (form, busy) => {
    form.toggleAttribute('aria-busy', busy)
    const button = form.querySelector('button[type="submit"]')
    if (!button) return
    button.disabled = busy
    const pending = button.dataset.pendingLabel
    if (!pending) return
    if (busy) {
      button.dataset.label = button.textContent || ''
      button.textContent = pending
    } else if (button.dataset.label !== undefined) {
      button.textContent = button.dataset.label
    }
  }

  // A refusal: each refused field's message beside it, the first focused, the rest in the box.
  const refuse = (form, answer) => {
    const failure =
      answer && answer.status === false && typeof answer.message === 'string' ? answer : null
    const pairs = pairsOf(form)
    const beside = {}
    const elsewhere = []
    const note = (field, message) => {
      if (typeof field !== 'string' || typeof message !== 'string') return
      if (pairs.some((pair) => pair[0] === field)) beside[field] = beside[field] || message
      else if (elsewhere.indexOf(message) < 0) elsewhere.push(message)
    }
    if (failure) {
      const fields = failure.fields
      if (fields && typeof fields === 'object') {
        Object.keys(fields).forEach((field) => note(field, fields[field]))
      }
      if (Array.isArray(failure.issues)) {
        failure.issues.forEach((issue) => issue && note(issue.field, issue.message))
      }
    }
    let first = null
    pairs.forEach(([field, inputId]) => {
      if (!field || !inputId) return
      if (beside[field]) {
        showField(inputId, beside[field])
        first = first || inputId
      } else {
        clearField(inputId)
      }
    })
    if (first) {
      showFormMessage(form, form.dataset.fixFields || elsewhere.join(' ') || null)
      const input = doc.getElementById(first)
      if (input) input.focus()
    } else {
      showFormMessage(form, failure ? failure.message : form.dataset.networkError || null)
    }
  }

  const succeed = (form, answer) => {
    showFormMessage(form, null)
    pairsOf(form).forEach((pair) => pair[1] && clearField(pair[1]))
    const go =
      answer && answer.msg === 'not-verified' && form.dataset.goUnverified
        ? form.dataset.goUnverified
        : form.dataset.go
    if (go) {
      // As the login replaced its page: Back does not return to a form already used.
      location.replace(go)
      return
    }
    const done = form.dataset.done ? doc.getElementById(form.dataset.done) : null
    if (done) {
      const text = done.querySelector('[data-done-message]')
      if (text && answer && typeof answer.message === 'string') text.textContent = answer.message
      form.reset()
      form.hidden = true
      done.hidden = false
      done.focus()
    }
    form.dispatchEvent(new CustomEvent('api-form:done', { bubbles: true, detail: answer }))
  }

  doc.addEventListener('submit', (event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || !form.dataset.apiForm) return
    event.preventDefault()
    if (form.hasAttribute('aria-busy')) return
    const body = {}
    new FormData(form).forEach((value, name) => {
      body[name] = String(value)
    })
    if (form.hasAttribute('data-body-lang')) body.lang = doc.documentElement.lang || 'en'
    setBusy(form, true)
    fetch(form.dataset.apiForm, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    })
      .then((response) =>
        response
          .json()
          .catch(() => null)
          .then((answer) => ({ ok: response.ok && answer !== null, answer })),
      )
      .catch(() => ({ ok: false, answer: null }))
      .then((result) => {
        setBusy(form, false)
        if (result.ok) succeed(form, result.answer)
        else refuse(form, result.answer)
      })
  })

  // Editing a refused field takes its message away.
  const onEdit = (event) => {
    const input = event.target
    const form = input.form
    if (!form || !form.dataset.apiForm) return
    pairsOf(form).forEach(([field, inputId]) => {
      if (inputId && (field === input.name || inputId === input.id)) clearField(inputId)
    })
  }
  doc.addEventListener('input', onEdit)
  doc.addEventListener('change', onEdit)

  doc.addEventListener('click', (event) => {
    const again = event.target.closest && event.target.closest('[data-done-again]')
    const done = again && again.closest('[id]')
    const form = done && doc.querySelector('form[data-done="' + done.id + '"]')
    if (!form) return
    done.hidden = true
    form.hidden = false
    const first = form.querySelector('input, textarea, select')
    if (first) first.focus()
  })

  // A form's submit button comes disabled (without this script, the browser would post the form
  // itself) and is enabled here: the forms of the page, then any that Next renders later.
  const enableIn = (root) => {
    const forms = root.matches && root.matches('form[data-api-form]') ? [root] : []
    if (root.querySelectorAll) forms.push(...root.querySelectorAll('form[data-api-form]'))
    forms.forEach((form) => {
      const button = form.querySelector('button[type="submit"]')
      if (button && !form.hasAttribute('aria-busy')) button.disabled = false
    })
  }
  const watch = () => {
    enableIn(doc)
    new MutationObserver((changes) => {
      changes.forEach((change) =>
        change.addedNodes.forEach((node) => node.nodeType === 1 && enableIn(node)),
      )
    }).observe(doc.body, { childList: true, subtree: true })
  }

  // Long option lists come after the page: Egypt alone is sent with it.
  const fill = (select) => {
    const from = select.dataset.optionsFrom
    if (!from || select.dataset.filled) return
    select.dataset.filled = 'true'
    fetch(from, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null)
      .then((list) => {
        if (!Array.isArray(list) || !list.length) return
        const chosen = select.value
        const options = list
          .filter((item) => item && typeof item.code === 'string')
          .map((item) => new Option(item.dial + ' · ' + item.name, item.code))
        select.replaceChildren(...options)
        select.value = chosen
      })
  }
  const start = () => {
    watch()
    doc.querySelectorAll('select[data-options-from]').forEach(fill)
  }
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', start)
  else start()
  // A form Next rendered after a client-side navigation: its list is asked for on first touch.
  const touch = (event) => {
    if (event.target instanceof HTMLSelectElement) fill(event.target)
  }
  doc.addEventListener('focusin', touch)
  doc.addEventListener('pointerdown', touch)
})()
