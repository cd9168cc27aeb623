import { useGlobal } from '@/lib/global/context'
import { SiteLink } from './SiteLink'

export interface NotFoundProps {
  className?: string
  titleClassName?: string
}

/** The 404 screen's content: 'not found' as the page heading and a way back home. Themes give its look. */
export function NotFound({ className = 'py-20 text-center', titleClassName = 'mb-6 text-2xl font-bold' }: NotFoundProps) {
  const { t } = useGlobal()
  return (
    <div className={className}>
      <h1 className={titleClassName}>{t.COMMON.NOT_FOUND}</h1>
      <SiteLink href="/" className="underline">
        {t.COMMON.BACK_HOME}
      </SiteLink>
    </div>
  )
}
