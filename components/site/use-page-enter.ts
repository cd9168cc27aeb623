import Router, { useRouter } from 'next/router'
import { useLayoutEffect } from 'react'

/**
 * How a theme's page content arrives after a click (docs/behaviour.md §4, enter phase): `rise` fades
 * it in while it slides up 4rem over 700 ms; `fade` only fades it in; `none` draws it at once.
 */
export type PageEnter = 'rise' | 'fade' | 'none'

export const PAGE_ENTER_MS = 700

const KEYFRAMES: Record<Exclude<PageEnter, 'none'>, Keyframe[]> = {
  rise: [
    { opacity: 0, transform: 'translateY(4rem)' },
    { opacity: 1, transform: 'none' }
  ],
  fade: [{ opacity: 0 }, { opacity: 1 }]
}

/**
 * Whether the page being drawn was reached by a click inside the site, not opened first nor only
 * re-addressed. Set when a route change starts, so it holds whether the next page reuses this layout
 * or mounts a new one; spent by the first layout that draws after it.
 */
let arriving = false
if (typeof window !== 'undefined') {
  Router.events.on('routeChangeStart', (_url: string, { shallow }: { shallow: boolean }) => {
    arriving = !shallow
  })
  // A failed change draws nothing new; a jump within the page (a contents link) is not a page.
  const stay = () => {
    arriving = false
  }
  Router.events.on('routeChangeError', stay)
  Router.events.on('hashChangeStart', stay)
}

/** Whether the visitor asked their system for less motion, read when the move would start. */
function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * Plays the theme's page-enter motion on `#main` (every theme's content landmark) when the visitor
 * moves to another page inside the site, from the new page's first paint. Never on the first page a
 * visitor opens: that page comes drawn from the server and must be readable in its first paint
 * (Lighthouse, LCP). Never for a shallow change of the address (the comment link's query tidied
 * away), nor with reduced motion. A transform and an opacity move the page's pixels, not its layout:
 * no layout shift is counted.
 */
export function usePageEnter(kind: PageEnter): void {
  const { asPath } = useRouter()
  useLayoutEffect(() => {
    if (!arriving) return
    arriving = false
    const main = document.getElementById('main')
    if (kind === 'none' || !main || typeof main.animate !== 'function' || reducedMotion()) return
    main.animate(KEYFRAMES[kind], { duration: PAGE_ENTER_MS, easing: 'cubic-bezier(0.16, 1, 0.3, 1)' })
  }, [asPath, kind])
}
