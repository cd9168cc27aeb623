import Router from 'next/router'
import { lazy, Suspense } from 'react'
import type { LayoutBaseProps } from '@/lib/site/page-props'

const loadSeo = () => import('./SEO').then((m) => ({ default: m.SEO }))
// React.lazy, not lazyPart: the Suspense boundary must be drawn even while the head is not (the
// server's HTML has it), which lazyPart's own boundary, drawn only with the part, cannot do.
const SEO = lazy(loadSeo)

/** Set by the first navigation in this tab: until then the head is the server's, for this very page. */
let navigated = false
if (typeof window !== 'undefined') {
  Router.events.on('routeChangeStart', () => {
    navigated = true
    void loadSeo()
  })
}

/**
 * The page's head (SEO). The server renders it into the HTML; a page that arrives from the server
 * keeps that head and never loads the code that builds it, which is its own chunk, fetched on the
 * first navigation inside the site, when the head must follow the new page.
 */
export function SiteHead({ props }: { props: Omit<LayoutBaseProps, 'children'> }) {
  const drawn = typeof window === 'undefined' || navigated
  // The same boundary on the server and in the browser, so hydration lines up whether or not it holds the head.
  return <Suspense fallback={null}>{drawn && <SEO props={props} />}</Suspense>
}
