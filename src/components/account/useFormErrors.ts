'use client'

import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'

import type { ApiIssue } from '@/components/apiClient'

/** A refused form as shown: each refused field's message beside it, the rest in the form's box. */
export type FormErrors = { fields: Record<string, string>; form: string | null }

const NONE: FormErrors = { fields: {}, form: null }

/**
 * The errors of an account form. `fields` maps the API's field names to their inputs' ids, in
 * screen order: a refusal that names fields (the API's `issues`, every refused field at once)
 * marks each of them and moves the focus to the first in that order; a refusal about no field
 * of the form (a wrong password, too many tries, no connection) goes to the form's box. Editing a
 * field drops its error.
 */
export function useFormErrors(fields: Readonly<Record<string, string>>) {
  const [errors, setErrors] = useState<FormErrors>(NONE)
  const focusNext = useRef<string | null>(null)

  // After the render that shows the errors: the first refused field takes the focus.
  useEffect(() => {
    const id = focusNext.current
    if (!id) return
    focusNext.current = null
    document.getElementById(id)?.focus()
  })

  /**
   * Shows a refusal: its message, and the refused fields the API listed (with `fieldsMessage`
   * in the form's box when it names fields, e.g. "Please correct the fields marked below.").
   */
  const refuse = useCallback(
    (message: string, issues: readonly ApiIssue[] = [], fieldsMessage?: string) => {
      const beside: Record<string, string> = {}
      const elsewhere: string[] = []
      for (const issue of issues) {
        if (issue.field in fields) beside[issue.field] ??= issue.message
        else if (!elsewhere.includes(issue.message)) elsewhere.push(issue.message)
      }
      const first = Object.keys(fields).find((field) => field in beside)
      focusNext.current = first ? (fields[first] ?? null) : null
      setErrors({
        fields: beside,
        form: first ? elsewhere.join(' ') || fieldsMessage || null : message,
      })
    },
    [fields],
  )

  const clear = useCallback(() => setErrors(NONE), [])

  /** The form's `onChange`: the edited field's error goes (by the input's `name`, or its id). */
  const onFieldChange = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const target = event.target as HTMLInputElement
      const field = Object.keys(fields).find(
        (name) => name === target.name || fields[name] === target.id,
      )
      if (!field) return
      setErrors((shown) => {
        if (!(field in shown.fields)) return shown
        const rest = { ...shown.fields }
        delete rest[field]
        return { ...shown, fields: rest }
      })
    },
    [fields],
  )

  return { errors, refuse, clear, onFieldChange }
}
