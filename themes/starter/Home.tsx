import { Mail, MapPin } from 'lucide-react'
import { BrandRow } from '@/components/marketing/BrandRow'
import { CallToAction } from '@/components/marketing/CallToAction'
import { ContactForm } from '@/components/marketing/ContactForm'
import { FaqList } from '@/components/marketing/FaqList'
import { FeatureGrid } from '@/components/marketing/FeatureGrid'
import { HeroBanner } from '@/components/marketing/HeroBanner'
import { PricingPlans } from '@/components/marketing/PricingPlans'
import { ExternalForm } from '@/components/marketing/ExternalForm'
import { MarketingSection } from '@/components/marketing/SectionHeader'
import { TeamGrid } from '@/components/marketing/TeamGrid'
import { TestimonialList } from '@/components/marketing/TestimonialList'
import { SiteLink } from '@/components/nav/SiteLink'
import { cx } from '@/components/cx'
import type { PostSummary } from '@/lib/site/types'
import { safeUrl } from '@/lib/urls/safe-url'
import { BODY, BUTTON, CARD, CONTAINER, FORM_CLASSES, SECTION, SECTION_CLASSES } from './styles'
import { PostCards } from './PostList'
import { useStarterConfig } from './use-starter-config'

/** A grey-1 band (about, testimonials, team) between the white ones. */
const GREY = { ...SECTION_CLASSES, root: 'bg-[#F9FAFB] py-20 lg:py-[120px] dark:bg-[#1F2A37]' }

/** A square of dots, for the hero picture's flanks. */
function Dots({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 100 100" className={cx('absolute h-24 w-24 fill-white/40', className)}>
      {Array.from({ length: 25 }, (_, index) => (
        <circle key={index} cx={10 + (index % 5) * 20} cy={10 + Math.floor(index / 5) * 20} r="3" />
      ))}
    </svg>
  )
}

/** The royal-blue hero: the white title and lead, a white and a translucent button, the product picture. */
export function HeroSection() {
  const starter = useStarterConfig()
  return (
    <HeroBanner
      title={starter.STARTER_HERO_TITLE_1}
      text={starter.STARTER_HERO_TITLE_2}
      actions={[
        {
          text: starter.STARTER_HERO_BUTTON_1_TEXT,
          href: starter.STARTER_HERO_BUTTON_1_URL,
          className: 'rounded-md bg-white px-7 py-3.5 text-base font-medium text-[#111928] shadow-sm transition hover:bg-[#F3F4F6]'
        },
        {
          text: starter.STARTER_HERO_BUTTON_2_TEXT,
          href: starter.STARTER_HERO_BUTTON_2_URL,
          className: 'rounded-md border border-white/70 px-6 py-3.5 text-base font-medium text-white transition hover:bg-white hover:text-[#111928]'
        }
      ]}
      image={starter.STARTER_HERO_PREVIEW_IMAGE}
      imageAlt={starter.STARTER_HERO_PREVIEW_IMAGE_ALT}
      classNames={{
        root: 'overflow-hidden bg-[#3758F9] pt-[120px] md:pt-[130px] lg:pt-[160px] dark:bg-[#1e3bb8]',
        inner: CONTAINER,
        title: 'max-w-[780px] text-3xl font-bold leading-snug text-white sm:text-4xl lg:text-5xl lg:leading-[1.2]',
        text: 'max-w-[600px] text-base text-white/90 sm:text-lg',
        actions: 'mt-10 flex-wrap items-center gap-5',
        figure: 'z-10 mt-16 max-w-[845px]',
        image: 'mx-auto rounded-t-xl'
      }}
    >
      <Dots className="-left-16 bottom-0 hidden md:block" />
      <Dots className="-right-14 -top-6 hidden md:block" />
    </HeroBanner>
  )
}

export function BrandsSection() {
  const starter = useStarterConfig()
  if (!starter.STARTER_BRANDS_ENABLE) return null
  return (
    <div className={cx(CONTAINER, 'py-12')}>
      <BrandRow label={starter.STARTER_BRANDS_TITLE} brands={starter.STARTER_BRANDS} classNames={{ root: 'gap-x-10 gap-y-6', image: 'h-8 opacity-80 transition hover:opacity-100' }} />
    </div>
  )
}

