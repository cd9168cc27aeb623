import { LinkGroups } from '@/components/marketing/LinkGroups'
import { lazyPart } from '@/components/loading/lazy-part'
import { useInView } from '@/components/hooks/use-in-view'
import { SiteCredits } from '@/components/widgets/SiteCredits'
import { cx } from '@/components/cx'
import { Logo } from './Logo'
import { CONTAINER, INPUT } from './styles'
import { useLandingFrame } from './use-landing-frame'

/** The subscribe field sits at the foot of every page: its form and checks load in their own chunk once the footer nears the window. */
const NewsletterForm = lazyPart(() => import('@/components/marketing/NewsletterForm').then((m) => m.NewsletterForm))

const LINK = 'text-gray-600 transition hover:text-gray-900 dark:text-gray-400 dark:hover:text-gray-100'

/**
 * A twelve-column footer on a hairline: the mark and the site's credits, the configured link
 * columns, and (with the newsletter on) a compact subscribe field.
 */
export function Footer() {
  const landing = useLandingFrame()
  return (
    <footer className="border-t border-gray-200 bg-white text-sm dark:border-gray-800 dark:bg-black">
      <div className={cx(CONTAINER, 'grid gap-8 py-10 sm:grid-cols-12')}>
        <div className="flex flex-col gap-3 sm:col-span-12 lg:col-span-3">
          <Logo />
          <p className="flex flex-col gap-1 text-gray-600 dark:text-gray-400">
            <SiteCredits classNames={{ link: 'underline underline-offset-2 hover:text-gray-900 dark:hover:text-gray-100' }} />
          </p>
        </div>
        <LinkGroups
          groups={landing.LANDING_FOOTER_LINKS}
          classNames={{ group: 'sm:col-span-6 md:col-span-3 lg:col-span-2', title: 'mb-2 text-gray-900 dark:text-gray-100', link: LINK }}
        />
        {landing.LANDING_NEWSLETTER && (
          <div className="sm:col-span-6 md:col-span-3 lg:col-span-3">
            <h2 className="mb-2 font-semibold text-gray-900 dark:text-gray-100">{landing.LANDING_FOOTER_SUBSCRIBE_TITLE}</h2>
            <FooterSubscribe />
          </div>
        )}
      </div>
    </footer>
  )
}

/** The compact subscribe form, drawn once the footer comes near the window (its room kept until then). */
function FooterSubscribe() {
  const landing = useLandingFrame()
  const { ref, seen } = useInView<HTMLDivElement>()
  return (
    <div ref={ref} className="min-h-[6.5rem]">
      {seen && (
        <NewsletterForm
          action={landing.LANDING_NEWSLETTER_ACTION}
          label={landing.LANDING_NEWSLETTER_TITLE}
          sentMessage={landing.LANDING_NEWSLETTER_THANKS}
          classNames={{
            fields: 'flex flex-col gap-2',
            label: 'sr-only',
            input: cx(INPUT, 'py-2 text-sm'),
            button: 'rounded-md bg-blue-600 px-4 py-2 text-sm font-medium text-white hover:bg-blue-700 disabled:opacity-60 dark:bg-blue-500 dark:text-gray-950',
            sentButton: 'bg-green-700 hover:bg-green-700 dark:bg-green-400',
            status: 'text-gray-700 dark:text-gray-300'
          }}
        />
      )}
    </div>
  )
}
