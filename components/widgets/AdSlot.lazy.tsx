import { useEffect, useRef, useState } from 'react'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { loadScript } from '@/components/external/load-resource'
import { adsenseScriptUrl, type AdSlotKind, adUnitAttributes, shownEnough } from './ad-unit'

export interface AdSlotProps {
  /** Which unit: `in-article` (default) in posts, `flow` between posts, `native` in sidebars, `auto` the display unit. */
  kind?: AdSlotKind
  /**
   * The box the slot keeps its room in, so a filled ad moves nothing (CLS): its height, margins,
   * width. The default reserves a 280 px strip, AdSense's tallest responsive banner.
   */
  className?: string
}

/** AdSense's queue: units pushed before its script runs are filled once it does. */
type AdQueue = object[]

/**
 * The slot itself: an `<ins class="adsbygoogle">` inside a box of fixed room, kept invisible until
 * AD_VISIBILITY_THRESHOLD of it is on screen; then AdSense's script is loaded (once a page life,
 * however many slots) and the unit is pushed to its queue. A script that fails to load (a blocker)
 * leaves the room empty and logs why; the ad-blocker notice reads such empty units.
 */
export function AdUnitSlot({ kind = 'in-article', className = 'my-6 h-[280px] w-full' }: AdSlotProps) {
  const { config } = useGlobal()
  const attributes = adUnitAttributes(config, kind)
  const unit = useRef<HTMLModElement>(null)
  const [shown, setShown] = useState(false)
  const threshold = config.AD_VISIBILITY_THRESHOLD
  const client = config.ADSENSE_GOOGLE_ID

  useEffect(() => {
    const element = unit.current
    if (!element || shown) return
    const fill = () => {
      setShown(true)
      const globals = window as unknown as { adsbygoogle?: AdQueue }
      ;(globals.adsbygoogle ??= []).push({})
      loadScript(adsenseScriptUrl(client)).catch((error: unknown) => console.warn('AdSense did not load:', error))
    }
    if (typeof IntersectionObserver === 'undefined') return fill()
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => shownEnough(entry, threshold))) return
        observer.disconnect()
        fill()
      },
      { threshold }
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [shown, threshold, client])

  if (!attributes) return null
  return (
    <div data-ad-slot-kind={kind} className={cx('overflow-hidden', !shown && 'invisible', className)}>
      <ins ref={unit} className="adsbygoogle block h-full w-full" {...attributes} />
    </div>
  )
}
