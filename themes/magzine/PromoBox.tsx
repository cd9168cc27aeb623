import { SiteLink } from '@/components/nav/SiteLink'
import { cx } from '@/components/cx'
import { ACCENT_BUTTON, useMagzineConfig } from './use-magzine-config'

/** The black promo box: title, a line, the accent button and a small note, all from config. */
export function PromoBox({ className }: { className?: string }) {
  const magzine = useMagzineConfig()
  return (
    <div className={cx('flex flex-col items-center justify-center gap-4 bg-black px-8 py-10 text-center text-white', className)}>
      <p className="text-2xl font-bold">{magzine.MAGZINE_HOME_TITLE}</p>
      <p className="max-w-md text-sm text-gray-300">{magzine.MAGZINE_HOME_DESCRIPTION}</p>
      {magzine.MAGZINE_HOME_BUTTON && (
        <SiteLink href={magzine.MAGZINE_HOME_BUTTON_URL} className={ACCENT_BUTTON}>
          {magzine.MAGZINE_HOME_BUTTON_TEXT}
        </SiteLink>
      )}
      {magzine.MAGZINE_HOME_TIPS && <p className="text-xs text-gray-400">{magzine.MAGZINE_HOME_TIPS}</p>}
    </div>
  )
}
