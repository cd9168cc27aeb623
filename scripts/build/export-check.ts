import { localeSiteLocales } from '@/lib/i18n/locale-workspaces'

/**
 * Why this environment cannot be exported as a static site, one line per setting, or none. Each
 * names the setting, what needs a server in it, and what to do instead.
 */
export function exportBlockers(env: Record<string, string | undefined>): string[] {
  const blockers: string[] = []
  const locales = localeSiteLocales(env.NOTION_PAGE_ID)
  if (locales.length > 0) {
    blockers.push(
      `NOTION_PAGE_ID names language sites (${locales.join(', ')}): one site per language needs Next's i18n routing, which only a server gives. ` +
        'Export each language as a site of its own (NOTION_PAGE_ID=<its workspace> BASE_PATH=/<language>), or deploy to a Node host.'
    )
  }
  if (env.QUIRE_DIST_DIR && env.QUIRE_DIST_DIR !== '.next') {
    blockers.push(`QUIRE_DIST_DIR=${env.QUIRE_DIST_DIR}: a static export builds in .next and writes out/; unset it.`)
  }
  return blockers
}
