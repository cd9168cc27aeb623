import { parsePageId } from 'notion-utils'
import { type Locale, LOCALES } from './index'

/** One Notion workspace of a site: `locale` null is the default one, served at /; any other under `/{locale}`. */
export interface LocaleWorkspace {
  locale: Locale | null
  /** Dashed page id of the workspace's blog database. */
  pageId: string
}

/**
 * `ja-JP:<id>`: a language tag, a colon, then an id or a Notion URL. A URL's own colon
 * (`https://...`) never reads as one: its scheme is not a language tag.
 */
const LOCALE_ENTRY = /^([a-z]{2,3}(?:-[a-z0-9]{2,8})*)\s*:\s*(.*)$/i

/**
 * Next's name for the default site's locale when NOTION_PAGE_ID names several workspaces
 * (next.config.js sets the same): a routing id only, never a language, so it cannot clash with one.
 */
export const DEFAULT_SITE_LOCALE = 'default'

/** Whether a value names more than one workspace or gives one a language: `<id>,ja-JP:<id2>`, `ja-JP:<id>`. */
export function namesLocaleWorkspaces(value: string): boolean {
  return value.includes(',') || LOCALE_ENTRY.test(value.trim())
}

function pageIdOf(value: string, entry: string): string {
  const id = parsePageId(value)
  if (!id) throw new Error(`NOTION_PAGE_ID entry "${entry}" is not a Notion page id or page URL (expected 32 hex characters)`)
  return id
}

/** Spelled exactly as Quire lists it: the tag is also the URL prefix next.config.js gives Next. */
function localeOf(tag: string, entry: string): Locale {
  const locale = LOCALES.find((candidate) => candidate === tag)
  if (locale) return locale
  const near = LOCALES.find((candidate) => candidate.toLowerCase() === tag.toLowerCase())
  throw new Error(
    `NOTION_PAGE_ID entry "${entry}" names the language "${tag}", ${near ? `spelled "${near}" in Quire` : `which Quire has no texts for; use one of ${LOCALES.join(', ')}`}`
  )
}

/**
 * Reads NOTION_PAGE_ID as one workspace per language (docs/behaviour.md §4): `<id>,ja-JP:<id2>,fr-FR:<id3>`.
 * The entry without a language is the default site's and comes first; a single id is a
 * one-language site. Languages must be ones Quire has texts for, spelled as in LOCALES (`ja-JP`),
 * since they become the URL prefix.
 *
 * @throws Error naming the entry when an id is malformed, a language unknown, or one is given twice
 */
export function parseLocaleWorkspaces(notionPageId: string): LocaleWorkspace[] {
  const entries = notionPageId
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) throw new Error('NOTION_PAGE_ID is empty')
  const workspaces = entries.map((entry): LocaleWorkspace => {
    const match = LOCALE_ENTRY.exec(entry)
    if (!match) return { locale: null, pageId: pageIdOf(entry, entry) }
    return { locale: localeOf(match[1] ?? '', entry), pageId: pageIdOf(match[2] ?? '', entry) }
  })
  const seen = new Set<string>()
  for (const { locale } of workspaces) {
    if (seen.has(locale ?? '')) throw new Error(`NOTION_PAGE_ID gives ${locale ? `the language "${locale}"` : 'the default workspace (an id without a language)'} twice`)
    seen.add(locale ?? '')
  }
  if (!seen.has('')) throw new Error(`NOTION_PAGE_ID "${notionPageId}" names no default workspace: add an id without a language (\`<id>,ja-JP:<id2>\`)`)
  return workspaces.sort((a, b) => (a.locale === null ? -1 : b.locale === null ? 1 : 0))
}

/** The languages with a site of their own, in NOTION_PAGE_ID order; none for an unset or one-id value. */
export function localeSiteLocales(notionPageId: string | undefined): Locale[] {
  if (!notionPageId?.trim()) return []
  return parseLocaleWorkspaces(notionPageId).flatMap((workspace) => (workspace.locale ? [workspace.locale] : []))
}
