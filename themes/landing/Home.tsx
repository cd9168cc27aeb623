import { Play } from 'lucide-react'
import { FeatureGrid } from '@/components/marketing/FeatureGrid'
import { FeatureTabs } from '@/components/marketing/FeatureTabs'
import { HeroBanner } from '@/components/marketing/HeroBanner'
import { NewsletterForm } from '@/components/marketing/NewsletterForm'
import { PricingPlans } from '@/components/marketing/PricingPlans'
import { SectionHeader } from '@/components/marketing/SectionHeader'
import { TestimonialList } from '@/components/marketing/TestimonialList'
import { VideoModal } from '@/components/marketing/VideoModal'
import { cx } from '@/components/cx'
import { BUTTON_BLUE, BUTTON_DARK, CONTAINER, GRADIENT_TEXT, INPUT } from './styles'
import { useLandingConfig } from './use-landing-config'

const H2 = 'text-3xl font-extrabold tracking-tight md:text-4xl'
const LEAD = 'text-lg text-gray-600 dark:text-gray-400'

/** Two very pale circles behind the hero. */
function Circles() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 -z-10 flex justify-center">
      <div className="absolute -top-40 h-[40rem] w-[40rem] rounded-full bg-gradient-to-b from-gray-100 to-white dark:from-gray-900 dark:to-black" />
      <div className="absolute left-1/2 top-72 h-72 w-72 rounded-full bg-gradient-to-tr from-blue-50 to-white dark:from-gray-900 dark:to-black" />
    </div>
  )
}

/** The hero: the gradient headline, the lead, two buttons, the product picture and the video pill over its edge. */
export function HeroSection() {
  const landing = useLandingConfig()
  return (
    <HeroBanner
      title={landing.LANDING_HERO_TITLE_1}
      text={landing.LANDING_HERO_P_1}
      actions={[
        { text: landing.LANDING_HERO_BUTTON_1_TEXT, href: landing.LANDING_HERO_BUTTON_1_LINK, className: BUTTON_BLUE },
        { text: landing.LANDING_HERO_BUTTON_2_TEXT, href: landing.LANDING_HERO_BUTTON_2_LINK, className: BUTTON_DARK }
      ]}
      image={landing.LANDING_HERO_VIDEO_IMAGE}
      imageAlt={landing.LANDING_HERO_VIDEO_IMAGE_ALT}
      backdrop={<Circles />}
      classNames={{
        root: 'isolate',
        inner: cx(CONTAINER, 'pb-12 pt-32 md:pb-20 md:pt-40'),
        title: cx('max-w-4xl pb-2 text-5xl font-extrabold leading-tight tracking-tighter md:text-6xl', GRADIENT_TEXT),
        text: cx('max-w-3xl text-xl', LEAD),
        actions: 'mt-8 flex-col gap-4 sm:flex-row',
        figure: 'mt-14 max-w-3xl',
        image: 'rounded-lg shadow-2xl ring-1 ring-gray-200 dark:ring-gray-800'
      }}
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10 m-auto aspect-square w-[120%] max-w-none rounded-full border border-gray-200 [mask-image:linear-gradient(white,transparent)] dark:border-gray-800" />
      <div className="absolute inset-x-0 -bottom-6 flex justify-center">
        <VideoModal
          src={landing.LANDING_HERO_VIDEO_IFRAME}
          title={landing.LANDING_HERO_VIDEO_TIPS}
          classNames={{ root: 'inline-flex items-center gap-3 rounded-full bg-white px-5 py-3 text-sm font-medium text-gray-900 shadow-lg ring-1 ring-gray-200 transition hover:bg-gray-50 dark:bg-gray-900 dark:text-gray-100 dark:ring-gray-700 dark:hover:bg-gray-800' }}
        >
          <Play className="h-4 w-4 fill-current text-blue-600 dark:text-blue-400" aria-hidden="true" />
          {landing.LANDING_HERO_VIDEO_TIPS}
        </VideoModal>
      </div>
    </HeroBanner>
  )
}

