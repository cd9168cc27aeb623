import Router, { useRouter } from 'next/router'
import { useLayoutEffect } from 'react'

/**
 * How a theme's page content arrives after a click (docs/behaviour.md §4, enter phase): `rise` fades
 * it in while it slides up 4rem over 700 ms; `fade` only fades it in; `none` draws it at once. The
 * moves themselves are CSS (styles/globals.css, `#main[data-enter]`), which also leaves them out for
 * visitors who ask for reduced motion.
 */
export type PageEnter = 'rise' | 'fade' | 'none'

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

/**
 * Plays the theme's page-enter motion on `#main` (every theme's content landmark) when the visitor
 * moves to another page inside the site, from the new page's first paint. Never on the first page a
 * visitor opens: that page comes drawn from the server and must be readable in its first paint
 * (Lighthouse, LCP). Never for a shallow change of the address (the comment link's query tidied
 * away). A transform and an opacity move the page's pixels, not its layout: no shift is counted.
 */
export function usePageEnter(kind: PageEnter): void {
  const { asPath } = useRouter()
  useLayoutEffect(() => {
    if (!arriving) return
    arriving = false
    const main = document.getElementById('main')
    if (kind === 'none' || !main) return
    // The same <main> may still carry the last page's move: taken off and read once, it plays anew.
    main.removeAttribute('data-enter')
    void main.offsetWidth
    main.setAttribute('data-enter', kind)
  }, [asPath, kind])
}
