import { PostIcon } from '@/components/post/PostIcon'
import { SiteLink } from '@/components/nav/SiteLink'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { useNavConfig } from './use-nav-config'

/** The site icon, 44px tall, growing a little on hover; the title beside it with NAV_SHOW_TITLE_TEXT (and always for readers of the link). */
export function Logo({ className }: { className?: string }) {
  const { site, config } = useGlobal()
  const nav = useNavConfig()
  const title = config.TITLE || site.siteInfo.title
  return (
    <SiteLink href="/" className={cx('flex min-w-0 items-center gap-2 transition-transform hover:scale-105 motion-reduce:transition-none', className)}>
      <span className="flex h-11 w-11 shrink-0 items-center justify-center text-3xl">
        <PostIcon icon={site.siteInfo.icon} className="h-11 w-11 rounded-lg object-contain" />
      </span>
      <span className={nav.NAV_SHOW_TITLE_TEXT ? 'truncate text-lg font-bold' : 'sr-only'}>{title}</span>
    </SiteLink>
  )
}
