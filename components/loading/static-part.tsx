import { useRouter } from 'next/router'
import { type ComponentType, type JSX, type RefObject, useEffect, useId, useRef, useState } from 'react'
import { useGlobal } from '@/components/site/context'
import { type LazyPart, lazyPart } from './lazy-part'
import { STATIC_PART_LOADERS } from './static-part-loaders'
import { useRoutedLinks } from '../nav/use-routed-links'

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

/**
 * When a kept part is drawn by React after all: only once what it shows changed; also once it
 * comes near the viewport (`seen`); or also once the reader first scrolls the page (`scrolled`:
 * a part whose code only follows the scroll, such as the contents list's scroll spy).
 */
export type StaticPartWake = 'changed' | 'seen' | 'scrolled'

/** What wakes a kept part (`on`), and what waking it does (`run`: fetch its code, then draw it). */
interface StaticPartWaker {
  on: Exclude<StaticPartWake, 'changed'>
  run: () => void
}

/**
 * Calls `wake` once the kept HTML is pointed at or focused, or first: with `seen`, once it comes
 * within 300 px of the viewport (the wrapper has no box of its own, `contents`, so its children are
 * watched); with `scrolled`, once the window scrolls.
 */
function useWake(container: RefObject<HTMLDivElement | null>, wake: StaticPartWaker | undefined) {
  useEffect(() => {
    const root = container.current
    if (!root || !wake) return
    let done = false
    const once = () => {
      if (done) return
      done = true
      wake.run()
    }
    const events = ['pointerdown', 'focusin'] as const
    events.forEach((type) => root.addEventListener(type, once))
    if (wake.on === 'scrolled') window.addEventListener('scroll', once, { passive: true })
    const observer =
      wake.on !== 'seen' || typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && once(), { rootMargin: '300px' })
    if (observer) Array.from(root.children).forEach((child) => observer.observe(child))
    else if (wake.on === 'seen') once()
    return () => {
      done = true
      observer?.disconnect()
      events.forEach((type) => root.removeEventListener(type, once))
      window.removeEventListener('scroll', once)
    }
  }, [container, wake])
}

/** Where the focused element sits inside the static part `id`, as child indexes from its wrapper; null when the focus is elsewhere. */
function pathOfFocus(id: string): number[] | null {
  const wrapper = document.querySelector(`[${STATIC_PART_ATTRIBUTE}="${CSS.escape(id)}"]`)
  let element = document.activeElement
  if (!wrapper || !element || !wrapper.contains(element) || element === wrapper) return null
  const path: number[] = []
  while (element && element !== wrapper) {
    const parent: Element | null = element.parentElement
    if (!parent) return null
    path.unshift(Array.prototype.indexOf.call(parent.children, element))
    element = parent
  }
  return path
}

function ServerHtml({ id, html, wake }: { id: string; html: string; wake?: StaticPartWaker }) {
  const container = useRef<HTMLDivElement>(null)
  useRoutedLinks(container)
  useWake(container, wake)
  return <div ref={container} {...{ [STATIC_PART_ATTRIBUTE]: id }} className="contents" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />
}

/**
 * A part that is only text and links (previous/next, related posts, a footer, an author card): the
 * server renders it, and a page that arrives from the server keeps that HTML without loading the
 * part's code, which is in a chunk of its own. Its links still navigate through the router. When
 * what it shows may have changed (other props, another route or query, another language) it is
 * drawn by React from then on, its chunk fetched first. Only for parts whose look follows dark mode
 * through CSS (`dark:` classes), with no state, effects or handlers of their own.
 *
 * With `wake: 'seen'` the part may have handlers (a copy button, a counter): its HTML is kept
 * while it is out of sight, and its code is fetched and the part drawn by React once it comes
 * near the viewport (or is pointed at or focused), so a page read without scrolling to it never
 * loads it. Its server HTML must be what React draws first in the browser. `wake: 'scrolled'`
 * likewise, once the page is first scrolled (or the part pointed at or focused).
 */
export function staticPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>, { wake = 'changed' }: { wake?: StaticPartWake } = {}): LazyPart<P> {
  const Part = lazyPart(load)
  STATIC_PART_LOADERS.add(Part.preload)
  function StaticPart(props: P) {
    const id = `${name}${useId()}`
    const { asPath } = useRouter()
    const { locale } = useGlobal()
    // What the part shows follows from these; functions are left out (kept links call none).
    const shown = JSON.stringify([asPath, locale, props])
    const [first] = useState(() => ({ html: readStaticPart(id), shown }))
    const [awake, setAwake] = useState(false)
    const live = useRef<HTMLDivElement>(null)
    const focusPath = useRef<number[] | null>(null)
    // The code arrives first, so the kept HTML is swapped for the same part with nothing blank
    // between; what had the focus in it has it again after.
    const [onWake] = useState(() =>
      wake === 'changed'
        ? undefined
        : {
            on: wake,
            run: () =>
              void Part.preload().then(
                () => {
                  focusPath.current = pathOfFocus(id)
                  setAwake(true)
                },
                // A chunk that fails to arrive leaves the server's HTML, whose links still work.
                () => {}
              )
          }
    )
    useEffect(() => {
      if (!awake || !focusPath.current || !live.current) return
      const target = focusPath.current.reduce<Element | undefined>((element, index) => element?.children[index], live.current)
      if (target instanceof HTMLElement) target.focus()
      focusPath.current = null
    }, [awake])
    if (first.html !== null && first.shown === shown && !awake) return <ServerHtml id={id} html={first.html} wake={onWake} />
    return (
      <div ref={live} {...{ [STATIC_PART_ATTRIBUTE]: id }} className="contents">
        <Part {...(props as P & JSX.IntrinsicAttributes)} />
      </div>
    )
  }
  return Object.assign(StaticPart, { preload: Part.preload })
}
