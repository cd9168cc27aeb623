/**
 * What each theme is, as plain data with no React: the theme registry, the browser harness, the
 * bench, the screenshot command and the README's gallery all read this one list.
 */
import type { ThemeName } from './types'

/**
 * The themes that exist, in the README gallery's order. Registering a theme in `themes/index.ts`
 * without naming it here (or the reverse) is a compile error there; naming it here puts it under
 * the browser harness (`e2e/themes.spec.ts`), the bench and `npm run screenshots` at once.
 */
export const BUILT_THEME_NAMES = ['medium', 'example', 'hexo', 'next', 'gitbook', 'nav', 'magzine', 'movie', 'game', 'nobelium', 'simple', 'plog', 'fukasawa', 'matery', 'commerce', 'heo', 'landing', 'starter'] as const satisfies readonly ThemeName[]
export type BuiltThemeName = (typeof BUILT_THEME_NAMES)[number]

/** One line a theme: what someone who used the theme of that name will recognise. */
export const THEME_DESCRIPTIONS: Record<ThemeName, string> = {
  commerce: "A small company's product catalogue: every post a product, a category panel and a dark contact footer.",
  example: 'The smallest complete theme, written to be read and copied: one column, plain lists.',
  fukasawa: 'A masonry wall of post cards beside a fixed left sidebar that carries all navigation.',
  game: 'A web-game portal: every post a game, played in a frame, with recently played games remembered.',
  gitbook: 'A documentation site: a navigation tree of posts by category, the document, and "on this page".',
  heo: 'An elaborate, colourful blog: a header that tracks your reading, a sliding hero and two-column cards.',
  hexo: 'The classic Hexo Butterfly blog: a full-screen cover with a typed greeting, cards on grey, a card sidebar.',
  landing: 'A product landing page: hero, features, pricing, testimonials and a newsletter, with the blog inside.',
  magzine: 'A magazine front page: a large lead story, rows of stories by category, bold type.',
  matery: 'Material Design: a large banner, a three-column grid of cover cards, floating action buttons.',
  medium: 'A reading column after medium.com, with a top bar and a right panel of contents, search and author.',
  movie: 'A poster wall: covers as posters with details on hover, posts led by their video or cover.',
  nav: 'A link directory: categories down the left, link cards with icons grouped under category headings.',
  next: 'The Hexo NexT theme: a black brand block over a left menu, a tabbed contents/overview card, white cards.',
  nobelium: 'The minimal Notion blog: one centred column, a blurred sticky header, titles, dates and summaries.',
  plog: 'A photo blog: posts as a grid of their cover photographs, each opening large with its title over it.',
  simple: 'A classic single-column blog: the title and menu at the top, a plain list, quiet typography.',
  starter: 'A SaaS starter site: hero, features, about, pricing, team, FAQ and contact, with the blog inside.'
}