export function FeaturesSection() {
  const starter = useStarterConfig()
  if (!starter.STARTER_FEATURE_ENABLE) return null
  return (
    <MarketingSection id="starter-features" anchor="features" eyebrow={starter.STARTER_FEATURE_TITLE} title={starter.STARTER_FEATURE_TEXT_1} text={starter.STARTER_FEATURE_TEXT_2} classNames={{ ...SECTION_CLASSES, root: cx(SECTION, 'scroll-mt-16 pb-8 lg:pb-[70px]') }}>
      <FeatureGrid
        items={starter.STARTER_FEATURES}
        classNames={{
          root: 'gap-x-8 gap-y-12 lg:grid-cols-4',
          item: 'group',
          iconBox:
            'relative z-10 mb-10 !flex h-[70px] w-[70px] items-center justify-center rounded-[14px] bg-[#3758F9] text-white before:absolute before:left-0 before:top-0 before:-z-10 before:h-[70px] before:w-[70px] before:rotate-[25deg] before:rounded-[14px] before:bg-[#3758F9]/20 before:transition before:duration-300 before:content-[""] group-hover:before:rotate-45 dark:bg-[#5a76fb] dark:text-[#111928]',
          icon: 'h-8 w-8',
          title: 'mb-3 text-xl font-bold text-[#111928] dark:text-white',
          text: cx('mb-8', BODY),
          link: 'text-base font-medium text-[#111928] hover:text-[#3758F9] dark:text-white dark:hover:text-[#8099ff]'
        }}
      />
    </MarketingSection>
  )
}

export function AboutSection() {
  const starter = useStarterConfig()
  if (!starter.STARTER_ABOUT_ENABLE) return null
  const first = safeUrl(starter.STARTER_ABOUT_IMAGE_1, 'image')
  const second = safeUrl(starter.STARTER_ABOUT_IMAGE_2, 'image')
  return (
    <section aria-labelledby="starter-about" className="bg-[#F9FAFB] py-20 lg:py-[120px] dark:bg-[#1F2A37]">
      <div className={cx(CONTAINER, 'grid items-center gap-12 lg:grid-cols-2')}>
        <div>
          <h2 id="starter-about" className="mb-6 text-3xl font-bold leading-tight text-[#111928] sm:text-[40px] dark:text-white">
            {starter.STARTER_ABOUT_TITLE}
          </h2>
          <p className={cx('mb-10 text-base leading-relaxed', BODY)}>{starter.STARTER_ABOUT_TEXT}</p>
          <SiteLink href={starter.STARTER_ABOUT_BUTTON_URL} className={BUTTON}>
            {starter.STARTER_ABOUT_BUTTON_TEXT}
          </SiteLink>
        </div>
        <div className="grid grid-cols-2 gap-4 sm:gap-6">
          {first && <img src={first} alt="" loading="lazy" width={300} height={400} className="row-span-2 h-full w-full rounded-2xl object-cover" />}
          {second && <img src={second} alt="" loading="lazy" width={300} height={220} className="w-full rounded-2xl object-cover" />}
          <div className="relative flex flex-col justify-center overflow-hidden rounded-2xl bg-[#3758F9] p-5 text-white dark:bg-[#1e3bb8]">
            <p className="text-3xl font-extrabold sm:text-4xl">{starter.STARTER_ABOUT_TIPS_1}</p>
            <p className="mt-1 font-semibold">{starter.STARTER_ABOUT_TIPS_2}</p>
            <p className="text-sm text-white/90">{starter.STARTER_ABOUT_TIPS_3}</p>
            <span aria-hidden="true" className="absolute -bottom-8 -right-8 h-24 w-24 rounded-full border-[14px] border-white/15" />
          </div>
        </div>
      </div>
    </section>
  )
}

export function PricingSection() {
  const starter = useStarterConfig()
  if (!starter.STARTER_PRICING_ENABLE) return null
  return (
    <MarketingSection id="starter-pricing" anchor="pricing" eyebrow={starter.STARTER_PRICING_TITLE} title={starter.STARTER_PRICING_TEXT_1} text={starter.STARTER_PRICING_TEXT_2} classNames={{ ...SECTION_CLASSES, root: cx(SECTION, 'scroll-mt-16') }}>
      <PricingPlans
        plans={starter.STARTER_PRICING_PLANS}
        featuresTitle={starter.STARTER_PRICING_FEATURES_TITLE}
        classNames={{
          root: 'gap-8',
          plan: cx(CARD, 'overflow-hidden border-2 border-[#DFE4EA] px-8 py-10 dark:border-[#374151]'),
          tag: '!right-0 !top-0 rounded-bl-md bg-[#3758F9] px-5 py-2 text-sm text-white dark:bg-[#5a76fb] dark:text-[#111928]',
          name: 'mb-2 text-lg text-[#111928] dark:text-white',
          amount: 'text-[42px] font-bold text-[#111928] dark:text-white',
          currency: 'text-2xl font-semibold text-[#111928] dark:text-white',
          period: BODY,
          featuresTitle: 'border-t border-[#DFE4EA] pt-6 text-[#111928] dark:border-[#374151] dark:text-white',
          feature: BODY,
          button: cx(BUTTON, 'w-full')
        }}
      />
    </MarketingSection>
  )
}