/** The features band: a grey field, the header, then the feature buttons beside their picture. */
export function FeaturesSection() {
  const landing = useLandingConfig()
  return (
    <section id="features" aria-labelledby="landing-features" className="relative scroll-mt-20">
      <div aria-hidden="true" className="absolute inset-0 top-1/2 -z-10 bg-gray-100 md:mt-24 lg:mt-0 dark:bg-gray-950" />
      <div aria-hidden="true" className="absolute left-1/2 h-16 w-px -translate-x-1/2 bg-gray-200 dark:bg-gray-800" />
      <div className={cx(CONTAINER, 'pt-24 md:pt-28')}>
        <SectionHeader id="landing-features" title={landing.LANDING_FEATURES_HEADER_1} text={landing.LANDING_FEATURES_HEADER_1_P} classNames={{ title: H2, text: LEAD }} />
        <div className="mt-12 pb-16 md:pb-24">
          <div className="mb-6 max-w-xl">
            <h3 className="text-2xl font-bold">{landing.LANDING_FEATURES_HEADER_2}</h3>
            <p className="mt-2 text-gray-600 dark:text-gray-400">{landing.LANDING_FEATURES_HEADER_2_P}</p>
          </div>
          <FeatureTabs
            label={landing.LANDING_FEATURES_HEADER_2}
            items={landing.LANDING_FEATURES_TABS}
            classNames={{
              tab: 'rounded border border-transparent bg-white p-5 shadow-md transition hover:shadow-lg dark:bg-[#101414]',
              active: '!bg-gray-200 !shadow-none dark:!bg-gray-800',
              title: 'text-lg tracking-tight text-gray-900 dark:text-gray-100',
              text: 'mt-1 text-gray-600 dark:text-gray-400',
              icon: 'flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-white text-blue-600 shadow dark:bg-gray-900 dark:text-blue-400',
              image: 'rounded-lg shadow-xl'
            }}
          />
        </div>
      </div>
    </section>
  )
}

/** Six white cards over a dark lower band. */
export function BlocksSection() {
  const landing = useLandingConfig()
  return (
    <section aria-labelledby="landing-blocks" className="relative isolate">
      <div aria-hidden="true" className="absolute inset-x-0 bottom-0 top-1/2 -z-10 bg-gray-900 dark:bg-gray-950" />
      <div className={cx(CONTAINER, 'py-16 md:py-24')}>
        <SectionHeader id="landing-blocks" title={landing.LANDING_FEATURES_BLOCK_HEADER} text={landing.LANDING_FEATURES_BLOCK_P} classNames={{ title: H2, text: LEAD }} />
        <FeatureGrid
          items={landing.LANDING_FEATURES_BLOCKS}
          classNames={{
            root: 'mt-12 lg:grid-cols-3',
            item: 'flex flex-col items-center rounded-md border border-gray-200 bg-white p-6 text-center shadow-xl dark:border-gray-800 dark:bg-[#101414]',
            title: 'text-gray-900 dark:text-gray-100',
            text: 'text-gray-600 dark:text-gray-400'
          }}
        />
      </div>
    </section>
  )
}

/** One big quote card with the person's picture over its top edge. */
export function TestimonialsSection() {
  const landing = useLandingConfig()
  return (
    <section aria-labelledby="landing-testimonials" className={cx(CONTAINER, 'py-16 md:py-24')}>
      <SectionHeader id="landing-testimonials" title={landing.LANDING_TESTIMONIALS_HEADER} text={landing.LANDING_TESTIMONIALS_P} classNames={{ title: H2, text: LEAD }} />
      <TestimonialList
        items={landing.LANDING_TESTIMONIALS}
        classNames={{
          root: 'mx-auto mt-16 max-w-3xl',
          track: 'gap-16',
          item: 'relative rounded border-2 border-gray-200 px-6 pb-8 pt-14 text-center dark:border-gray-800',
          quote: 'text-xl font-medium text-gray-800 dark:text-gray-200',
          person: 'flex-col !gap-1',
          avatar: 'absolute left-1/2 top-0 h-16 w-16 -translate-x-1/2 -translate-y-1/2 ring-4 ring-white dark:ring-black',
          name: 'text-gray-900 dark:text-gray-100',
          role: 'text-gray-600 dark:text-gray-400',
          handle: 'text-blue-700 hover:text-blue-900 dark:text-blue-300 dark:hover:text-blue-200'
        }}
      />
    </section>
  )
}

