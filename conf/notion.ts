/** Where the content lives in Notion and how its columns are named. */
import { defineConfig } from '@/conf/define-config'

/** `notion` keeps the database's own order; `date` sorts by publish date, newest first. */
export const POST_SORT_ORDERS = ['notion', 'date'] as const
export type PostSortOrder = (typeof POST_SORT_ORDERS)[number]

export const NOTION_CONFIG = defineConfig({
  /** Id of the root database page; not a secret (it is in every public Notion link). */
  NOTION_PAGE_ID: '',
  /** Column names of the blog database and the select values they hold, so a renamed column needs no code change. */
  NOTION_PROPERTY_NAME: {
    password: 'password',
    type: 'type',
    title: 'title',
    status: 'status',
    summary: 'summary',
    slug: 'slug',
    category: 'category',
    date: 'date',
    tags: 'tags',
    icon: 'icon',
    ext: 'ext',
    type_post: 'Post',
    type_page: 'Page',
    type_notice: 'Notice',
    type_menu: 'Menu',
    type_sub_menu: 'SubMenu',
    type_config: 'Config',
    status_publish: 'Published',
    status_invisible: 'Invisible'
  },
  /** Seconds a statically built page is served before Next regenerates it in the background (docs/behaviour.md §9: 5). */
  NEXT_REVALIDATE_SECOND: 5,
  /** Newest posts built ahead, with the list pages showing them; the rest render on first visit and are kept (an export builds all). */
  PRERENDER_POST_COUNT: 2000,
  /** Post order in lists, feeds and previous/next: `notion`, the database view's order (docs/behaviour.md §9), or `date`, newest first. */
  POST_SORT_BY: 'notion' as PostSortOrder
})
