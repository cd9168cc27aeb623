/**
 * The theme of a site that names none, or names one that does not exist. Its own module so the
 * browser's registry (themes/index.ts) reads it without loading the manifests; the registry's
 * catalog (themes/manifests.ts) takes it as its fallback, so a name that is no theme does not compile.
 */
export const DEFAULT_THEME = 'medium'