/** Three plans, the tagged one raised over its neighbours. */
export function PricingSection() {
  const landing = useLandingConfig()
  return (
    <section id="pricing" aria-labelledby="landing-pricing" className={cx(CONTAINER, 'scroll-mt-20 py-16 md:py-24')}>
      <SectionHeader id="landing-pricing" title={landing.LANDING_PRICING_TITLE} text={landing.LANDING_PRICING_P} classNames={{ title: 'text-4xl font-extrabold tracking-tight md:text-5xl', text: LEAD }} />
      <PricingPlans
        plans={landing.LANDING_PRICING_PLANS}
        classNames={{
          root: 'mx-auto mt-12 max-w-4xl md:items-center md:gap-0',
          plan: 'rounded-lg bg-white p-8 shadow-lg shadow-gray-300/50 ring-1 ring-gray-200 md:my-6 dark:bg-[#101414] dark:shadow-none dark:ring-gray-800',
          featured: 'md:!my-0 md:z-10 md:py-12 md:shadow-2xl',
          tag: 'rounded-full bg-blue-100 px-2 py-0.5 text-blue-800 dark:bg-blue-900 dark:text-blue-100',
          name: 'text-sm uppercase tracking-wider text-gray-600 dark:text-gray-400',
          amount: 'text-gray-900 md:text-5xl dark:text-gray-100',
          currency: 'text-2xl font-bold',
          period: 'text-gray-600 dark:text-gray-400',
          feature: 'flex gap-2 text-gray-700 before:text-teal-600 before:content-["✓"] dark:text-gray-300 dark:before:text-teal-300',
          button: cx(BUTTON_BLUE, 'w-full')
        }}
      />
    </section>
  )
}

/** The dark box with a scatter of dots: a heading, a line and the subscribe field. */
export function NewsletterSection() {
  const landing = useLandingConfig()
  if (!landing.LANDING_NEWSLETTER) return null
  return (
    <section aria-labelledby="landing-newsletter" className={cx(CONTAINER, 'pb-16 md:pb-24')}>
      <div className="relative overflow-hidden rounded-lg bg-gray-900 px-8 py-10 shadow-2xl md:px-12 md:py-16 dark:bg-gray-950 dark:ring-1 dark:ring-gray-800">
        <div aria-hidden="true" className="absolute right-0 top-0 h-full w-1/2 bg-[radial-gradient(circle,rgb(255_255_255/0.12)_2px,transparent_2px)] [background-size:22px_22px]" />
        <div className="relative grid gap-8 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="landing-newsletter" className="text-3xl font-bold text-white">
              {landing.LANDING_NEWSLETTER_TITLE}
            </h2>
            <p className="mt-3 text-lg text-gray-300">{landing.LANDING_NEWSLETTER_TEXT}</p>
          </div>
          <NewsletterForm
            action={landing.LANDING_NEWSLETTER_ACTION}
            label={landing.LANDING_NEWSLETTER_TITLE}
            sentMessage={landing.LANDING_NEWSLETTER_THANKS}
            classNames={{
              fields: 'flex flex-col gap-3 sm:flex-row sm:items-start',
              field: 'flex-1',
              label: 'sr-only',
              input: cx(INPUT, 'border-gray-700 bg-gray-800 text-white placeholder-gray-400 dark:bg-gray-800'),
              error: '!text-red-300',
              button: 'rounded-md bg-blue-600 px-6 py-3 font-medium text-white hover:bg-blue-700 disabled:opacity-60',
              sentButton: '!bg-green-700',
              status: 'text-gray-200'
            }}
          />
        </div>
      </div>
    </section>
  )
}
