import { lazyPart } from '../loading/lazy-part'

/**
 * The contents drawer's button, for themes that draw it from the post page kit (ScreenTocDrawer):
 * the drawer carries the table of contents and its scroll spy, which a theme that does not draw the
 * drawer must not load with every post.
 */
export const LazyTocDrawerButton = lazyPart(() => import('./TocDrawerButton').then((m) => m.TocDrawerButton))
