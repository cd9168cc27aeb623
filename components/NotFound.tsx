import { useRouter } from 'next/router'
import { type ReactNode, useEffect } from 'react'
import { useGlobal } from '@/lib/global/context'
import { themeQueryOf } from '@/lib/ui/link-clicks'
import { withThemeQuery } from '@/lib/ui/with-theme-query'
import { SiteLink } from './SiteLink'

export interface NotFoundProps {
  className?: string
  titleClassName?: string
  /** Go home by itself after this many seconds, saying so (themes whose 404 returns home); stays put without. */
  redirectSeconds?: number
  /** Drawn before the heading: a spinner, a big number. */
  children?: ReactNode
}

/** The 404 screen's content: 'not found' as the page heading and a way back home. Themes give its look. */
export function NotFound({ className = 'py-20 text-center', titleClassName = 'mb-6 text-2xl font-bold', redirectSeconds, children }: NotFoundProps) {
  const { t } = useGlobal()
  const router = useRouter()
  useEffect(() => {
    if (!redirectSeconds || redirectSeconds <= 0) return
    const timer = window.setTimeout(() => void router.replace(withThemeQuery('/', themeQueryOf(router.query))), redirectSeconds * 1000)
    return () => window.clearTimeout(timer)
    // Once per 404 screen, not on every router object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [redirectSeconds])
  return (
    <div className={className}>
      {children}
      <h1 className={titleClassName}>{t.COMMON.NOT_FOUND}</h1>
      {Boolean(redirectSeconds) && (
        <p role="status" className="mb-4">
          {t.KIT.RETURNING_HOME.replace('{seconds}', String(redirectSeconds))}
        </p>
      )}
      <SiteLink href="/" className="underline">
        {t.COMMON.BACK_HOME}
      </SiteLink>
    </div>
  )
}
