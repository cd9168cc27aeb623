import { staticPart } from '../loading/static-part'

/**
 * The contents drawer's button, for themes that draw it from the post page kit (ScreenTocDrawer):
 * the drawer carries the table of contents and its scroll spy, which a theme that does not draw the
 * drawer must not load with every post. The server draws the button; its code comes once it is
 * seen, so where a theme hides it (heo's on wide screens, beside the sidebar's contents) it never does.
 */
export const LazyTocDrawerButton = staticPart('toc-drawer', () => import('./TocDrawerButton').then((m) => m.TocDrawerButton), { wake: 'seen' })
