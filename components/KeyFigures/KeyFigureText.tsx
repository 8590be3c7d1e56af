import { Trans } from '@lingui/react'
import type { KeyFigure } from './useKeyFigures'

/** A headline figure's message, with the number in its own element so each page can set it in large type. */
export function KeyFigureText({ keyFigure, figureClassName }: { keyFigure: KeyFigure; figureClassName: string }) {
  const { message, counts, figure } = keyFigure
  return <Trans id={message.id} message={message.message} values={{ ...counts, figure: <strong className={figureClassName}>{figure}</strong> }} />
}
