import { Announcement } from '@/components/widgets/Announcement'
import { useGlobal } from '@/components/site/context'
import type { PostSummary } from '@/lib/site/types'
import { categoryHref } from '@/lib/urls/taxonomy-href'
import { Band, CardRow, RecommendedBand, StoryCard, TextItem } from './cards'
import type { FrontPage } from './front-page'

export interface FrontBandsProps {
  /** The four posts after the lead and its two wide cards. */
  latest: readonly PostSummary[]
  bands: FrontPage['bands']
  recommended: readonly PostSummary[]
}

/** The front page below its lead: the latest band, a band per category, the recommended band, the announcement on the accent. */
export function FrontBands({ latest, bands, recommended }: FrontBandsProps) {
  const { t } = useGlobal()
  return (
    <>
      {latest.length > 0 && (
        <Band title={t.KIT.LATEST_POSTS} more={{ href: '/archive', label: t.KIT.VIEW_ALL }} cream>
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {latest.map((post) => (
              <li key={post.id}>
                <TextItem post={post} />
              </li>
            ))}
          </ul>
        </Band>
      )}
      {bands.map((band, index) => (
        <Band key={band.category} title={band.category} more={{ href: categoryHref(band.category), label: t.KIT.VIEW_ALL }} cream={index % 2 === 1}>
          <CardRow>{band.posts.map((post) => <StoryCard key={post.id} post={post} />)}</CardRow>
        </Band>
      ))}
      <RecommendedBand posts={recommended} />
      <Announcement classNames={{ root: 'bg-[#7BE986] px-4 py-16 text-center text-black dark:bg-[#101414] dark:text-white', title: 'mb-4 text-3xl font-extrabold' }} />
    </>
  )
}
