import { type ComponentType, type JSX, lazy, Suspense } from 'react'

/**
 * A component loaded in its own chunk, for parts rendered inside a lazily loaded theme. The server
 * waits for it and sends its HTML; in the browser React keeps that HTML inside the Suspense
 * boundary until the chunk arrives, then hydrates it. (next/dynamic cannot do this below a theme:
 * the page's manifest only lists the theme itself, so the part would hydrate as empty and clash
 * with the server HTML.)
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }))
  function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    )
  }
  return LazyPart
}
