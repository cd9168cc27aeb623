import { DEFAULT_CONFIG } from '@/lib/config'

describe('DEFAULT_CONFIG holds the values of the spec', () => {
  test.each([
    ['POSTS_PER_PAGE', 12],
    ['POST_PREVIEW_LINES', 6],
    ['POST_RECOMMEND_COUNT', 6],
    ['PREVIEW_CATEGORY_COUNT', 16],
    ['PREVIEW_TAG_COUNT', 16],
    ['NEXT_REVALIDATE_SECOND', 5],
    ['POST_REDIRECT_404_SECONDS', 30],
    ['IMAGE_COMPRESS_WIDTH', 800],
    ['IMAGE_ZOOM_IN_WIDTH', 1200],
    ['IMAGE_QUALITY', 50],
    ['IMAGE_FORMAT', 'webp'],
    ['IMAGE_LAZY_ROOT_MARGIN', '50px'],
    ['LANG', 'zh-CN'],
    ['THEME', 'medium'],
    ['VERSION', '4.7.2'],
    ['APPEARANCE', 'light'],
    ['POST_LIST_STYLE', 'page'],
    ['POST_SORT_BY', 'notion'],
    ['POST_URL_PREFIX', 'article'],
    ['CAN_COPY', true],
    ['ENABLE_RSS', true],
    ['SEARCH_DEBOUNCE_MS', 1000],
    ['SCROLL_SPY_THROTTLE_MS', 100],
    ['LIST_SCROLL_THROTTLE_MS', 500],
    ['TOC_SCROLL_THROTTLE_MS', 200],
    ['HASH_SCROLL_DELAY_MS', 180],
    ['COLLAPSE_DURATION_MS', 300],
    ['COMMENT_SCROLL_DELAY_MS', 1000],
    ['ZOOM_SCROLL_OFFSET', 40],
    ['ZOOM_MARGIN', 0],
    ['AD_VISIBILITY_THRESHOLD', 0.5],
    ['TOC_MIN_ITEMS', 3],
    ['TOC_ROW_HEIGHT', 28],
    ['TOC_ACTIVE_HEADING_OFFSET', 150],
    ['WIDGET_VISITOR_MAP_MIN_WIDTH', 768],
    ['GALLERY_COLUMNS_MAX', 72],
    ['LINK', 'http://localhost:3000']
  ] as const)('%s is %p', (key, value) => {
    expect(DEFAULT_CONFIG[key]).toBe(value)
  })

  test('dark hours are [18, 6], start and end', () => {
    expect(DEFAULT_CONFIG.APPEARANCE_DARK_TIME).toEqual([18, 6])
  })

  test('the share bar offers 13 services', () => {
    expect(DEFAULT_CONFIG.POSTS_SHARE_SERVICES).toHaveLength(13)
    expect(new Set(DEFAULT_CONFIG.POSTS_SHARE_SERVICES).size).toBe(13)
  })

  test('the seven locales of the spec', () => {
    expect([...DEFAULT_CONFIG.LOCALES].sort()).toEqual(['en-US', 'fr-FR', 'ja-JP', 'tr-TR', 'zh-CN', 'zh-HK', 'zh-TW'])
  })

  test('gallery columns by viewport width: <500 8, <800 20, <1280 30, <1600 40, <1920 48, else 72', () => {
    expect(DEFAULT_CONFIG.GALLERY_COLUMNS).toEqual([
      { maxWidth: 500, columns: 8 },
      { maxWidth: 800, columns: 20 },
      { maxWidth: 1280, columns: 30 },
      { maxWidth: 1600, columns: 40 },
      { maxWidth: 1920, columns: 48 }
    ])
  })

  test('the Notion property names and the values of the type and status columns', () => {
    expect(DEFAULT_CONFIG.NOTION_PROPERTY_NAME).toEqual({
      password: 'password',
      type: 'type',
      title: 'title',
      status: 'status',
      summary: 'summary',
      slug: 'slug',
      category: 'category',
      date: 'date',
      tags: 'tags',
      icon: 'icon',
      ext: 'ext',
      type_post: 'Post',
      type_page: 'Page',
      type_notice: 'Notice',
      type_menu: 'Menu',
      type_sub_menu: 'SubMenu',
      type_config: 'Config',
      status_publish: 'Published',
      status_invisible: 'Invisible'
    })
  })

  test.each([
    'TITLE', 'AUTHOR', 'BIO', 'LINK', 'LANG', 'THEME', 'APPEARANCE', 'SINCE', 'VERSION', 'BEI_AN', 'KEYWORDS',
    'BLOG_FAVICON', 'FONT_URL', 'CAN_COPY', 'ENABLE_RSS', 'CONTACT_GITHUB', 'CONTACT_TWITTER', 'CONTACT_TELEGRAM',
    'CONTACT_LINKEDIN', 'CONTACT_WEIBO', 'CONTACT_INSTAGRAM', 'CONTACT_EMAIL', 'CONTACT_BILIBILI', 'CONTACT_YOUTUBE', 'CONTACT_WHATSAPP', 'CONTACT_PHONE',
    'SEO_GOOGLE_SITE_VERIFICATION', 'SEO_BAIDU_SITE_VERIFICATION', 'COMMENT_TWIKOO_COUNT_ENABLE',
    'ANALYTICS_BUSUANZI_ENABLE', 'ANALYTICS_GOOGLE_ID', 'WIDGET_AI_SUMMARY_KEY', 'WIDGET_AI_SUMMARY_CSS',
    'WIDGET_AI_SUMMARY_JS', 'WIDGET_CHATBOT_ID', 'WIDGET_CHATBOT_BASE_URL', 'ENABLE_SHARE', 'NOTION_PAGE_ID'
  ])('spec key %s has a default', (key) => {
    expect(Object.hasOwn(DEFAULT_CONFIG, key)).toBe(true)
  })

  test('every value is plain JSON and survives a round trip (it rides in page props)', () => {
    expect(JSON.parse(JSON.stringify(DEFAULT_CONFIG))).toEqual(DEFAULT_CONFIG)
  })
})
