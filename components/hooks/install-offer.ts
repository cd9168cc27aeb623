/** What the browser says about installing the site as an app. */
export interface InstallSignals {
  /** The browser handed over its install prompt (`beforeinstallprompt`). */
  promptReady: boolean
  /** Service workers exist in this browser. */
  serviceWorkers: boolean
  /** The page already runs as an installed app (display-mode standalone). */
  standalone: boolean
}

/** An install button shows only where installing can happen now: a prompt in hand, service workers, and not already installed. */
export function canOfferInstall({ promptReady, serviceWorkers, standalone }: InstallSignals): boolean {
  return promptReady && serviceWorkers && !standalone
}
