import { staticPart } from '../loading/static-part'

/** RecommendedPosts as a static part (see staticPart): a page from the server keeps its HTML and never loads its code, for themes that draw it where a page would otherwise load it for nothing (a post's foot, a footer, a sidebar card). */
export const StaticRecommendedPosts = staticPart('recommended', () => import('./RecommendedPosts').then((m) => m.RecommendedPosts))
