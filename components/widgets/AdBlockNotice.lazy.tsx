import { useEffect, useRef, useState } from 'react'
import { useGlobal } from '@/components/site/context'
import { adsBlocked, countdownSeconds } from '@/components/widgets/ad-block'
import { cx } from '@/components/cx'
import type { Slots } from '../slots'
import { useFocusTrap } from '../hooks/use-focus-trap'

export interface AdBlockNoticeProps {
  /** How long to wait for ads before judging, in ms. */
  waitMs?: number
  /** Seconds the dialog counts down before it closes itself. */
  seconds?: number
  /** `root`: the dialog's card; `button`: its OK button. */
  classNames?: Slots<'root' | 'button'>
}

/** The classes ad blockers hide on sight: an element wearing them that ends up hidden means a blocker. */
const BAIT_CLASSES = 'adsbox ad-banner pub_300x250 adsbygoogle-bait'

/** Ad units on the page, filled or visible. */
function adSlots(): { slots: number; filled: number } {
  const units = Array.from(document.querySelectorAll<HTMLElement>('ins.adsbygoogle'))
  const filled = units.filter((unit) => unit.dataset.adStatus === 'filled' || unit.offsetHeight > 0).length
  return { slots: units.length, filled }
}

/** Waits, judges whether ads could be shown, and if not shows the dialog with its countdown. */
export function AdBlockDialog({
  waitMs = 10_000,
  seconds = 10,
  classNames = {}
}: AdBlockNoticeProps) {
  const { root: className = 'bg-white text-gray-900 dark:bg-neutral-900 dark:text-gray-100', button: buttonClassName = 'bg-green-700 text-white hover:bg-green-800' } = classNames
  const { t } = useGlobal()
  const [openedAt, setOpenedAt] = useState<number | null>(null)
  const [now, setNow] = useState(0)
  const card = useRef<HTMLDivElement>(null)
  useFocusTrap(card, openedAt !== null)

  useEffect(() => {
    const bait = document.createElement('div')
    bait.className = BAIT_CLASSES
    bait.setAttribute('aria-hidden', 'true')
    bait.style.cssText = 'position:absolute;left:-9999px;top:-9999px;width:1px;height:1px'
    document.body.appendChild(bait)
    const timer = window.setTimeout(() => {
      const baitHidden = !bait.isConnected || bait.offsetHeight === 0 || getComputedStyle(bait).display === 'none'
      bait.remove()
      if (adsBlocked({ configured: true, baitHidden, ...adSlots() })) {
        const start = Date.now()
        setOpenedAt(start)
        setNow(start)
      }
    }, waitMs)
    return () => {
      window.clearTimeout(timer)
      bait.remove()
    }
  }, [waitMs])

  const left = openedAt === null ? seconds : countdownSeconds(seconds, now - openedAt)
  useEffect(() => {
    if (openedAt === null) return
    const tick = window.setInterval(() => setNow(Date.now()), 250)
    return () => window.clearInterval(tick)
  }, [openedAt])

  if (openedAt === null || left === 0) return null
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/75 p-4">
      <div ref={card} role="alertdialog" aria-modal="true" aria-labelledby="ad-block-title" aria-describedby="ad-block-text" className={cx('flex max-w-sm flex-col gap-3 rounded-xl p-6 shadow-2xl', className)}>
        <h2 id="ad-block-title" className="text-lg font-bold">
          {t.PLAY.ADS_TITLE}
        </h2>
        <p id="ad-block-text" className="text-sm">
          {t.PLAY.ADS_TEXT}
        </p>
        <button type="button" data-autofocus onClick={() => setOpenedAt(null)} className={cx('self-end rounded-lg px-4 py-2 font-semibold', buttonClassName)}>
          {t.PLAY.ADS_OK.replace('{seconds}', String(left))}
        </button>
      </div>
    </div>
  )
}
