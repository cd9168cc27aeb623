/**
 * The loader of every static part defined so far (their modules evaluated), kept apart from
 * static-part.tsx so the page files that preload them (themes/themed-page.tsx) do not carry the
 * part's own code.
 */
export const STATIC_PART_LOADERS = new Set<() => Promise<unknown>>()

/**
 * Fetches the code of every static part the loaded modules define. For a page drawn in the browser
 * with no server HTML to keep (a theme previewed with ?theme=, drawn over the configured one), where
 * each part would otherwise draw nothing until its chunk arrived and then push what follows down.
 * A chunk that fails is left to the part itself, which fetches it again when drawn.
 */
export function preloadStaticParts(): Promise<void> {
  return Promise.all([...STATIC_PART_LOADERS].map((load) => load().catch(() => undefined))).then(() => undefined)
}
