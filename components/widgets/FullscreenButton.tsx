import { useSyncExternalStore } from 'react'
import { useGlobal } from '@/components/site/context'
import { ExitFullscreenIcon, FullscreenIcon } from '../site/Icons'
import { ToolButton } from './ToolButton'
import type { Slots } from '../slots'
import { useHydrated } from '../hooks/use-hydrated'

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange)
  return () => document.removeEventListener('fullscreenchange', onChange)
}

export interface FullscreenButtonProps {
  /** `root`: the button; `icon`: the corners. */
  classNames?: Slots<'root' | 'icon'>
  showLabel?: boolean
}

/**
 * Shows the whole page full screen, or leaves full screen; its label names what it will do. Nothing
 * where the browser offers no full screen (and on the server, before the browser is known).
 */
export function FullscreenButton({ classNames = {}, showLabel = false }: FullscreenButtonProps) {
  const { root: className, icon: iconClassName = 'h-5 w-5' } = classNames
  const { t } = useGlobal()
  const hydrated = useHydrated()
  const active = useSyncExternalStore(subscribe, () => document.fullscreenElement != null, () => false)
  const supported = hydrated && Boolean(document.fullscreenEnabled)
  if (!supported) return null
  const toggle = () => {
    const request = active ? document.exitFullscreen() : document.documentElement.requestFullscreen()
    request.catch((error: unknown) => console.warn('[fullscreen] the browser refused', error))
  }
  const Icon = active ? ExitFullscreenIcon : FullscreenIcon
  return <ToolButton label={active ? t.KIT.EXIT_FULLSCREEN : t.KIT.FULLSCREEN} icon={<Icon className={iconClassName} />} showLabel={showLabel} onClick={toggle} classNames={{ root: className }} />
}
