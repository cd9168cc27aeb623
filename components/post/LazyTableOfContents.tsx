import { lazyPart } from '../loading/lazy-part'

/** The table of contents with its scroll spy, on posts only, for themes that draw it outside the post layout: its own chunk, rendered by the server too (see lazyPart). */
export const LazyTableOfContents = lazyPart(() => import('./TableOfContents').then((m) => m.TableOfContents))
