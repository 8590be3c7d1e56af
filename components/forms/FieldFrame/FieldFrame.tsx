import type { ReactNode } from 'react'
import * as styles from './FieldFrame.css'
import { classNames } from '../../classNames/classNames'

/** The id of a field's error message, for the control's `aria-describedby`. */
export function errorId(controlId: string): string {
  return `${controlId}-error`
}

/** The id of a field's hint, for the control's `aria-describedby`. */
export function hintId(controlId: string): string {
  return `${controlId}-hint`
}

/**
 * The ARIA attributes of a control with this error ('' when valid): invalid, and described by its
 * message; a field with a hint is described by it too, the error first.
 */
export function errorAttributes(controlId: string, error: string, hasHint = false) {
  const describedBy = [error ? errorId(controlId) : '', hasHint ? hintId(controlId) : ''].filter(Boolean).join(' ')
  return { ...(error ? { 'aria-invalid': true } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) }
}

/** The class names of a text control, red-bordered when invalid. */
export function controlClassName(error: string, extra?: string): string {
  return classNames(styles.control, error ? styles.invalid : '', extra)
}

type FieldFrameProps = { id: string; label: ReactNode; error: string; hint?: ReactNode; children: ReactNode }

/**
 * A form field's frame: the label above the control, a hint under it when the field has one, and,
 * once there is one, the error message.
 */
export function FieldFrame({ id, label, error, hint, children }: FieldFrameProps) {
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hintId(id)} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(id)} className={styles.error}>
          <svg className={styles.icon} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="7" fill="currentColor" />
            <path d="M8 4v5M8 11.5v.5" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          {error}
        </p>
      ) : null}
    </div>
  )
}
