import { staticPart } from './static-part'

/*
 * Kit parts that are only text and links, as static parts (see staticPart): a page from the server
 * keeps their HTML and never loads their code. Themes use these where the part sits on a page
 * that would otherwise load it for nothing (a post's foot, a footer, sidebar cards).
 */

export const StaticPostNav = staticPart('post-nav', () => import('../post/PostNav').then((m) => m.PostNav))
export const StaticRecommendedPosts = staticPart('recommended', () => import('../post/RecommendedPosts').then((m) => m.RecommendedPosts))
export const StaticPostCopyright = staticPart('post-copyright', () => import('../post/PostCopyright').then((m) => m.PostCopyright))
export const StaticInfoCard = staticPart('info-card', () => import('../widgets/InfoCard').then((m) => m.InfoCard))
export const StaticLatestPosts = staticPart('latest-posts', () => import('../widgets/LatestPosts').then((m) => m.LatestPosts))
export const StaticCategoryList = staticPart('category-list', () => import('../list/CategoryList').then((m) => m.CategoryList))
export const StaticTagList = staticPart('tag-list', () => import('../list/TagList').then((m) => m.TagList))
export const StaticContactLinks = staticPart('contact-links', () => import('../widgets/ContactLinks').then((m) => m.ContactLinks))
