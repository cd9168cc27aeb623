import { useThemeConfig } from '@/components/site/use-theme-config'
import GITBOOK_CONFIG, { type GitbookConfig } from './config'

/** The gitbook keys with env and Notion Config overrides applied. */
export function useGitbookConfig(): GitbookConfig {
  return useThemeConfig(GITBOOK_CONFIG)
}

/** The site path of the document the home shows. */
export function useIndexHref(): string {
  return `/${useGitbookConfig().GITBOOK_INDEX_PAGE.replace(/^\/+/, '')}`
}
