/**
 * Settings a Notion Config row cannot change, only the environment (and the defaults): they decide
 * how the database itself is read (its id, its column names) or the addresses the build writes
 * into the site data every list shows (post paths, image addresses), which is read before the
 * Config row is, and once for the whole site. Browser-safe: a list of names.
 */
export const ENVIRONMENT_ONLY_KEYS: ReadonlySet<string> = new Set([
  'NOTION_PAGE_ID',
  'NOTION_PROPERTY_NAME',
  'POST_URL_PREFIX',
  'NOTION_HOST',
  'IMG_URL_TYPE',
  'IMAGE_COMPRESS_WIDTH',
  'IMAGE_QUALITY',
  'IMAGE_FORMAT',
  'IMAGE_ALLOW_PRIVATE_HOSTS'
])
