import { LinkGroups } from '@/components/marketing/LinkGroups'
import { PostLinkList } from '@/components/list/PostLinkList'
import { SiteCredits } from '@/components/widgets/SiteCredits'
import { SiteLink } from '@/components/nav/SiteLink'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { safeUrl } from '@/lib/urls/safe-url'
import { CONTAINER } from './styles'
import { useStarterFrame } from './use-starter-frame'

const LINK = 'text-gray-300 transition hover:text-white'
const HEADING = 'mb-6 text-lg font-semibold text-white'

/**
 * The navy footer: the logo, slogan and credits; the configured link groups; the latest posts with
 * small thumbnails; then, over a faint rule, the legal links and the site's small print.
 */
export function Footer() {
  const { config, site } = useGlobal()
  const starter = useStarterFrame()
  const logo = safeUrl(starter.STARTER_LOGO, 'image')
  return (
    <footer className="bg-[#090E34] pt-20 text-sm text-gray-300 lg:pt-24 dark:bg-[#0b1021]">
      <div className={cx(CONTAINER, 'grid gap-10 pb-12 sm:grid-cols-2 lg:grid-cols-12')}>
        <div className="lg:col-span-4">
          <SiteLink href="/" className="mb-5 flex items-center gap-2 text-xl font-bold text-white">
            {logo && <img src={logo} alt="" width={32} height={32} className="h-8 w-8" />}
            {config.TITLE || site.siteInfo.title}
          </SiteLink>
          <p className="max-w-[270px] text-base">{starter.STARTER_FOOTER_SLOGAN}</p>
        </div>
        <LinkGroups
          groups={starter.STARTER_FOOTER_LINK_GROUP}
          classNames={{ group: 'lg:col-span-2', title: HEADING, list: 'gap-3 text-base', link: LINK }}
        />
        {site.latestPosts.length > 0 && (
          <div className="sm:col-span-2 lg:col-span-2">
            <h2 className={HEADING}>{starter.STARTER_FOOTER_BLOG_LATEST_TITLE}</h2>
            <PostLinkList
              posts={site.latestPosts.slice(0, 2)}
              showDate={false}
              showThumbnail
              classNames={{ root: 'flex flex-col gap-5', item: 'flex items-center gap-3', thumbnail: 'h-12 w-20 shrink-0 rounded object-cover', link: 'line-clamp-2 text-base text-gray-200 hover:text-white' }}
            />
          </div>
        )}
      </div>
      <div className="border-t border-white/10">
        <div className={cx(CONTAINER, 'flex flex-col gap-4 py-8 md:flex-row md:items-center md:justify-between')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {starter.STARTER_FOOTER_LEGAL_LINKS.map((link) => (
              <li key={link.title}>
                <SiteLink href={link.url} className={LINK}>
                  {link.title}
                </SiteLink>
              </li>
            ))}
          </ul>
          <p className="flex flex-wrap gap-x-3 gap-y-1 text-gray-300">
            <SiteCredits classNames={{ link: 'text-white underline underline-offset-2' }} />
          </p>
        </div>
      </div>
    </footer>
  )
}
