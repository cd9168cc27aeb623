import type { PostDate, PostLink, PostSummary } from './types'

function copyDate(date: PostDate): PostDate {
  return {
    start_date: date.start_date,
    ...(date.start_time !== undefined && { start_time: date.start_time }),
    ...(date.time_zone !== undefined && { time_zone: date.time_zone })
  }
}

/**
 * Exactly the PostSummary fields of a post, copied: whatever else the post carries (its password,
 * ext, blocks) stays behind, and nothing is undefined, so the result is safe page-props JSON.
 */
export function toPostSummary(post: PostSummary): PostSummary {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    href: post.href,
    type: post.type,
    status: post.status,
    summary: post.summary,
    category: [...post.category],
    tags: [...post.tags],
    tagItems: post.tagItems.map((tag) => ({ name: tag.name, color: tag.color, count: tag.count })),
    date: copyDate(post.date),
    publishDay: post.publishDay,
    publishDate: post.publishDate,
    lastEditedDay: post.lastEditedDay,
    lastEditedDate: post.lastEditedDate,
    pageIcon: post.pageIcon,
    pageCover: post.pageCover,
    pageCoverThumbnail: post.pageCoverThumbnail,
    // Absent rather than undefined: page props are JSON, and Next refuses an undefined value.
    ...(post.pageCoverPreview && { pageCoverPreview: post.pageCoverPreview }),
    ...(post.previewVideo && { previewVideo: post.previewVideo }),
    fullWidth: post.fullWidth,
    lock: post.lock
  }
}

/** The PostLink fields of a post, copied: for the lists of links every page carries. */
export function toPostLink(post: PostLink): PostLink {
  return {
    id: post.id,
    title: post.title,
    href: post.href,
    date: copyDate(post.date),
    publishDay: post.publishDay,
    pageIcon: post.pageIcon,
    pageCoverThumbnail: post.pageCoverThumbnail
  }
}
