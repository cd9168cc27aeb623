import { Archive, ArrowRight, User } from 'lucide-react'
import { Announcement } from '@/components/widgets/Announcement'
import { CyclingText } from '@/components/widgets/CyclingText'
import { lazyPart } from '@/components/loading/lazy-part'
import { SiteLink } from '@/components/nav/SiteLink'
import { TocCard } from '@/components/post/TocCard'
import { WhenSeen } from '@/components/loading/WhenSeen'
import { useGlobal } from '@/components/site/context'
import type { PostDetail } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { CARD, HOVER_ACCENT } from './styles'
import { useHeoConfig } from './use-heo-config'
import { publicUrl } from '@/lib/deploy/static-export'

/** The cards under the contents (flip card, latest posts, tags and numbers): fetched once the reader scrolls near them. */
const SidebarMore = lazyPart(() => import('./SidebarMore').then((m) => m.SidebarMore))

const PILL = 'flex h-10 w-10 items-center justify-center rounded-full bg-white/20 hover:bg-white hover:text-indigo-600 dark:hover:text-yellow-600'

/** The indigo author card (amber in dark mode): a greeting that changes on click, the avatar, the name, the announcement, two round links and a pill. */
function AuthorCard({ post }: { post: PostDetail | null }) {
  const { config, t } = useGlobal()
  const heo = useHeoConfig()
  return (
    <section aria-label={t.COMMON.AUTHOR} className="group relative overflow-hidden rounded-xl bg-[#4f65f0] p-5 text-white dark:bg-yellow-600 dark:text-black">
      <div className="flex items-center justify-between gap-2">
        <CyclingText words={heo.HEO_INFOCARD_GREETINGS} className="rounded-full bg-black/15 px-3 py-1 text-sm font-semibold hover:bg-white hover:text-indigo-700 dark:hover:text-yellow-800" />
        {config.AVATAR && (
          <img
            src={publicUrl(config.AVATAR)}
            alt=""
            width={post ? 100 : 28}
            height={post ? 100 : 28}
            className={cx('rounded-full', post ? 'absolute -right-6 -top-6 h-[100px] w-[100px] opacity-60 blur-sm transition-opacity group-hover:opacity-0' : 'h-7 w-7')}
          />
        )}
      </div>
      <SiteLink href="/about" className="mt-6 block text-3xl font-extrabold hover:underline">
        {config.AUTHOR}
      </SiteLink>
      <Announcement classNames={{ root: 'mt-3 text-sm [&_*]:!text-inherit', title: 'sr-only' }} />
      <div className="mt-4 flex items-center gap-2">
        <SiteLink href={heo.HEO_INFO_CARD_URL1} aria-label={t.KIT.ABOUT_ME} title={t.KIT.ABOUT_ME} className={PILL}>
          <User className="size-5" />
        </SiteLink>
        <SiteLink href={heo.HEO_INFO_CARD_URL2} aria-label={t.NAV.ARCHIVE} title={t.NAV.ARCHIVE} className={PILL}>
          <Archive className="size-5" />
        </SiteLink>
        <SiteLink href={heo.HEO_INFO_CARD_URL3} className="ml-auto flex h-10 items-center gap-1 rounded-full bg-black/15 px-4 text-sm font-semibold hover:bg-white hover:text-indigo-700 dark:hover:text-yellow-800">
          {heo.HEO_INFO_CARD_TEXT3}
          <ArrowRight className="size-4" />
        </SiteLink>
      </div>
    </section>
  )
}

/**
 * heo's right column (xl up, 288px): the author card, then a sticky stack: the contents on a post,
 * then, once scrolled near, the flip card, the latest posts, and a card of tags over the site's numbers.
 */
export function Sidebar({ post }: { post: PostDetail | null }) {
  const { t } = useGlobal()
  return (
    <aside aria-label={t.KIT.SIDEBAR} className="hidden w-72 shrink-0 flex-col gap-4 xl:flex">
      <AuthorCard post={post} />
      <div className="sticky top-20 flex flex-col gap-4">
        {post && !post.lock && (
          <TocCard
            toc={post.toc}
            classNames={{
              root: `${CARD} p-4`,
              title: 'font-bold',
              progress: 'h-1.5 w-full rounded-full bg-gray-200 dark:bg-neutral-700',
              bar: 'rounded-full bg-indigo-600 dark:bg-yellow-500',
              percent: 'text-xs tabular-nums text-gray-600 dark:text-gray-300',
              list: 'max-h-[50vh] overflow-y-auto',
              item: `block truncate rounded-md px-2 py-1 text-sm text-gray-600 dark:text-gray-300 ${HOVER_ACCENT}`,
              active: 'bg-indigo-600 font-semibold !text-white dark:bg-yellow-600 dark:!text-black'
            }}
          />
        )}
        <WhenSeen className="flex min-h-[36rem] flex-col gap-4">
          <SidebarMore />
        </WhenSeen>
      </div>
    </aside>
  )
}
