import { lazyPart } from '@/components/loading/lazy-part'

/** The document layout, its own chunk: the post route and the home (which shows a document) load it, list screens never do. */
export const LayoutSlug = lazyPart(() => import('./LayoutSlug').then((m) => m.LayoutSlug))
