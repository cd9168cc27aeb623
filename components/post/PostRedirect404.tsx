import { useRouter } from 'next/router'
import { useEffect } from 'react'
import { useGlobal } from '@/components/site/context'

/** What counts as a loaded article: its rendered body, or the password form of a locked post. */
export const ARTICLE_SELECTOR = '#article-body, form[data-article-lock], article form'

/**
 * docs/behaviour.md §2: a post that has not appeared after POST_REDIRECT_404_SECONDS (30) sends the visitor to
 * /404. Renders nothing; put it on the post screen.
 */
export function PostRedirect404({ selector = ARTICLE_SELECTOR }: { selector?: string }) {
  const { config } = useGlobal()
  const router = useRouter()
  const { asPath } = router
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (!document.querySelector(selector)) void router.push('/404')
    }, config.POST_REDIRECT_404_SECONDS * 1000)
    return () => window.clearTimeout(timer)
    // Restart the wait on every post, not on every router object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asPath, selector, config.POST_REDIRECT_404_SECONDS])
  return null
}
