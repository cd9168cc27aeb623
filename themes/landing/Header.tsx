import { useRef } from 'react'
import { MenuToggle, CollapsePanel } from '@/components/nav/CollapseMenu'
import { DarkModeButton } from '@/components/widgets/DarkModeButton'
import { LangSwitch } from '@/components/nav/LangSwitch'
import { ArrowRight as ArrowRightIcon } from 'lucide-react'
import { NavList } from '@/components/nav/NavList'
import { SiteLink } from '@/components/nav/SiteLink'
import { useClickOutside } from '@/components/hooks/use-click-outside'
import { useDisclosure } from '@/components/hooks/use-disclosure'
import { useNavLinks } from '@/components/nav/use-nav-links'
import { useScrolledPast } from '@/components/hooks/use-scroll-y'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { Logo } from './Logo'
import { CONTAINER } from './styles'
import { useLandingFrame } from './use-landing-frame'

const LINK = 'font-medium text-gray-700 transition hover:text-gray-900 dark:text-gray-300 dark:hover:text-white'
const SMALL_DARK = 'inline-flex items-center gap-1 rounded-md bg-gray-900 px-4 py-2 text-sm font-medium text-white hover:bg-gray-800 dark:bg-gray-100 dark:text-gray-900 dark:hover:bg-white'
const ICON_BUTTON = 'flex h-9 w-9 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800'

/**
 * The fixed bar, as the reference draws it: clear over the hero, white and blurred with a shadow
 * once the page has scrolled. The mark on the left; the two configured links (a text link and a
 * small dark button), language and dark mode on the right; the site's menu lives in the panel the
 * menu button drops, on every width, which closes on Escape or a tap outside.
 */
export function Header() {
  const { t } = useGlobal()
  const landing = useLandingFrame()
  const scrolled = useScrolledPast(10)
  const menu = useDisclosure({ closeOnRouteStart: true })
  const bar = useRef<HTMLElement>(null)
  useClickOutside(bar, menu.open, menu.close)
  const links = useNavLinks({ archive: true, search: true, category: true, tag: false })
  const buttons = (
    <>
      <SiteLink href={landing.LANDING_HEADER_BUTTON_1_URL} className={LINK}>
        {landing.LANDING_HEADER_BUTTON_1_TITLE}
      </SiteLink>
      <SiteLink href={landing.LANDING_HEADER_BUTTON_2_URL} className={SMALL_DARK}>
        {landing.LANDING_HEADER_BUTTON_2_TITLE}
        <ArrowRightIcon className="h-4 w-4" />
      </SiteLink>
    </>
  )
  return (
    <header
      ref={bar}
      className={cx(
        'fixed inset-x-0 top-0 z-30 transition duration-300',
        // The open phone menu lies over the hero: opaque at once, or the hero shows through its links.
        menu.open
          ? 'bg-white shadow-lg transition-none dark:bg-gray-950 dark:shadow-black/40'
          : scrolled
            ? 'bg-white/95 shadow-lg backdrop-blur-sm dark:bg-gray-950/95 dark:shadow-black/40'
            : 'bg-transparent'
      )}
    >
      <div data-top-bar className={cx(CONTAINER, 'flex h-16 items-center gap-6 md:h-20')}>
        <Logo />
        <div className="ml-auto flex shrink-0 items-center gap-4 text-sm">
          <div className="hidden items-center gap-5 md:flex">{buttons}</div>
          <LangSwitch className="hidden w-24 rounded border-0 bg-transparent text-sm text-gray-700 sm:block dark:bg-gray-950 dark:text-gray-300" />
          <DarkModeButton classNames={{ root: ICON_BUTTON, icon: 'h-5 w-5' }} />
          <MenuToggle menu={menu} controls="landing-menu" classNames={{ root: ICON_BUTTON }} />
        </div>
      </div>
      <CollapsePanel open={menu.open} id="landing-menu">
        <div className={cx(CONTAINER, 'flex flex-col gap-4 border-t border-gray-200 py-5 dark:border-gray-800')}>
          <nav aria-label={t.COMMON.MAIN_NAVIGATION}>
            <NavList links={links} classNames={{ root: 'flex flex-col gap-3', link: LINK }} />
          </nav>
          <div className="flex flex-wrap items-center gap-4">{buttons}</div>
          {menu.open && <LangSwitch className="w-40 rounded border border-gray-300 bg-white px-2 py-1 text-sm text-gray-700 sm:hidden dark:border-gray-700 dark:bg-gray-950 dark:text-gray-300" />}
        </div>
      </CollapsePanel>
    </header>
  )
}
