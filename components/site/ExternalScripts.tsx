import { useGlobal } from '@/components/site/context'
import { wantsExternalScripts } from '@/components/external/wants-external-scripts'
import { useHydrated } from '../hooks/use-hydrated'
import { lazyPart } from '../loading/lazy-part'

// Browser-only and after hydration: the script table and loaders never ship in the first load.
const ScriptLoader = lazyPart(() => import('../external/ScriptLoader').then((m) => m.ScriptLoader))

/**
 * The third-party scripts and styles the settings ask for (docs/behaviour.md §7): web fonts, analytics, the
 * page-view counter, the AI summary, the chatbot, the visitor map and the Live2D pet (wide windows
 * only) and the
 * webmention endpoint. Each only when its key is set; all after hydration, none before first
 * paint; with no key set, not even the loader's chunk is fetched. (The webmention links are in
 * the page's head: SEO.)
 */
export function ExternalScripts() {
  const { config } = useGlobal()
  const hydrated = useHydrated()
  return hydrated && wantsExternalScripts(config) ? <ScriptLoader /> : null
}
