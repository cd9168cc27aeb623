import { MenuToggle, CollapsePanel } from '@/components/nav/CollapseMenu'
import { DarkModeButton } from '@/components/widgets/DarkModeButton'
import { LangSwitch } from '@/components/nav/LangSwitch'
import { NavList } from '@/components/nav/NavList'
import { SiteLink } from '@/components/nav/SiteLink'
import { useDisclosure } from '@/components/hooks/use-disclosure'
import { useNavLinks } from '@/components/nav/use-nav-links'
import { useScrolledPast } from '@/components/hooks/use-scroll-y'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { safeUrl } from '@/lib/urls/safe-url'
import { CONTAINER } from './styles'
import { useStarterFrame } from './use-starter-frame'

/**
 * The bar over the hero: clear with white text on the blue hero, then (on any scroll, and on every
 * other screen) fixed, white at 90 % and blurred (opaque while the phone menu is open), with dark
 * text and blue on hover. The title and logo left, the menu in the middle, then the dark-mode
 * switch, Sign in and the Sign up pill; on phones the three-bar toggler opens a panel with the menu.
 */
export function Header({ overHero }: { overHero: boolean }) {
  const { config, site, t } = useGlobal()
  const starter = useStarterFrame()
  const scrolled = useScrolledPast(1)
  const menu = useDisclosure({ closeOnRouteStart: true })
  const links = useNavLinks({ archive: true, search: true, category: true, tag: false })
  const clear = overHero && !scrolled && !menu.open
  const logo = safeUrl(starter.STARTER_LOGO, 'image')
  const link = clear ? 'text-white hover:text-white/80' : 'text-[#111928] hover:text-[#3758F9] dark:text-gray-100 dark:hover:text-[#8099ff]'
  return (
    <header
      className={cx(
        'inset-x-0 top-0 z-30 transition',
        overHero ? 'fixed' : 'sticky',
        clear
          ? 'bg-transparent'
          : cx(
              'shadow-[inset_0_-1px_0_0_rgba(0,0,0,0.1)] dark:shadow-[inset_0_-1px_0_0_rgba(255,255,255,0.1)]',
              // The open phone menu lies over the hero: opaque at once, or the hero shows through its links.
              menu.open ? 'bg-white transition-none dark:bg-[#111928]' : 'bg-white/90 backdrop-blur-[5px] dark:bg-[#111928]/90'
            )
      )}
    >
      <div data-top-bar className={cx(CONTAINER, 'flex items-center gap-6', clear ? 'py-6' : 'py-4')}>
        <SiteLink href="/" className={cx('flex shrink-0 items-center gap-2 text-xl font-bold', link)}>
          {logo && <img src={logo} alt="" width={32} height={32} className="h-8 w-8" />}
          {config.TITLE || site.siteInfo.title}
        </SiteLink>
        <nav aria-label={t.COMMON.MAIN_NAVIGATION} className="hidden flex-1 items-center xl:flex">
          <NavList fit links={links} classNames={{ root: 'flex h-10 items-center justify-center gap-5 whitespace-nowrap text-[15px] font-medium', link: link }} />
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-3">
          <LangSwitch className={cx('hidden w-20 rounded border-0 bg-transparent text-sm sm:block', clear ? 'text-white [&>option]:text-black' : 'text-[#111928] dark:bg-[#111928] dark:text-gray-100')} />
          <DarkModeButton classNames={{ root: cx('flex h-9 w-9 items-center justify-center rounded-full', clear ? 'text-white hover:bg-white/20' : 'text-[#111928] hover:bg-gray-100 dark:text-gray-100 dark:hover:bg-white/10'), icon: 'h-5 w-5' }} />
          <SiteLink href={starter.STARTER_NAV_BUTTON_1_URL} className={cx('hidden whitespace-nowrap px-3 py-2 text-base font-medium sm:block', link)}>
            {starter.STARTER_NAV_BUTTON_1_TEXT}
          </SiteLink>
          <SiteLink
            href={starter.STARTER_NAV_BUTTON_2_URL}
            className={cx(
              'hidden whitespace-nowrap rounded-md px-6 py-2 text-base font-medium transition sm:block',
              clear ? 'border border-white/70 text-white hover:bg-white hover:text-[#111928]' : 'bg-[#3758F9] text-white hover:bg-[#1B44C8] dark:bg-[#5a76fb] dark:text-[#111928]'
            )}
          >
            {starter.STARTER_NAV_BUTTON_2_TEXT}
          </SiteLink>
          <MenuToggle menu={menu} controls="starter-menu" classNames={{ root: cx('flex h-9 w-9 items-center justify-center rounded xl:hidden', clear ? 'text-white' : 'text-[#111928] dark:text-gray-100'), icon: 'h-6 w-6' }} />
        </div>
      </div>
      <CollapsePanel open={menu.open} id="starter-menu" className="xl:hidden">
        <div className={cx(CONTAINER, 'flex flex-col gap-3 pb-5')}>
          <NavList links={links} classNames={{ root: 'flex flex-col gap-3 text-base font-medium', link: 'text-[#111928] hover:text-[#3758F9] dark:text-gray-100 dark:hover:text-[#8099ff]' }} />
          <div className="flex gap-4 sm:hidden">
            <SiteLink href={starter.STARTER_NAV_BUTTON_1_URL} className="font-medium text-[#111928] dark:text-gray-100">
              {starter.STARTER_NAV_BUTTON_1_TEXT}
            </SiteLink>
            <SiteLink href={starter.STARTER_NAV_BUTTON_2_URL} className="font-medium text-[#3758F9] dark:text-[#8099ff]">
              {starter.STARTER_NAV_BUTTON_2_TEXT}
            </SiteLink>
          </div>
          {menu.open && <LangSwitch className="w-40 rounded border border-[#DFE4EA] bg-white px-2 py-1 text-sm text-[#111928] sm:hidden dark:border-gray-600 dark:bg-[#111928] dark:text-gray-100" />}
        </div>
      </CollapsePanel>
    </header>
  )
}
