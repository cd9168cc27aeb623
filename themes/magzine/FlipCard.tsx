import { FlipCard as KitFlipCard } from '@/components/widgets/FlipCard'
import { useMagzineConfig } from './use-magzine-config'

/**
 * The side column's invitation card (MAGZINE_SOCIAL_CARD): the kit's flip card in magzine's
 * colours, a black face with its heading, a line and a "touch me" prompt, a mint back naming what
 * the link does.
 */
export function FlipCard() {
  const magzine = useMagzineConfig()
  if (!magzine.MAGZINE_SOCIAL_CARD) return null
  return (
    <KitFlipCard
      href={magzine.MAGZINE_SOCIAL_CARD_URL}
      title={magzine.MAGZINE_SOCIAL_CARD_TITLE_1}
      subtitle={magzine.MAGZINE_SOCIAL_CARD_TITLE_2}
      hint={magzine.MAGZINE_SOCIAL_CARD_HINT}
      back={magzine.MAGZINE_SOCIAL_CARD_TITLE_3}
      classNames={{
        root: 'h-40 focus:outline-none',
        front: 'gap-2 bg-black text-white dark:bg-[#101414] dark:ring-1 dark:ring-white/20',
        title: 'text-2xl font-bold',
        subtitle: 'text-sm text-gray-300',
        back: 'bg-[#7BE986] text-center font-bold text-black dark:bg-amber-400'
      }}
    />
  )
}
