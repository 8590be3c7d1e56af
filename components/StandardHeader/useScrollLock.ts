import { useEffect } from 'react'

/** While `active`, the page behind a modal does not scroll; the scrollbar's width becomes padding, so nothing jumps sideways. */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return
    const { documentElement: html, body } = document
    const scrollbar = window.innerWidth - html.clientWidth
    const before = { overflow: html.style.overflow, paddingRight: body.style.paddingRight }
    html.style.overflow = 'hidden'
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
    return () => {
      html.style.overflow = before.overflow
      body.style.paddingRight = before.paddingRight
    }
  }, [active])
}
