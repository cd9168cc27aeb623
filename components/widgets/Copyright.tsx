import { useGlobal } from '@/components/site/context'
import { copyrightYears } from '@/components/widgets/copyright-years'
import { SiteLink } from '../nav/SiteLink'
import type { Slots } from '../slots'

/** `© 2020-2026 Author`: the years from SINCE to now, the author linking to /about. */
export function Copyright({ classNames = {} }: { /** `root`: the line; `link`: the author's link. */ classNames?: Slots<'root' | 'link'> }) {
  const { root: className, link: linkClassName = 'hover:underline' } = classNames
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
