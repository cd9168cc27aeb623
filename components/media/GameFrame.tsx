import { useRef, useState } from 'react'
import { Download, ExternalLink, Maximize } from 'lucide-react'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { safeUrl } from '@/lib/urls/safe-url'
import { CloseIcon } from '../site/Icons'
import { ToolButton } from '../widgets/ToolButton'
import { useHydrated } from '../hooks/use-hydrated'
import { useInstallPrompt } from '../hooks/use-install-prompt'
import type { Slots } from '../slots'
import { publicUrl } from '@/lib/deploy/static-export'

export interface GameFrameProps {
  /** The game's page. Only http(s) or a site path is embedded (safeUrl's frame rule); anything else draws nothing. */
  src: string
  /** The game's name: the frame's title. */
  title: string
  /** Shown blurred behind the loading state. */
  cover?: string
  /** Also offer the game's own page in a dismissible tip. */
  offerSourcePage?: boolean
  /** `root`: the box (its size, colour and corners); `toolbar`: the toolbar shown once the game has loaded. */
  classNames?: Slots<'root' | 'toolbar'>
}

/**
 * A game in a sandboxed frame (scripts and pointer lock, never this site's origin, so a game cannot
 * reach the page or its storage). Until it has loaded: the cover blurred under a dark layer, a
 * spinner, the site's title and description. Then a small toolbar: Install, where the browser
 * offers installing the site as an app, and Full screen. The frame is drawn after hydration, so its
 * load is always seen.
 */
export function GameFrame({
  src,
  title,
  cover = '',
  offerSourcePage = false,
  classNames = {}
}: GameFrameProps) {
  const { root: className = 'relative h-[calc(100vh-8rem)] min-h-80 w-full overflow-hidden rounded-xl bg-black', toolbar: toolbarClassName = 'bg-[#0B0D14] text-white' } = classNames
  const { t, site, config } = useGlobal()
  const hydrated = useHydrated()
  const box = useRef<HTMLDivElement>(null)
  const [loaded, setLoaded] = useState(false)
  const [tipOpen, setTipOpen] = useState(true)
  const installer = useInstallPrompt()
  const address = safeUrl(src, 'frame')
  if (!address) return null
  const fullScreen = () => {
    const element = box.current
    if (!element) return
    element.scrollIntoView({ block: 'start' })
    void element.requestFullscreen?.().catch(() => undefined)
  }
  return (
    <div ref={box} className={className} data-game-frame data-loaded={loaded ? 'true' : 'false'}>
      {hydrated && (
        <iframe
          src={publicUrl(address)}
          title={title}
          sandbox="allow-scripts allow-pointer-lock"
          allow="fullscreen; autoplay; gamepad"
          allowFullScreen
          onLoad={() => setLoaded(true)}
          className="absolute inset-0 h-full w-full border-0"
        />
      )}
      {!loaded && (
        <div role="status" aria-live="polite" className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-white">
          {cover && <img src={cover} alt="" className="absolute inset-0 h-full w-full scale-110 object-cover blur-2xl" />}
          <span className="absolute inset-0 bg-black/75" aria-hidden="true" />
          <span className="relative size-10 animate-spin rounded-full border-4 border-white/30 border-t-white motion-reduce:animate-none" aria-hidden="true" />
          <span className="relative sr-only">{t.PLAY.LOADING_GAME}</span>
          <span className="relative text-xl font-bold">{config.TITLE || site.siteInfo.title}</span>
          <span className="relative max-w-md text-sm text-gray-200">{site.siteInfo.description}</span>
        </div>
      )}
      {loaded && (
        <div className={cx('absolute bottom-2 right-2 flex items-center gap-1 rounded-lg p-1 text-sm shadow-lg', toolbarClassName)}>
          {installer.available && (
            <ToolButton label={t.PLAY.INSTALL} showLabel icon={<Download className="size-4" />} onClick={installer.install} classNames={{ root: 'flex items-center gap-1 rounded px-2 py-1 hover:bg-white/15' }} />
          )}
          <ToolButton label={t.PLAY.FULL_SCREEN} showLabel icon={<Maximize className="size-4" />} onClick={fullScreen} classNames={{ root: 'flex items-center gap-1 rounded px-2 py-1 hover:bg-white/15' }} />
        </div>
      )}
      {offerSourcePage && tipOpen && (
        <div className="absolute bottom-14 right-2 flex items-center gap-2 rounded-lg bg-white px-3 py-2 text-sm text-gray-900 shadow-lg">
          <a href={address} target="_blank" rel="noopener noreferrer" className="flex items-center gap-1 font-medium underline">
            <ExternalLink className="size-4" aria-hidden="true" />
            {t.PLAY.OPEN_SOURCE_PAGE}
          </a>
          <ToolButton label={t.COMMON.CLOSE} icon={<CloseIcon className="size-4" />} onClick={() => setTipOpen(false)} classNames={{ root: 'rounded p-1 hover:bg-gray-100' }} />
        </div>
      )}
    </div>
  )
}
