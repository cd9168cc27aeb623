import type { ComponentType } from 'react'
import type { PostListSlotProps } from './ListScreens'
import { PostCard, type PostCardProps } from './PostCard'
import { PostFeed, type PostFeedProps } from './PostFeed'

export interface CardFeedSkin extends Omit<PostFeedProps, 'posts' | 'paging' | 'keyword' | 'renderPost'> {
  /** How every post's card looks: its layout, its parts and their classes. */
  card: Omit<PostCardProps, 'post' | 'keyword' | 'priority'>
  /** The first card's cover is fetched first (it is above the fold). */
  priorityFirst?: boolean
}

/**
 * A theme's list of posts that is the kit's feed (pages or a growing list, "No results found.") of
 * one kind of kit card: the theme gives the classes, and gets the component its list screens draw.
 */
export function cardFeed({ card, priorityFirst = false, ...feed }: CardFeedSkin): ComponentType<PostListSlotProps> {
  return function CardFeed({ posts, paging, keyword }: PostListSlotProps) {
    return <PostFeed posts={posts} paging={paging} keyword={keyword} {...feed} renderPost={(post, index) => <PostCard post={post} keyword={keyword} priority={priorityFirst && index === 0} {...card} />} />
  }
}
