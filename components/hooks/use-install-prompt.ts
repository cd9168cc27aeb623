import { useCallback, useEffect, useState } from 'react'
import { canOfferInstall } from '@/components/hooks/install-offer'

/** Chromium's install prompt event: not in the DOM typings. */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<unknown>
}

/**
 * The browser's "install this site as an app" prompt, held for a button: `available` once the
 * browser offers it (service workers exist, not already installed), `install` shows it (once).
 */
export function useInstallPrompt() {
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(null)
  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault()
      setPrompt(event as InstallPromptEvent)
    }
    const onInstalled = () => setPrompt(null)
    window.addEventListener('beforeinstallprompt', onPrompt)
    window.addEventListener('appinstalled', onInstalled)
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt)
      window.removeEventListener('appinstalled', onInstalled)
    }
  }, [])
  const available =
    typeof window !== 'undefined' &&
    canOfferInstall({
      promptReady: prompt !== null,
      serviceWorkers: 'serviceWorker' in navigator,
      standalone: typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches
    })
  const install = useCallback(() => {
    if (!prompt) return
    void prompt.prompt()
    setPrompt(null)
  }, [prompt])
  return { available, install }
}
