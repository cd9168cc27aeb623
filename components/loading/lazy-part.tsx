import { type ComponentType, type JSX, lazy, Suspense, useState } from 'react'

/** A lazily loaded part; `preload()` fetches its chunk ahead, so a later render needs no wait. */
export type LazyPart<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> }

/**
 * A component loaded in its own chunk, for parts rendered inside a lazily loaded theme. The server
 * waits for it and sends its HTML; in the browser React keeps that HTML inside the Suspense
 * boundary until the chunk arrives, then hydrates it. (next/dynamic cannot do this below a theme:
 * the page's manifest only lists the theme itself, so the part would hydrate as empty and clash
 * with the server HTML.) Once loaded, or preloaded, it renders at once, without suspending: a
 * theme switch then shows the new screen whole instead of an empty frame while a chunk arrives.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null
  let pending: Promise<ComponentType<P>> | null = null
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null
        throw error
      }
    ))
  const Lazy = lazy(async () => ({ default: await preload() })) as unknown as ComponentType<P>
  function LazyPart(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component on a later render
    // would be a change of type, which remounts the part and drops its state (the pages an
    // infinite list has loaded, an unlocked article).
    const [Part] = useState(() => loaded ?? Lazy)
    // Always inside the same boundary, which the server's HTML has too.
    return (
      <Suspense fallback={null}>
        <Part {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    )
  }
  return Object.assign(LazyPart, { preload })
}
