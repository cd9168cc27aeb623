import type { NextRouter } from 'next/router'
import { themeQueryOf } from '@/components/nav/link-clicks'
import { randomPostSlot } from '@/components/widgets/random-post-slot'
import { withThemeQuery } from '@/lib/urls/with-theme-query'
import { fetchListPosts } from '../list/fetch-list-posts'

/**
 * Picks a random published post and opens it: reads the one list page that holds the post chosen,
 * so no page carries the whole list of posts. Loaded when the random-post button is clicked, so the
 * list reader stays out of every page's first load. A failed read only logs.
 */
export async function openRandomPost(router: NextRouter, postCount: number, postsPerPage: number): Promise<void> {
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      const slot = randomPostSlot(postCount, postsPerPage, Math.random())
      if (!slot) return
      const post = (await fetchListPosts('/', slot.page))?.[slot.index]
      // The same post again only when the site has no other.
      if (!post || (post.href === router.asPath.split('?')[0] && postCount > 1)) continue
      await router.push(withThemeQuery(post.href, themeQueryOf(router.query)))
      return
    }
  } catch (error) {
    console.warn('[random post] could not read the list of posts', error)
  }
}
