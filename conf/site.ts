/** Who the site is, how it looks by default, and what it says about itself. */
import { defineConfig } from '@/conf/define-config'

/** Colour schemes a visitor can start in; `auto` follows the system, else the dark hours. */
export const APPEARANCES = ['light', 'dark', 'auto'] as const
export type Appearance = (typeof APPEARANCES)[number]

export const SITE_CONFIG = defineConfig({
  /** Site title: the header, the browser tab and the feed; unset anywhere, the blog database's own name. */
  TITLE: 'Quire',
  /** Author name shown in the footer and on posts; links to /about. */
  AUTHOR: 'Quire',
  /** One line about the author, for info cards. */
  BIO: 'Writing in Notion, published with Quire.',
  /** The site's public URL without a trailing slash: canonical links, sitemap and feed use it. */
  LINK: 'http://localhost:3000',
  /** Meta description for search engines and link previews; unset anywhere, the blog database's own description. */
  DESCRIPTION: 'A blog published from a Notion workspace.',
  /** Meta keywords; from a string, JSON or a comma-separated list. */
  KEYWORDS: ['Notion', 'blog'],
  /** Site language (docs/behaviour.md §9: zh-CN); read only from NEXT_PUBLIC_LANG, since LANG is the machine's locale. */
  LANG: 'zh-CN',
  /** Languages a visitor can switch to (docs/behaviour.md §9); other languages fall back to English. */
  LOCALES: ['en-US', 'zh-CN', 'zh-HK', 'zh-TW', 'fr-FR', 'tr-TR', 'ja-JP'],
  /** With one workspace per language (NOTION_PAGE_ID `<id>,ja-JP:<id2>`): sends a first visit whose browser language has a site to it, once a session. */
  REDIRECT_LANG: false,
  /** Theme rendered when the URL names none (docs/behaviour.md §1: medium). */
  THEME: 'medium',
  /** Shows the theme switcher so visitors can cycle through the themes. */
  THEME_SWITCH: false,
  /** The header's links are the Notion Menu and SubMenu rows alone; off, the theme's own links (home, categories, tags, archive, search, by its switches) and then every published Page row. */
  CUSTOM_MENU: false,
  /** First year of the footer's copyright range. */
  SINCE: 2026,
  /** Product version string (docs/behaviour.md §1). */
  VERSION: '4.7.2',
  /** Filing number shown in the footer (China ICP); empty hides it. */
  BEI_AN: '',
  /** Favicon path or URL. */
  BLOG_FAVICON: '/favicon.svg',
  /** Author avatar path or URL, for info cards. */
  AVATAR: '/avatar.svg',
  /** Web-font style sheets to load; empty keeps the system font stacks (no fetch, works offline). */
  FONT_URL: [] as string[],
  /** False stops visitors from selecting and copying text. */
  CAN_COPY: true,
  /** Colour scheme for a first visit, before the visitor picks one. */
  APPEARANCE: 'light' as Appearance,
  /** With APPEARANCE auto: dark from the first hour until the second, [start, end] in local hours. */
  APPEARANCE_DARK_TIME: [18, 6] as [number, number],
  /** Greetings a theme's hero types out one after another; from JSON or a comma-separated list. */
  GREETING_WORDS: ['Hello, welcome here', 'Notes written in Notion', 'Read, think, write'] as string[]
})
