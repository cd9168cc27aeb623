import type { ThemeName } from './manifests'

/**
 * The theme of a site that names none, or names one that does not exist. Its own module so the
 * browser's registry (themes/index.ts) reads it without loading the manifests.
 */
export const DEFAULT_THEME: ThemeName = 'medium'
