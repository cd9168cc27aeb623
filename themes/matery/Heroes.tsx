import { ChevronDownIcon } from '@/components/site/Icons'
import { Hero } from '@/components/widgets/Hero'
import { useGlobal } from '@/components/site/context'
import { useMateryConfig } from './use-matery-config'

/**
 * The full-screen home cover: the site title in light type, the typed greetings, and the glassy
 * "Start reading" pill with a white rim that turns orange under the pointer and leads to the cards.
 */
export function HomeHero() {
  const { config, site, t } = useGlobal()
  const matery = useMateryConfig()
  return (
    <Hero
      image={site.siteInfo.pageCover}
      title={config.TITLE || site.siteInfo.title}
      words={config.GREETING_WORDS}
      fixedImage={matery.MATERY_HOME_NAV_BACKGROUND_IMG_FIXED}
      classNames={{
        root: 'h-svh min-h-[32rem] w-full',
        shade: 'bg-gradient-to-b from-black/60 via-black/20 to-black/60',
        title: 'font-normal tracking-wide md:text-6xl',
        content: 'gap-6'
      }}
    >
      <a
        href="#main"
        aria-label={t.KIT.START_READING}
        className="mt-6 flex h-12 w-40 items-center justify-center gap-1.5 rounded-3xl border border-white bg-white/10 font-medium backdrop-blur-md transition hover:border-orange-600 hover:bg-orange-600 motion-reduce:transition-none"
      >
        <ChevronDownIcon aria-hidden="true" className="size-5 motion-safe:animate-bounce" />
        {matery.MATERY_SHOW_START_READING && <span aria-hidden="true">{t.KIT.START_READING}</span>}
      </a>
    </Hero>
  )
}
