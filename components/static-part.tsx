import { useRouter } from 'next/router'
import { type ComponentType, type JSX, useId, useRef, useState } from 'react'
import { useGlobal } from '@/lib/global/context'
import { type LazyPart, lazyPart } from './lazy-part'
import { useRoutedLinks } from './use-routed-links'

/** Marks a static part's wrapper; its value is the part's name and React id, the same on server and client. */
export const STATIC_PART_ATTRIBUTE = 'data-static-part'

/**
 * The HTML the server drew for the part `id`, when the part is being hydrated; null on the server
 * and for a part React draws in the browser. React gives a hydrated part the id the server gave it,
 * and a part first drawn in the browser an id of another form, which no server HTML carries.
 */
export function readStaticPart(id: string): string | null {
  if (typeof document === 'undefined') return null
  for (const element of document.querySelectorAll(`[${STATIC_PART_ATTRIBUTE}]`)) {
    if (element.getAttribute(STATIC_PART_ATTRIBUTE) === id) return element.innerHTML
  }
  return null
}

function KeptHtml({ id, html }: { id: string; html: string }) {
  const container = useRef<HTMLDivElement>(null)
  useRoutedLinks(container)
  return <div ref={container} {...{ [STATIC_PART_ATTRIBUTE]: id }} className="contents" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />
}

/**
 * A part that is only text and links (previous/next, related posts, a footer, an author card): the
 * server renders it, and a page that arrives from the server keeps that HTML without loading the
 * part's code, which is in a chunk of its own. Its links still navigate through the router. When
 * what it shows may have changed (other props, another route or query, another language) it is
 * drawn by React from then on, its chunk fetched first. Only for parts whose look follows dark mode
 * through CSS (`dark:` classes), with no state, effects or handlers of their own.
 */
export function staticPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): LazyPart<P> {
  const Part = lazyPart(load)
  function StaticPart(props: P) {
    const id = `${name}${useId()}`
    const { asPath } = useRouter()
    const { locale } = useGlobal()
    // What the part shows follows from these; functions are left out (kept links call none).
    const shown = JSON.stringify([asPath, locale, props])
    const [first] = useState(() => ({ html: readStaticPart(id), shown }))
    if (first.html !== null && first.shown === shown) return <KeptHtml id={id} html={first.html} />
    return (
      <div {...{ [STATIC_PART_ATTRIBUTE]: id }} className="contents">
        <Part {...(props as P & JSX.IntrinsicAttributes)} />
      </div>
    )
  }
  return Object.assign(StaticPart, { preload: Part.preload })
}
