import { SiteLink } from '@/components/nav/SiteLink'
import { useMagzineConfig } from './use-magzine-config'

const FACE = 'absolute inset-0 flex flex-col justify-center gap-2 p-5 [backface-visibility:hidden]'

/**
 * The side column's invitation card (MAGZINE_SOCIAL_CARD): a black face with its heading, a line
 * and a "touch me" prompt, that turns over on hover or keyboard focus to a mint back naming what
 * the link does. Both faces are one link; with less motion asked for, it turns without spinning.
 */
export function FlipCard() {
  const magzine = useMagzineConfig()
  if (!magzine.MAGZINE_SOCIAL_CARD) return null
  return (
    <SiteLink href={magzine.MAGZINE_SOCIAL_CARD_URL} data-flip-card="" className="group block h-40 [perspective:1000px] focus:outline-none">
      <span className="relative block h-full w-full transition-transform duration-700 [transform-style:preserve-3d] group-hover:[transform:rotateY(180deg)] group-focus-visible:[transform:rotateY(180deg)] motion-reduce:transition-none">
        <span className={`${FACE} bg-black text-white dark:bg-[#101414] dark:ring-1 dark:ring-white/20`}>
          <span className="text-2xl font-bold">{magzine.MAGZINE_SOCIAL_CARD_TITLE_1}</span>
          <span className="text-sm text-gray-300">{magzine.MAGZINE_SOCIAL_CARD_TITLE_2}</span>
          {magzine.MAGZINE_SOCIAL_CARD_HINT && (
            <span className="mt-1 self-start rounded-full border border-white/60 px-3 py-0.5 text-xs uppercase tracking-wide">{magzine.MAGZINE_SOCIAL_CARD_HINT}</span>
          )}
        </span>
        <span className={`${FACE} items-center bg-[#7BE986] text-center text-xl font-bold text-black [transform:rotateY(180deg)] dark:bg-amber-400`}>
          {magzine.MAGZINE_SOCIAL_CARD_TITLE_3}
        </span>
      </span>
    </SiteLink>
  )
}