export function TestimonialsSection() {
  const starter = useStarterConfig()
  if (!starter.STARTER_TESTIMONIALS_ENABLE) return null
  return (
    <MarketingSection id="starter-testimonials" eyebrow={starter.STARTER_TESTIMONIALS_TITLE} title={starter.STARTER_TESTIMONIALS_TEXT_1} text={starter.STARTER_TESTIMONIALS_TEXT_2} classNames={GREY}>
      <TestimonialList
        variant="cards"
        label={starter.STARTER_TESTIMONIALS_TEXT_1}
        stars={starter.STARTER_TESTIMONIALS_STARS}
        items={starter.STARTER_TESTIMONIALS_ITEMS}
        classNames={{
          item: cx(CARD, 'w-[85%] p-8 sm:w-[calc(50%-12px)] lg:w-[calc(33.333%-16px)] lg:px-6 xl:px-8'),
          stars: 'text-lg text-[#b45309] dark:text-[#fbbf24]',
          quote: BODY,
          avatar: '!h-[50px] !w-[50px]',
          name: 'text-sm font-semibold text-[#111928] dark:text-white',
          role: 'text-xs text-[#637381] dark:text-gray-300',
          controls: 'gap-5',
          control: 'flex h-12 w-12 items-center justify-center rounded-full bg-white text-[#111928] shadow-md transition hover:bg-[#3758F9] hover:text-white dark:bg-[#111928] dark:text-white dark:hover:bg-[#5a76fb]'
        }}
      />
    </MarketingSection>
  )
}

export function FaqSection() {
  const starter = useStarterConfig()
  if (!starter.STARTER_FAQ_ENABLE) return null
  return (
    <MarketingSection id="starter-faq" eyebrow={starter.STARTER_FAQ_TITLE} title={starter.STARTER_FAQ_TEXT_1} text={starter.STARTER_FAQ_TEXT_2} classNames={{ ...SECTION_CLASSES, root: SECTION }}>
      <FaqList
        items={starter.STARTER_FAQ_ITEMS}
        mark="?"
        open
        classNames={{
          root: 'gap-x-8 gap-y-10',
          question: 'cursor-default text-lg text-[#111928] dark:text-white',
          mark: 'h-[50px] w-[50px] rounded-xl bg-[#3758F9] text-2xl font-bold text-white sm:h-[60px] sm:w-[60px] dark:bg-[#5a76fb] dark:text-[#111928]',
          answer: cx('pl-[66px] sm:pl-[76px]', BODY)
        }}
      />
    </MarketingSection>
  )
}

export function TeamSection() {
  const starter = useStarterConfig()
  if (!starter.STARTER_TEAM_ENABLE) return null
  return (
    <MarketingSection id="starter-team" eyebrow={starter.STARTER_TEAM_TITLE} title={starter.STARTER_TEAM_TEXT_1} text={starter.STARTER_TEAM_TEXT_2} classNames={GREY}>
      <TeamGrid
        people={starter.STARTER_TEAM_ITEMS}
        classNames={{
          member: cx(CARD, 'group px-5 pb-8 pt-12'),
          avatar: '!h-[120px] !w-[120px] ring-4 ring-transparent transition group-hover:ring-[#3758F9]/30',
          name: 'text-lg font-semibold text-[#111928] dark:text-white',
          role: BODY,
          link: 'text-[#637381] hover:text-[#3758F9] dark:text-gray-300'
        }}
      />
    </MarketingSection>
  )
}

