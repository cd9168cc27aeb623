/** Crawlers that get no comment area (docs/behaviour.md §6): Google, Bing and Baidu, by their user-agent tokens. */
const SEARCH_BOT = /googlebot|bingbot|baiduspider|baidu/i

/** Whether a user agent is a search-engine crawler. */
export function isSearchBot(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent && SEARCH_BOT.test(userAgent))
}
