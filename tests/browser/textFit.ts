import type { Page } from 'playwright-core'
import { siteFontsDrawn } from './siteFonts'

/** The narrowest a column of running text may be, in ems of its font: about 18 characters a line. */
export const narrowestColumnEm = 10

/** Running text shorter than this many words may sit in a narrow box (a caption, a figure's label). */
export const runningTextWords = 10

/** The largest font of running text, in px (1.125 rem): a heading's few large words a line are its design. */
export const largestRunningText = 18

/**
 * Runs in the page (passed to `page.evaluate`, so it refers to nothing outside itself) and lists the text that does
 * not fit where the layout put it, as a visitor would see it:
 * - the page scrolls sideways;
 * - a box's text is wider than the box: clipped (`overflow: hidden` or `clip`), cut with an ellipsis, or spilling out;
 * - a button's label, or a pill-shaped link's, wraps onto a second line;
 * - running text (`runningTextWords` words or more, at most `largestRunningText` px) squeezed into a column
 *   narrower than `narrowestColumn` ems;
 * - an empty field's placeholder, or a list's chosen option, wider than the control's content box (measured in a
 *   hidden span in the control's own font), or a text area's placeholder taller than the box once wrapped.
 * Hidden elements (not rendered, or visually hidden 1 px boxes) are skipped; scroll containers scroll on purpose.
 */
export function textFitProblems(limits: { narrowestColumn: number; runningTextWords: number; largestRunningText: number }): string[] {
  const problems: string[] = []
  const oneLine = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()
  const name = (element: Element, text = element.textContent) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${oneLine(text).slice(0, 48)}"`
  const rendered = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden' && element.clientWidth > 1
  const px = (value: string) => Number.parseFloat(value) || 0
  const contentWidth = (element: Element, style: CSSStyleDeclaration) => element.clientWidth - px(style.paddingLeft) - px(style.paddingRight)
  // A hidden span in the control's font: the page's own layout measures the words, with the very font it draws them in.
  const ruler = document.body.appendChild(document.createElement('span'))
  Object.assign(ruler.style, { position: 'absolute', visibility: 'hidden', whiteSpace: 'pre', top: '0', left: '0' })
  const textWidth = (text: string, style: CSSStyleDeclaration) => {
    const { fontStyle, fontWeight, fontStretch, fontSize, fontFamily, fontKerning, letterSpacing } = style
    Object.assign(ruler.style, { fontStyle, fontWeight, fontStretch, fontSize, fontFamily, fontKerning, letterSpacing })
    ruler.textContent = text
    return ruler.getBoundingClientRect().width
  }

  const { documentElement } = document
  if (documentElement.scrollWidth > documentElement.clientWidth) {
    problems.push(`the page scrolls sideways: ${documentElement.scrollWidth} px of page in a ${documentElement.clientWidth} px window`)
  }

  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    if (element.matches('input, textarea, select, option, svg *') || !rendered(element)) continue
    const style = getComputedStyle(element)
    if (style.display === 'inline' || style.display === 'contents') continue
    // Its own text: text nodes, or inline elements (a link, an emphasis) laid out in its lines.
    const ownText = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE || (node instanceof Element && getComputedStyle(node).display === 'inline'))
      .map((node) => node.textContent)
      .join('')
    if (!oneLine(ownText)) continue
    const overflow = element.scrollWidth - element.clientWidth
    if (overflow > 1) {
      const how =
        style.textOverflow === 'ellipsis'
          ? 'is cut off with an ellipsis'
          : ['hidden', 'clip'].includes(style.overflowX)
            ? 'is clipped'
            : ['auto', 'scroll'].includes(style.overflowX)
              ? undefined
              : 'spills out of its box'
      if (how) problems.push(`${name(element)} ${how}: ${element.scrollWidth} px of text in ${element.clientWidth} px`)
    }
    const fontSize = px(style.fontSize)
    const width = contentWidth(element, style)
    const isRunningText = fontSize <= limits.largestRunningText && oneLine(ownText).split(' ').length >= limits.runningTextWords
    if (isRunningText && width < limits.narrowestColumn * fontSize) {
      problems.push(`${name(element)} is squeezed into a ${Math.round(width)} px column (${(width / fontSize).toFixed(1)} em)`)
    }
  }

  // A label's lines: the distinct line boxes its text fragments sit on.
  for (const control of document.body.querySelectorAll<HTMLElement>('button, a')) {
    if (!rendered(control)) continue
    const style = getComputedStyle(control)
    const isButton = control.tagName === 'BUTTON' || px(style.borderTopLeftRadius) >= control.offsetHeight / 2
    if (!isButton || !oneLine(control.textContent)) continue
    const lineTops: number[] = []
    const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Words only for screen readers (a visually hidden 1 px box) are not on the button's lines.
      let hidden = false
      for (let box = node.parentElement; box && box !== control && !hidden; box = box.parentElement) hidden = box.getBoundingClientRect().width <= 1
      if (hidden) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const rect of range.getClientRects()) {
        if (rect.width > 0 && !lineTops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) lineTops.push(rect.top)
      }
    }
    if (lineTops.length > 1) problems.push(`${name(control)}: its label wraps onto ${lineTops.length} lines`)
  }

  for (const field of document.body.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
    if (field.value || !rendered(field)) continue
    const placeholder = getComputedStyle(field, '::placeholder')
    const style = getComputedStyle(field)
    const width = contentWidth(field, style)
    if (field instanceof HTMLTextAreaElement) {
      // Wrapped word by word, as the browser wraps it; it must fit the box's height.
      let lines = 1
      let line = ''
      for (const word of field.placeholder.split(/\s+/)) {
        const next = line ? `${line} ${word}` : word
        if (line && textWidth(next, placeholder) > width) {
          lines++
          line = word
        } else line = next
      }
      const height = field.clientHeight - px(style.paddingTop) - px(style.paddingBottom)
      const lineHeight = px(placeholder.lineHeight) || 1.2 * px(placeholder.fontSize)
      if (lines * lineHeight > height + 1)
        problems.push(`${name(field, field.placeholder)}: its placeholder needs ${lines} lines, the box shows ${Math.floor(height / lineHeight)}`)
    } else {
      const needed = textWidth(field.placeholder, placeholder)
      if (needed > width)
        problems.push(`${name(field, field.placeholder)}: its placeholder is ${Math.ceil(needed)} px wide, the field shows ${Math.floor(width)} px`)
    }
  }

  for (const list of document.body.querySelectorAll('select')) {
    const chosen = list.selectedOptions[0]
    if (!chosen || !rendered(list)) continue
    const style = getComputedStyle(list)
    const needed = textWidth(oneLine(chosen.textContent), style)
    const width = contentWidth(list, style)
    if (needed > width)
      problems.push(`${name(list, chosen.textContent)}: the chosen option is ${Math.ceil(needed)} px wide, the list shows ${Math.floor(width)} px`)
  }
  ruler.remove()
  return problems
}

/**
 * Lists what `textFitProblems` finds in `page` (opened with `beforeLoad: swapInSiteFonts`), once its fonts are in. tsx compiles
 * the tests keeping function names, which wraps each named inner function in a call to its `__name` helper: the page
 * gets a stand-in that does nothing, as the helper does at run time.
 */
export async function readTextFit(page: Page): Promise<string[]> {
  await siteFontsDrawn(page)
  await page.evaluate('globalThis.__name ??= (target) => target')
  return page.evaluate(textFitProblems, { narrowestColumn: narrowestColumnEm, runningTextWords, largestRunningText })
}
