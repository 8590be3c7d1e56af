import type { ReactNode } from 'react'
import type { FieldElementProps, FieldStore } from '@modular-forms/react'
import { classNames } from '../../classNames/classNames'
import * as styles from './FieldFrame.css'

type Values = Record<string, string>

/** What a modular-forms `<Field>` hands its render prop; read its signals in the component's body, where they are tracked. */
export type FieldBinding = { field: FieldStore<Values, string>; props: FieldElementProps<Values, string> }

/** A control's ARIA attributes: invalid and described by its error ('' when valid), then by its hint if it has one. */
export function errorAttributes(id: string, error: string, hasHint = false) {
  const describedBy = [error && `${id}-error`, hasHint && `${id}-hint`].filter(Boolean).join(' ')
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined }
}

export function controlClassName(error: string, extra?: string): string {
  return classNames(styles.control, error ? styles.invalid : '', extra)
}

type FieldFrameProps = { id: string; label: ReactNode; error: string; hint?: ReactNode; className?: string; children: ReactNode }

export function FieldFrame({ id, label, error, hint, className, children }: FieldFrameProps) {
  return (
    <div className={classNames(styles.root, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
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
