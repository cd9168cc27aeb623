import { useGlobal } from '@/components/site/context'
import { copyrightYears } from '@/components/widgets/copyright-years'
import { SiteLink } from '../nav/SiteLink'

/** `© 2020-2026 Author`: the years from SINCE to now, the author linking to /about. */
export function Copyright({ className, linkClassName = 'hover:underline' }: { className?: string; linkClassName?: string }) {
  const { config } = useGlobal()
  return (
    <span className={className}>
      © {copyrightYears(config.SINCE, new Date().getFullYear())}{' '}
      <SiteLink href="/about" className={linkClassName}>
        {config.AUTHOR}
      </SiteLink>
    </span>
  )
}
