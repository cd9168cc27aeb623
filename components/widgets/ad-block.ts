/** What the page shows of its ads, as the ad-blocker check reads it. */
export interface AdSignals {
  /** An ad service is configured (ADSENSE_GOOGLE_ID). */
  configured: boolean
  /** Ad units placed on the page. */
  slots: number
  /** Of those, units that came back filled or visible. */
  filled: number
  /** The bait (an element named like an ad) was hidden or removed: blockers' cosmetic filters do that. */
  baitHidden: boolean
}

/**
 * Whether to ask the visitor to allow ads: only when ads are configured and none could be shown,
 * i.e. the bait was hidden or every placed unit stayed empty. With no ad service configured the
 * answer is always no: the dialog never appears.
 */
export function adsBlocked({ configured, slots, filled, baitHidden }: AdSignals): boolean {
  if (!configured) return false
  return baitHidden || (slots > 0 && filled === 0)
}

/** Seconds left on the dialog's countdown after `elapsedMs`, never below 0. */
export function countdownSeconds(totalSeconds: number, elapsedMs: number): number {
  return Math.max(0, Math.ceil(totalSeconds - elapsedMs / 1000))
}
