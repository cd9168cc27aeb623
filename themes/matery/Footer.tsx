import { SiteCredits } from '@/components/widgets/SiteCredits'

/** The indigo band at the foot: © years with the author and a beating heart, filing number, counters, title and Powered by. */
export function Footer() {
  return (
    <footer className="bg-indigo-700 px-4 py-6 text-sm leading-7 text-gray-200 dark:bg-[#101414] dark:text-gray-300">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-3 text-center">
        <span aria-hidden="true" className="text-red-300 motion-safe:animate-pulse">
          ♥
        </span>
        <SiteCredits classNames={{ link: 'font-medium text-white underline-offset-4 hover:underline', title: '[&_a]:text-white [&_a]:underline-offset-4 [&_a:hover]:underline' }} />
      </p>
    </footer>
  )
}