/** The home's blog: the newest posts (STARTER_BLOG_COUNT) as cards, no pages, and "More" to the archive. */
export function BlogSection({ posts }: { posts: readonly PostSummary[] }) {
  const starter = useStarterConfig()
  if (!starter.STARTER_BLOG_ENABLE) return null
  return (
    <MarketingSection id="starter-blog" anchor="blog" eyebrow={starter.STARTER_BLOG_TITLE} title={starter.STARTER_BLOG_TEXT_1} text={starter.STARTER_BLOG_TEXT_2} classNames={{ ...SECTION_CLASSES, root: cx(SECTION, 'scroll-mt-16') }}>
      <PostCards posts={posts.slice(0, starter.STARTER_BLOG_COUNT)} />
      <p className="mt-12 text-center">
        <SiteLink href="/archive" className="font-medium text-[#3758F9] hover:underline dark:text-[#8099ff]">
          {starter.STARTER_BLOG_MORE} →
        </SiteLink>
      </p>
    </MarketingSection>
  )
}

export function ContactSection() {
  const starter = useStarterConfig()
  if (!starter.STARTER_CONTACT_ENABLE) return null
  return (
    <section id="contact" aria-labelledby="starter-contact" className="relative isolate scroll-mt-16 py-20 md:py-[120px]">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-1/2 bg-[#E9F9FF] lg:h-[45%] dark:bg-[#1F2A37]" />
      <div className={cx(CONTAINER, 'grid gap-12 lg:grid-cols-12')}>
        <div className="lg:col-span-7">
          <p className="mb-4 text-lg font-semibold text-[#3758F9] dark:text-[#8099ff]">{starter.STARTER_CONTACT_TITLE}</p>
          <h2 id="starter-contact" className="mb-10 max-w-[260px] text-3xl font-bold leading-tight text-[#111928] sm:max-w-none sm:text-[40px] dark:text-white">
            {starter.STARTER_CONTACT_TEXT}
          </h2>
          <div className="flex flex-col gap-8 sm:flex-row">
            {[
              { icon: MapPin, title: starter.STARTER_CONTACT_LOCATION_TITLE, text: starter.STARTER_CONTACT_LOCATION_TEXT },
              { icon: Mail, title: starter.STARTER_CONTACT_EMAIL_TITLE, text: starter.STARTER_CONTACT_EMAIL_TEXT }
            ].map(({ icon: Icon, title, text }) => (
              <div key={title} className="flex max-w-[270px] gap-5">
                <Icon aria-hidden="true" className="h-7 w-7 shrink-0 text-[#3758F9] dark:text-[#8099ff]" />
                <div>
                  <h3 className="mb-2 text-lg font-semibold text-[#111928] dark:text-white">{title}</h3>
                  <p className={BODY}>{text}</p>
                </div>
              </div>
            ))}
          </div>
        </div>
        <div className={cx(CARD, 'px-8 py-10 sm:px-10 lg:col-span-5')}>
          <h3 className="mb-8 text-2xl font-semibold text-[#111928] dark:text-white">{starter.STARTER_CONTACT_FORM_TITLE}</h3>
          {/* Another service's form when one is set (its height kept, so nothing moves as it loads); else the site's own. */}
          {safeUrl(starter.STARTER_CONTACT_MSG_EXTERNAL_URL, 'frame') ? (
            <ExternalForm src={starter.STARTER_CONTACT_MSG_EXTERNAL_URL} title={starter.STARTER_CONTACT_FORM_TITLE} className="h-[620px] rounded-md bg-white" />
          ) : (
            <ContactForm action={starter.STARTER_CONTACT_ACTION} label={starter.STARTER_CONTACT_FORM_TITLE} classNames={FORM_CLASSES} />
          )}
        </div>
      </div>
    </section>
  )
}

export function CtaSection() {
  const starter = useStarterConfig()
  if (!starter.STARTER_CTA_ENABLE) return null
  return (
    <section className="relative overflow-hidden bg-[#3758F9] py-20 lg:py-[115px] dark:bg-[#1e3bb8]">
      <div className={CONTAINER}>
        <CallToAction
          title={starter.STARTER_CTA_TITLE}
          titleLight={starter.STARTER_CTA_TITLE_2}
          text={starter.STARTER_CTA_DESCRIPTION}
          button={starter.STARTER_CTA_BUTTON_TEXT}
          url={starter.STARTER_CTA_BUTTON_URL}
          classNames={{
            title: 'text-3xl leading-tight text-white md:text-[40px]',
            titleLight: 'mt-2 text-2xl md:text-[34px]',
            text: 'text-white/90',
            button: 'rounded-md bg-[#13C296] px-7 py-3 text-base text-[#111928] transition hover:bg-[#10b088]'
          }}
        />
      </div>
    </section>
  )
}
