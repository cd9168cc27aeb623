import { lazyPart } from '../loading/lazy-part'

export type { InfinitePostListProps } from './InfinitePostListView'

/**
 * A post list that grows (POST_LIST_STYLE other than page): see InfinitePostListView. Its own
 * chunk, rendered on the server all the same, so paged sites never load it.
 */
export const InfinitePostList = lazyPart(() => import('./InfinitePostListView').then((m) => m.InfinitePostListView))
