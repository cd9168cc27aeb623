import { PostCard } from '@/components/list/PostCard'
import { PostFeed } from '@/components/list/PostFeed'
import { useGlobal } from '@/components/site/context'
import type { Paging } from '@/lib/site/page-props'
import type { PostSummary } from '@/lib/site/types'
import { useCommerceConfig } from './use-commerce-config'

/**
 * Products on a grid of 2 columns, 3 from md: each a white bordered tile with square corners, its
 * photo square and inset, zooming slowly under the pointer, and the name centred under it; no date,
 * no summary. A search names its words in the summary below. Red numbered pages.
 */
export function ProductGrid({ posts, paging, keyword }: { posts: readonly PostSummary[]; paging: Paging; keyword?: string }) {
  const renderProduct = useProductCard(keyword)
  return (
    <PostFeed
      posts={posts}
      paging={paging}
      keyword={keyword}
      classNames={{
        root: GRID,
        pagination: 'mt-8',
        paginationItem: 'flex h-9 min-w-9 items-center justify-center border border-gray-300 bg-white px-2 text-sm text-gray-800 hover:border-[#D2232A] hover:text-[#D2232A] aria-[current=page]:border-[#D2232A] aria-[current=page]:bg-[#D2232A] aria-[current=page]:text-white dark:border-gray-700 dark:bg-[#101414] dark:text-gray-200',
        more: 'my-6 block w-full border border-gray-300 bg-white py-3 text-center hover:border-[#D2232A] hover:text-[#D2232A] dark:border-gray-700 dark:bg-[#101414]',
        noResults: 'border border-gray-200 bg-white p-10 text-center dark:border-gray-800 dark:bg-[#101414]'
      }}
      pagination="numbered"
      renderPost={renderProduct}
    />
  )
}

/** The home's first products, as the grid draws them but with no pages and no growing list: the categories and the archive lead on. */
export function ProductShelf({ posts }: { posts: readonly PostSummary[] }) {
  const renderProduct = useProductCard()
  return (
    <ul className={GRID}>
      {posts.map((post, index) => (
        <li key={post.id}>{renderProduct(post, index)}</li>
      ))}
    </ul>
  )
}

const GRID = 'grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-5'

/** A product's tile: the photo square and inset, the name centred under it; with search words, the summary that names them. */
function useProductCard(keyword?: string) {
  const { site } = useGlobal()
  const commerce = useCommerceConfig()
  return function renderProductCard(post: PostSummary, index: number) {
    return (
    <PostCard
      post={post}
      fallbackCover={commerce.COMMERCE_POST_COVER_DEFAULT ? site.siteInfo.pageCover : ''}
      placeholder
      parts={keyword ? ['title', 'summary'] : ['title']}
      keyword={keyword}
      priority={index === 0}
      reveal
      summaryLines={2}
      classNames={{
        root: 'group h-full border border-gray-200 bg-white p-2 transition hover:border-gray-300 hover:shadow-lg dark:border-gray-800 dark:bg-[#101414] dark:hover:border-gray-600 motion-reduce:transition-none',
        coverLink: 'aspect-square bg-gray-100 dark:bg-gray-900',
        cover: 'transition-transform duration-500 group-hover:scale-110 motion-reduce:transition-none',
        body: 'items-center gap-1 px-1 pb-2 pt-3 text-center',
        title: 'line-clamp-2 font-medium leading-snug',
        titleLink: 'hover:text-[#D2232A] dark:hover:text-red-400',
        summary: 'text-sm text-gray-600 dark:text-gray-400'
      }}
    />
    )
  }
}
