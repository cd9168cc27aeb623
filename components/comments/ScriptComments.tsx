import { useEffect, useRef } from 'react'
import { useGlobal } from '@/components/site/context'
import { loadScript, loadStyle } from '@/components/external/load-resource'
import type { CommentWidgetProps } from './comment-systems'

/** utterances' client, which turns a script tag into the comment iframe. */
const UTTERANCES_SRC = 'https://utteranc.es/client.js'
/** Waline's browser build (UMD: window.Waline) and its styles. */
const WALINE_JS = 'https://unpkg.com/@waline/client@v2/dist/waline.js'
const WALINE_CSS = 'https://unpkg.com/@waline/client@v2/dist/waline.css'

/** The globals the script-tag systems define once loaded. */
interface CommentGlobals {
  twikoo?: { init: (options: Record<string, unknown>) => unknown }
  Waline?: { init: (options: Record<string, unknown>) => { destroy?: () => void } }
  Valine?: new (options: Record<string, unknown>) => unknown
  Gitalk?: new (options: Record<string, unknown>) => { render: (el: HTMLElement) => void }
  Artalk?: { init: (options: Record<string, unknown>) => { destroy?: () => void } }
  CUSDIS?: { initial?: () => void; renderTo?: (el: HTMLElement) => void }
}

const globals = () => window as unknown as CommentGlobals

/**
 * Mounts a third-party widget into a div once: `setup` loads the system's script and starts it
 * in the element. A failed load is logged (docs/behaviour.md §8) and the area stays empty.
 */
function useWidget(name: string, setup: (element: HTMLDivElement) => Promise<(() => void) | void>, deps: unknown[]) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    let cleanup: (() => void) | void
    let live = true
    setup(element).then(
      (done) => {
        if (live) cleanup = done
        else done?.()
      },
      (error: unknown) => console.warn(`[comments] ${name} did not load`, error)
    )
    return () => {
      live = false
      cleanup?.()
      element.replaceChildren()
    }
    // The widget restarts only when what it shows changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)
  return ref
}

export function UtterancesComments({ post }: CommentWidgetProps) {
  const { config, isDarkMode } = useGlobal()
  const ref = useWidget(
    'utterances',
    async (element) => {
      const script = document.createElement('script')
      script.src = UTTERANCES_SRC
      script.async = true
      script.crossOrigin = 'anonymous'
      script.setAttribute('repo', config.COMMENT_UTTERRANCES_REPO)
      script.setAttribute('issue-term', 'pathname')
      script.setAttribute('theme', isDarkMode ? 'github-dark' : 'github-light')
      element.appendChild(script)
    },
    [post.id, isDarkMode, config.COMMENT_UTTERRANCES_REPO]
  )
  return <div ref={ref} data-comments-widget="utterances" />
}

export function GitalkComments({ post }: CommentWidgetProps) {
  const { config } = useGlobal()
  const ref = useWidget(
    'gitalk',
    async (element) => {
      loadStyle(config.COMMENT_GITALK_CSS_CDN_URL)
      await loadScript(config.COMMENT_GITALK_JS_CDN_URL)
      const Gitalk = globals().Gitalk
      if (!Gitalk) throw new Error('window.Gitalk missing after load')
      new Gitalk({
        clientID: config.COMMENT_GITALK_CLIENT_ID,
        clientSecret: config.COMMENT_GITALK_CLIENT_SECRET,
        repo: config.COMMENT_GITALK_REPO,
        owner: config.COMMENT_GITALK_OWNER,
        admin: config.COMMENT_GITALK_ADMIN,
        // GitHub labels hold at most 50 characters: the post id (36) fits, a long path may not.
        id: post.id,
        title: post.title,
        distractionFreeMode: config.COMMENT_GITALK_DISTRACTION_FREE_MODE
      }).render(element)
    },
    [post.id]
  )
  return <div ref={ref} data-comments-widget="gitalk" />
}

export function CusdisComments({ post }: CommentWidgetProps) {
  const { config, locale } = useGlobal()
  const ref = useWidget(
    'cusdis',
    async (element) => {
      const thread = document.createElement('div')
      thread.id = 'cusdis_thread'
      Object.assign(thread.dataset, {
        host: config.COMMENT_CUSDIS_HOST,
        appId: config.COMMENT_CUSDIS_APP_ID,
        pageId: post.id,
        pageUrl: `${config.LINK}${post.href}`,
        pageTitle: post.title,
        lang: locale.toLowerCase()
      })
      element.appendChild(thread)
      await loadScript(config.COMMENT_CUSDIS_SCRIPT_SRC)
      const cusdis = globals().CUSDIS
      if (cusdis?.renderTo) cusdis.renderTo(thread)
      else cusdis?.initial?.()
    },
    [post.id]
  )
  return <div ref={ref} data-comments-widget="cusdis" />
}

export function TwikooComments({ post }: CommentWidgetProps) {
  const { config } = useGlobal()
  const ref = useWidget(
    'twikoo',
    async (element) => {
      const target = document.createElement('div')
      target.id = 'twikoo'
      element.appendChild(target)
      await loadScript(config.COMMENT_TWIKOO_CDN_URL)
      globals().twikoo?.init({ envId: config.COMMENT_TWIKOO_ENV_ID, el: '#twikoo', path: post.href })
    },
    [post.id]
  )
  return <div ref={ref} data-comments-widget="twikoo" />
}

export function WalineComments({ post }: CommentWidgetProps) {
  const { config } = useGlobal()
  const ref = useWidget(
    'waline',
    async (element) => {
      loadStyle(WALINE_CSS)
      await loadScript(WALINE_JS)
      const instance = globals().Waline?.init({ el: element, serverURL: config.COMMENT_WALINE_SERVER_URL, path: post.href })
      return () => instance?.destroy?.()
    },
    [post.id]
  )
  return <div ref={ref} data-comments-widget="waline" />
}

export function ValineComments({ post }: CommentWidgetProps) {
  const { config } = useGlobal()
  const ref = useWidget(
    'valine',
    async (element) => {
      await loadScript(config.COMMENT_VALINE_CDN)
      const Valine = globals().Valine
      if (!Valine) throw new Error('window.Valine missing after load')
      new Valine({
        el: element,
        appId: config.COMMENT_VALINE_APP_ID,
        appKey: config.COMMENT_VALINE_APP_KEY,
        serverURLs: config.COMMENT_VALINE_SERVER_URLS || undefined,
        placeholder: config.COMMENT_VALINE_PLACEHOLDER || undefined,
        path: post.href
      })
    },
    [post.id]
  )
  return <div ref={ref} data-comments-widget="valine" />
}

export function ArtalkComments({ post }: CommentWidgetProps) {
  const { config, isDarkMode } = useGlobal()
  const ref = useWidget(
    'artalk',
    async (element) => {
      loadStyle(config.COMMENT_ARTALK_CSS)
      await loadScript(config.COMMENT_ARTALK_JS)
      const instance = globals().Artalk?.init({
        el: element,
        server: config.COMMENT_ARTALK_SERVER,
        site: config.TITLE,
        pageKey: post.href,
        pageTitle: post.title,
        darkMode: isDarkMode
      })
      return () => instance?.destroy?.()
    },
    [post.id, isDarkMode]
  )
  return <div ref={ref} data-comments-widget="artalk" />
}
