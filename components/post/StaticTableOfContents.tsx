import { staticPart } from '../loading/static-part'
import type { TableOfContentsProps } from './TableOfContents'

/**
 * The table of contents placed in a page (a sidebar, a panel, the post's column): the server's
 * HTML, whose links work without script, until the reader first scrolls (or points at or focuses
 * the list); only then is its scroll spy's code (with its throttle) fetched and the list drawn by
 * React. A post read from its top costs no script for it. A list in a drawer, drawn only once the
 * drawer opens, uses LazyTableOfContents.
 */
export const StaticTableOfContents = staticPart<Omit<TableOfContentsProps, 'onNavigate'>>(
  'toc',
  () => import('./TableOfContents').then((m) => m.TableOfContents),
  { wake: 'scrolled' }
)
