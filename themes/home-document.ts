import type { ThemeName } from './types'

/**
 * Themes whose home shows a document instead of a list, and the config key naming its slug (the
 * first post when no page has it). The home's static props then carry that document, so it is in
 * the HTML at once rather than fetched after the page loads. Read on the server only.
 */
export const THEME_HOME_DOCUMENT_KEY: Partial<Record<ThemeName, string>> = {
  gitbook: 'GITBOOK_INDEX_PAGE'
}
