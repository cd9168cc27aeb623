import type { SiteInfo } from './types'

/**
 * What the workspace says about itself, as settings: the blog database's name as TITLE and its
 * description as DESCRIPTION. They stand in for the bundled defaults ("Quire"), so a site whose
 * owner set neither key anywhere carries its own name; an empty name or description gives nothing.
 */
export function workspaceConfig(siteInfo: Pick<SiteInfo, 'title' | 'description'>): Record<string, string> {
  return {
    ...(siteInfo.title.trim() && { TITLE: siteInfo.title.trim() }),
    ...(siteInfo.description.trim() && { DESCRIPTION: siteInfo.description.trim() })
  }
}
