import Giscus, { type InputPosition, type Mapping } from '@giscus/react'
import { useGlobal } from '@/components/site/context'
import type { CommentWidgetProps } from './comment-systems'

/** giscus through @giscus/react; its theme follows the site's dark mode. */
export function GiscusComments(_props: CommentWidgetProps) {
  const { config, isDarkMode } = useGlobal()
  return (
    <Giscus
      repo={config.COMMENT_GISCUS_REPO as `${string}/${string}`}
      repoId={config.COMMENT_GISCUS_REPO_ID}
      categoryId={config.COMMENT_GISCUS_CATEGORY_ID}
      mapping={config.COMMENT_GISCUS_MAPPING as Mapping}
      reactionsEnabled={config.COMMENT_GISCUS_REACTIONS_ENABLED ? '1' : '0'}
      emitMetadata={config.COMMENT_GISCUS_EMIT_METADATA ? '1' : '0'}
      inputPosition={config.COMMENT_GISCUS_INPUT_POSITION as InputPosition}
      theme={isDarkMode ? 'dark' : 'light'}
      lang={config.COMMENT_GISCUS_LANG}
      loading={config.COMMENT_GISCUS_LOADING === 'eager' ? 'eager' : 'lazy'}
    />
  )
}
