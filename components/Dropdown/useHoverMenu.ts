import { useEffect, useRef, useState, type PointerEvent } from 'react'

/** docs/product/rules.md: a menu opens once the pointer has rested on it for 200 ms, so passing over the bar opens nothing… */
export const openDelay = 200
/** …but at once when another menu is open or closed less than 300 ms ago: moving along the bar feels instant… */
export const skipDelay = 300
/** …and it closes 150 ms after the pointer leaves, forgiving a short slip off the menu. */
export const closeDelay = 150

/** A bar's dropdowns, at most one open: hover (a mouse only) with the delays above; a click pins it open. `<Dropdown {...menu('services')} />`. */
export function useHoverMenu<Id extends string>() {
  const [openId, setOpenId] = useState<Id | null>(null)
  // Mirrors of the state for handlers and timers that outlive a render.
  const current = useRef<Id | null>(null)
  const closedAt = useRef(Number.NEGATIVE_INFINITY)
  const timer = useRef<ReturnType<typeof setTimeout>>()
  // Opened or kept open by a click: only a click, Escape or a press outside closes it.
  const pinned = useRef(false)

  useEffect(() => () => clearTimeout(timer.current), [])

  const show = (id: Id | null, pin = false) => {
    clearTimeout(timer.current)
    if (id === null && current.current !== null) closedAt.current = Date.now()
    current.current = id
    pinned.current = id !== null && pin
    setOpenId(id)
  }
  const showLater = (id: Id | null, delay: number) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => show(id), delay)
  }

  return (id: Id) => ({
    open: openId === id,
    onOpenChange: (open: boolean) => show(open ? id : null),
    onToggle: () => {
      // The pointer opened it a moment ago, so the visitor clicks to keep it: pin it rather than close it.
      if (current.current === id && !pinned.current) show(id, true)
      else show(current.current === id ? null : id, true)
    },
    hoverProps: {
      onPointerEnter: (event: PointerEvent) => {
        if (event.pointerType !== 'mouse') return
        if (current.current === id) return clearTimeout(timer.current)
        const skip = current.current !== null || Date.now() - closedAt.current < skipDelay
        if (skip) show(id)
        else showLater(id, openDelay)
      },
      onPointerLeave: (event: PointerEvent) => {
        if (event.pointerType !== 'mouse') return
        if (current.current === id && !pinned.current) showLater(null, closeDelay)
        else if (current.current !== id) clearTimeout(timer.current)
      },
    },
  })
}

/** How a bar drives one of its dropdowns: open state, the toggle's click and the pointer handlers. */
export type DropdownControl = ReturnType<ReturnType<typeof useHoverMenu>>
