import { staticPart } from '../loading/static-part'

/**
 * PostPreview as cards draw it, fetched only where a card has a preview (POST_LIST_PREVIEW): lists
 * without previews never load it. A static part: the server draws it and a page keeps that HTML as
 * it hydrates, so nothing moves and the list's first load carries none of its code. An infinite
 * list preloads it before it shows a page of previews (use-infinite-posts), or each new card would
 * grow by its preview a moment after it appeared.
 */
export const PostPreviewPart = staticPart('post-preview', () => import('./PostPreview').then((m) => m.default))
