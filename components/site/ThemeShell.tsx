import type { ReactNode } from 'react'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import type { LayoutBaseProps } from '@/lib/site/page-props'
import { CopyGuard } from '../widgets/CopyGuard'
import { ExternalScripts } from './ExternalScripts'
import { LoadingBar } from '../loading/LoadingBar'
import { SearchModalLauncher } from '../search/SearchModalLauncher'
import { SiteHead } from './SiteHead'
import type { Slots } from '../slots'
import { usePageEnter, type PageEnter } from './use-page-enter'

export interface ThemeShellProps {
  /** The props LayoutBase received, for the page's head. */
  props: Omit<LayoutBaseProps, 'children'>
  /** `root`: the page's canvas (background, text colour, font); `loadingBar`: the bar shown while a page loads. */
  classNames?: Slots<'root' | 'loadingBar'>
  /** How the content (`#main`) arrives after a click to another page: `rise` unless the theme's brief has none. */
  enter?: PageEnter
  children: ReactNode
}

/**
 * What every theme's LayoutBase draws around its frame: the page's head (SiteHead), the route loading
 * bar, CAN_COPY, the configured external scripts, the search modal's shortcut (cmd/ctrl+k, in the
 * theme's chunk rather than in every page's first load), and a "skip to content" link to `#main`
 * (each theme's <main id="main">), which plays the theme's page-enter motion (usePageEnter).
 */
export function ThemeShell({ props, classNames = {}, enter = 'rise', children }: ThemeShellProps) {
  const { root: className, loadingBar: loadingBarClassName } = classNames
  const { config, t } = useGlobal()
  usePageEnter(enter)
  return (
    <div className={cx(!config.CAN_COPY && 'select-none', className)}>
      <SiteHead props={props} />
      <LoadingBar className={loadingBarClassName} />
      <CopyGuard />
      <ExternalScripts />
      <SearchModalLauncher />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[60] focus:rounded focus:bg-white focus:p-2 focus:text-black focus:shadow"
      >
        {t.COMMON.SKIP_TO_CONTENT}
      </a>
      {children}
    </div>
  )
}
