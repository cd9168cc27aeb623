/**
 * The screens every site of a multi-language site has, whatever its workspace holds. Posts, pages,
 * tags and categories differ from workspace to workspace, so a path such as `/article/x` on one
 * site has no counterpart to announce (hreflang) or to send a visitor to (REDIRECT_LANG).
 */
export const SHARED_SITE_PATHS: ReadonlySet<string> = new Set(['/', '/archive', '/category', '/tag', '/search'])
