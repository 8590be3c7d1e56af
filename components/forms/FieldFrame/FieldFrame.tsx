import type { ReactNode } from 'react'
import * as styles from './FieldFrame.css'

/** The id of a field's error message, for the control's `aria-describedby`. */
export function errorId(controlId: string): string {
  return `${controlId}-error`
}

/** The ARIA attributes of a control with this error ('' when valid): invalid, and described by its message. */
export function errorAttributes(controlId: string, error: string) {
  return error ? { 'aria-invalid': true, 'aria-describedby': errorId(controlId) } : {}
}

/** The class names of a text control, red-bordered when invalid. */
export function controlClassName(error: string, extra?: string): string {
  return [styles.control, error ? styles.invalid : '', extra].filter(Boolean).join(' ')
}

type FieldFrameProps = { id: string; label: ReactNode; error: string; children: ReactNode }

/** A form field's frame: the label above the control and, once there is one, the error message under it. */
export function FieldFrame({ id, label, error, children }: FieldFrameProps) {
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>{label}</label>
      {children}
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
