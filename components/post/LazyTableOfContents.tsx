import { lazyPart } from '../loading/lazy-part'

/** The table of contents with its scroll spy, in a drawer drawn once it opens: its own chunk (see lazyPart). A list placed in the page is StaticTableOfContents. */
export const LazyTableOfContents = lazyPart(() => import('./TableOfContents').then((m) => m.TableOfContents))
