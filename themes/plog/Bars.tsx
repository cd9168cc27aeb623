import { Copyright } from '@/components/widgets/Copyright'
import { DarkModeButton } from '@/components/widgets/DarkModeButton'
import { lazyPart } from '@/components/loading/lazy-part'
import { FullscreenButton } from '@/components/widgets/FullscreenButton'
import { CloseIcon, InfoIcon, MenuIcon } from '@/components/site/Icons'
import { LangSwitch } from '@/components/nav/LangSwitch'
import { NavList } from '@/components/nav/NavList'
import { PostIcon } from '@/components/post/PostIcon'
import { PoweredBy } from '@/components/widgets/PoweredBy'
import { SiteLink } from '@/components/nav/SiteLink'
import { StaticContactLinks } from '@/components/widgets/StaticContactLinks'
import { useDisclosure } from '@/components/hooks/use-disclosure'
import { useNavLinks } from '@/components/nav/use-nav-links'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { usePlogConfig } from './use-plog-config'

const GLASS = 'bg-white/70 backdrop-blur-md dark:bg-black/60'
const TOOL = 'flex h-8 w-8 items-center justify-center rounded-full text-gray-800 hover:bg-black/10 dark:text-gray-200 dark:hover:bg-white/15'

/** The round mark: the site's Notion icon, or a plain disc. */
function Mark() {
  const { site } = useGlobal()
  const plog = usePlogConfig()
  return plog.PLOG_NAV_NOTION_ICON && site.siteInfo.icon ? (
    <PostIcon icon={site.siteInfo.icon} className="block h-6 w-6 shrink-0 rounded-full object-cover" />
  ) : (
    <span aria-hidden="true" className="block h-6 w-6 shrink-0 rounded-full bg-black dark:bg-white" />
  )
}

function useLinks() {
  const plog = usePlogConfig()
  return useNavLinks({ category: plog.PLOG_MENU_CATEGORY, tag: plog.PLOG_MENU_TAG, archive: plog.PLOG_MENU_ARCHIVE, search: plog.PLOG_MENU_SEARCH })
}

/** The (i) panel, its own chunk, fetched when first opened (the Drawer with it). */
const Drawer = lazyPart(() => import('@/components/nav/Drawer').then((m) => m.Drawer))

/** The (i) panel that slides up: about the author, the contacts, the copyright. */
function InfoPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { config, t } = useGlobal()
  return (
    <Drawer
      open={open}
      onClose={onClose}
      label={t.KIT.SITE_INFO}
      side="bottom"
      classNames={{
        root: 'dark rounded-none bg-black/60 px-6 py-12 text-gray-100 backdrop-blur-lg sm:px-16',
        backdrop: 'bg-black/30',
        closeButton: 'rounded-full p-1.5 text-gray-200 hover:bg-white/15'
      }}
    >
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
        <h2 className="text-3xl font-light sm:text-4xl">{t.KIT.ABOUT_AUTHOR.replace('{author}', config.AUTHOR)}</h2>
        {config.BIO && <p className="text-xl text-gray-300 sm:text-2xl">{config.BIO}</p>}
        <div>
          <h3 className="mb-2 text-sm uppercase tracking-widest text-gray-300">{t.KIT.CONTACT_ME}</h3>
          <StaticContactLinks classNames={{ root: 'gap-x-5 text-base', link: 'text-gray-100 underline-offset-4 hover:underline' }} />
        </div>
        <p className="border-t border-white/20 pt-4 text-sm text-gray-300">
          <Copyright classNames={{ link: 'hover:underline' }} /> · <PoweredBy />
        </p>
      </div>
    </Drawer>
  )
}

/**
 * plog's chrome, in one banner: on phones a glass bar at the top (mark, title, a menu box with the
 * links and switches); from md a glass bar fixed to the bottom (mark, title, description; links,
 * full screen, dark mode, language and the (i) panel).
 */
