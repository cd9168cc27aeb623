import type { ThemeName } from './types'

/**
 * Themes whose home shows a document instead of a list, and the config key naming its slug (the
 * first post when no page has it). The home's static props then carry that document, so it is in
 * the HTML at once rather than fetched after the page loads. Read on the server only.
 */
export const THEME_HOME_DOCUMENT_KEY: Partial<Record<ThemeName, string>> = {
  gitbook: 'GITBOOK_INDEX_PAGE'
}

/**
 * Themes whose home draws every post of the site (a directory): the home's static props then carry
 * them all, so the whole directory is in the HTML, rather than the first page growing into it once
 * the rest arrived (a layout shift, and a long render after load). Read on the server only.
 */
export const THEME_HOME_DRAWS_EVERY_POST: ReadonlySet<ThemeName> = new Set<ThemeName>(['nav'])
