import { useRouter } from 'next/router'
import { type ReactNode, useEffect, useState } from 'react'
import { useGlobal } from '@/components/site/context'
import { themeQueryOf } from '@/components/nav/link-clicks'
import { withThemeQuery } from '@/lib/urls/with-theme-query'
import { SiteLink } from '../nav/SiteLink'
import type { Slots } from '../slots'

export interface NotFoundProps {
  /** `root`: the screen; `title`: its heading; `badge`: the mark before it (see `badge`); `home`: the link home (a button, say). */
  classNames?: Slots<'root' | 'title' | 'badge' | 'home'>
  /**
   * Go home by itself after this many seconds, saying so (themes whose 404 returns home); stays put
   * without. A visitor who scrolls, types, clicks or resizes the window stays: the notice goes.
   */
  redirectSeconds?: number
  /**
   * A big mark before the heading, hidden from screen readers: `code` is the number 404, `spinner` an
   * empty circle the classes turn into a spinner. Its look is the `badge` slot.
   */
  badge?: 'code' | 'spinner'
  /** Drawn before the heading, after the badge: a picture, a line of the theme's own. */
  children?: ReactNode
  /** Drawn after the heading, before the way home: a line of advice, a search box. */
  note?: ReactNode
}

/** The 404 screen's content: 'not found' as the page heading and a way back home. Themes give its look. */
export function NotFound({ classNames = {}, redirectSeconds, badge, children, note }: NotFoundProps) {
  const { root: className = 'py-20 text-center', title: titleClassName = 'mb-6 text-2xl font-bold', badge: badgeClassName, home: homeClassName = 'underline' } = classNames
  const { t } = useGlobal()
  const router = useRouter()
  const [stayed, setStayed] = useState(false)
  const counting = Boolean(redirectSeconds && redirectSeconds > 0) && !stayed
  useEffect(() => {
    if (!counting || !redirectSeconds) return
    const timer = window.setTimeout(() => void router.replace(withThemeQuery('/', themeQueryOf(router.query))), redirectSeconds * 1000)
    const stay = () => setStayed(true)
    const events = ['scroll', 'keydown', 'pointerdown', 'resize'] as const
    events.forEach((name) => window.addEventListener(name, stay, { passive: true }))
    return () => {
      window.clearTimeout(timer)
      events.forEach((name) => window.removeEventListener(name, stay))
    }
    // Once per 404 screen, not on every router object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [counting, redirectSeconds])
  return (
    <div className={className}>
      {badge === 'code' && (
        <p aria-hidden="true" className={badgeClassName}>
          404
        </p>
      )}
      {badge === 'spinner' && <span aria-hidden="true" className={badgeClassName} />}
      {children}
      <h1 className={titleClassName}>{t.COMMON.NOT_FOUND}</h1>
      {note}
      {counting && (
        <p role="status" className="mb-4">
          {t.KIT.RETURNING_HOME.replace('{seconds}', String(redirectSeconds))}
        </p>
      )}
      <SiteLink href="/" className={homeClassName}>
        {t.COMMON.BACK_HOME}
      </SiteLink>
    </div>
  )
}