export function Bars() {
  const { site, config, t } = useGlobal()
  const menu = useDisclosure()
  const info = useDisclosure()
  const links = useLinks()
  const title = config.TITLE || site.siteInfo.title
  return (
    <header>
      <div className={cx('fixed inset-x-0 top-0 z-30 md:hidden', GLASS)}>
        <div data-top-bar className="flex items-center gap-3 px-4 py-3">
          <SiteLink href="/" className="flex min-w-0 flex-1 items-center gap-2 font-medium text-black dark:text-white">
            <Mark />
            <span className="truncate">{title}</span>
          </SiteLink>
          <button type="button" aria-label={t.NAV.MENU} aria-expanded={menu.open} aria-controls="plog-menu" onClick={menu.toggle} className={TOOL}>
            {menu.open ? <CloseIcon className="size-4" /> : <MenuIcon className="size-4" />}
          </button>
        </div>
        {menu.open && (
          <div id="plog-menu" className="absolute right-4 top-full mt-1 flex min-w-48 flex-col gap-2 rounded-lg border border-black/10 bg-white p-2 text-sm shadow-lg dark:border-white/15 dark:bg-neutral-900">
            <nav aria-label={t.COMMON.MAIN_NAVIGATION}>
              <NavList links={links} classNames={{ root: 'flex flex-col', link: 'flex items-center gap-1 rounded px-3 py-2 text-gray-800 hover:bg-black/5 dark:text-gray-200 dark:hover:bg-white/10', subMenu: 'pl-3' }} />
            </nav>
            <div className="flex items-center gap-1 border-t border-black/10 px-1 pt-2 dark:border-white/15">
              <DarkModeButton classNames={{ root: TOOL, icon: 'size-4' }} />
              <LangSwitch className="flex-1 rounded border border-black/15 bg-transparent px-1 py-1 text-sm text-gray-800 dark:border-white/20 dark:bg-neutral-900 dark:text-gray-200" />
            </div>
          </div>
        )}
      </div>
      <div data-top-bar className={cx('fixed inset-x-0 bottom-0 z-30 hidden items-center gap-6 px-6 py-4 md:flex', GLASS)}>
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <SiteLink href="/" className="flex shrink-0 items-center gap-3 font-medium text-black dark:text-white">
            <Mark />
            {title}
          </SiteLink>
          {/* The description shows whole or not at all: one line high, it wraps out of sight (after an empty first entry) when the menu leaves it too little room. */}
          <p className="hidden h-5 min-w-0 flex-1 flex-wrap overflow-hidden text-sm text-gray-600 lg:flex dark:text-gray-400">
            <span aria-hidden="true" className="h-5 w-0" />
            <span className="whitespace-nowrap">{config.DESCRIPTION || site.siteInfo.description}</span>
          </p>
        </div>
        <nav aria-label={t.COMMON.MAIN_NAVIGATION} className="ml-auto flex flex-[3] items-center">
          <NavList
            fit
            links={links}
            classNames={{
              root: 'flex h-8 items-center justify-end gap-4 whitespace-nowrap text-sm',
              link: 'inline-flex items-center gap-1 text-gray-800 hover:text-black dark:text-gray-200 dark:hover:text-white',
              subMenu: 'absolute bottom-full left-0 mb-2 min-w-40 rounded-lg border border-black/10 bg-white p-1 shadow-lg dark:border-white/15 dark:bg-neutral-900'
            }}
          />
        </nav>
        <div className="flex shrink-0 items-center gap-1">
          <LangSwitch className="w-24 rounded border-0 bg-white/0 text-sm text-gray-800 dark:bg-neutral-900 dark:text-gray-200" />
          <FullscreenButton classNames={{ root: TOOL, icon: 'size-4' }} />
          <DarkModeButton classNames={{ root: TOOL, icon: 'size-4' }} />
          <button type="button" aria-label={t.KIT.SITE_INFO} aria-expanded={info.open} onClick={info.toggle} className={TOOL}>
            <InfoIcon className="size-4" />
          </button>
        </div>
      </div>
      {info.open && <InfoPanel open={info.open} onClose={info.close} />}
    </header>
  )
}
