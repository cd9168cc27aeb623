import { lazy, Suspense, useState } from 'react'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import type { CommentSystem, CommentWidgetProps } from '@/components/comments/comment-systems'

// giscus comes from its npm package; the others from their own servers by script tag.
const WIDGETS: Record<CommentSystem, React.ComponentType<CommentWidgetProps>> = {
  giscus: lazy(() => import('./GiscusComments').then((m) => ({ default: m.GiscusComments }))),
  utterances: lazy(() => import('./ScriptComments').then((m) => ({ default: m.UtterancesComments }))),
  gitalk: lazy(() => import('./ScriptComments').then((m) => ({ default: m.GitalkComments }))),
  cusdis: lazy(() => import('./ScriptComments').then((m) => ({ default: m.CusdisComments }))),
  twikoo: lazy(() => import('./ScriptComments').then((m) => ({ default: m.TwikooComments }))),
  waline: lazy(() => import('./ScriptComments').then((m) => ({ default: m.WalineComments }))),
  valine: lazy(() => import('./ScriptComments').then((m) => ({ default: m.ValineComments }))),
  artalk: lazy(() => import('./ScriptComments').then((m) => ({ default: m.ArtalkComments }))),
  webmention: lazy(() => import('./WebmentionComments').then((m) => ({ default: m.WebmentionComments })))
}

/** Tab labels: product names, not translated. */
const NAMES: Record<CommentSystem, string> = {
  giscus: 'Giscus',
  utterances: 'Utterances',
  gitalk: 'Gitalk',
  cusdis: 'Cusdis',
  twikoo: 'Twikoo',
  waline: 'Waline',
  valine: 'Valine',
  artalk: 'Artalk',
  webmention: 'Webmention'
}

/** The configured systems: one tab each, or the single one without tabs when COMMENT_HIDE_SINGLE_TAB is on. */
export function CommentSystemTabs({ post, systems }: CommentWidgetProps & { systems: readonly CommentSystem[] }) {
  const { config, t } = useGlobal()
  const [active, setActive] = useState(systems[0])
  const showTabs = systems.length > 1 || !config.COMMENT_HIDE_SINGLE_TAB
  if (!active) return null
  const Widget = WIDGETS[active]
  return (
    <div className="flex flex-col gap-4">
      {showTabs && (
        <div role="tablist" aria-label={t.COMMENT.TITLE} className="flex flex-wrap gap-2 text-sm">
          {systems.map((system) => (
            <button
              key={system}
              type="button"
              role="tab"
              aria-selected={system === active}
              onClick={() => setActive(system)}
              className={cx('rounded px-3 py-1', system === active ? 'bg-gray-900 text-white dark:bg-gray-100 dark:text-gray-900' : 'hover:bg-gray-100 dark:hover:bg-gray-800')}
            >
              {NAMES[system]}
            </button>
          ))}
        </div>
      )}
      <div role={showTabs ? 'tabpanel' : undefined} data-comment-system={active}>
        <Suspense fallback={<p className="text-sm text-gray-500">{t.COMMENT.LOADING}</p>}>
          <Widget post={post} />
        </Suspense>
      </div>
    </div>
  )
}
