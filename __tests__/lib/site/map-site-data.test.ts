import { fontAwesomeIcon } from '@/lib/site/font-awesome-icon'
import { mapSiteData } from '@/lib/site/map-site-data'
import { DEFAULT_MAP_OPTIONS, type MapOptions } from '@/lib/site/map-options'
import { buildWorkspace, newId, type RowSpec, type WorkspaceOptions } from './fixtures/blog-workspace'

function map(rows: RowSpec[], workspace: WorkspaceOptions = {}, options: Partial<MapOptions> = {}) {
  const logs: string[] = []
  const built = buildWorkspace(rows, workspace)
  const site = mapSiteData(built.recordMap, built.rootId, { ...DEFAULT_MAP_OPTIONS, ...options, log: (m) => logs.push(m) })
  return { site, logs, ...built }
}

const post = (title: string, extra: RowSpec = {}): RowSpec => ({ title, type: 'Post', status: 'Published', slug: title.toLowerCase(), ...extra })

describe.each(['old', 'current'] as const)('mapSiteData over the %s record format', (format) => {
  test('reads site info from the database page', () => {
    const { site, rootId } = map([post('A')], { format, name: 'My Blog', description: 'About things', rootIcon: '🚀', rootCover: '/images/page-cover/gradients_8.png' })
    expect(site.siteInfo).toEqual({
      title: 'My Blog',
      description: 'About things',
      icon: '🚀',
      pageCover: 'https://www.notion.so/images/page-cover/gradients_8.png',
      rootPageId: rootId
    })
  })

  test('lists Published posts, keeps Invisible ones reachable, serves no other status', () => {
    const { site } = map(
      [post('Pub'), post('Hidden', { status: 'Invisible' }), post('Draft', { status: 'Draft' }), post('None', { status: '' }), { title: 'About', type: 'Page', status: 'Published', slug: 'about' }],
      { format }
    )
    expect(site.posts.map((p) => p.title)).toEqual(['Pub'])
    expect(site.allPages.map((p) => [p.title, p.status])).toEqual([
      ['Pub', 'Published'],
      ['Hidden', 'Invisible'],
      ['About', 'Published']
    ])
  })

  test("keeps Notion's order (the view's), not dates or titles", () => {
    const { site } = map([post('C', { date: '2020-01-01' }), post('A', { date: '2026-01-01' }), post('B', { date: '2023-01-01' })], { format })
    expect(site.posts.map((p) => p.title)).toEqual(['C', 'A', 'B'])
  })

  test('finds rows by their parent when there is no query result', () => {
    const { site } = map([post('A'), post('B')], { format, withQuery: false })
    expect(site.posts.map((p) => p.title)).toEqual(['A', 'B'])
  })

  test('finds an inline database on a plain root page', () => {
    const { site } = map([post('A')], { format, rootKind: 'page', name: 'Posts' })
    expect(site.posts).toHaveLength(1)
    expect(site.siteInfo.title).toBe('Home page')
  })
})

describe('fields of a post', () => {
  test('every field of docs/behaviour.md §3, from the mapped columns', () => {
    const { site, rowIds } = map(
      [
        post('Hello', {
          slug: 'hello-world',
          summary: 'First post',
          category: 'Guides',
          tags: ['react', 'notion'],
          date: '2026-08-02',
          pageIcon: '📝',
          cover: 'https://images.unsplash.com/photo-1?ixlib=rb-4.0.3',
          fullWidth: true,
          ext: '{"comment":"Hide","x":1}',
          edited: Date.UTC(2026, 7, 5, 12)
        })
      ],
      { tagOptions: [{ value: 'notion', color: 'blue' }, { value: 'react', color: 'purple' }] }
    )
    const [p] = site.posts
    expect(p).toMatchObject({
      id: rowIds[0],
      title: 'Hello',
      slug: 'hello-world',
      href: '/article/hello-world',
      type: 'Post',
      status: 'Published',
      summary: 'First post',
      category: ['Guides'],
      tags: ['react', 'notion'],
      tagItems: [
        { name: 'react', color: 'purple', count: 1 },
        { name: 'notion', color: 'blue', count: 1 }
      ],
      date: { start_date: '2026-08-02' },
      publishDay: 'Aug 2, 2026',
      publishDate: Date.UTC(2026, 7, 2),
      lastEditedDay: 'Aug 5, 2026',
      lastEditedDate: Date.UTC(2026, 7, 5, 12),
      pageIcon: '📝',
      pageCover: 'https://images.unsplash.com/photo-1?ixlib=rb-4.0.3',
      fullWidth: true,
      lock: false,
      ext: { comment: 'Hide', x: 1 },
      comment: 'Hide',
      password: '',
      parentId: null
    })
    expect(p?.pageCoverThumbnail).toContain('w=800')
    expect(p?.pageCoverThumbnail).toContain('fm=webp')
  })

  test('without a date column value the publish date is the creation time', () => {
    const { site } = map([post('A', { created: Date.UTC(2025, 2, 3, 10) })])
    expect(site.posts[0]).toMatchObject({ date: { start_date: '2025-03-03' }, publishDay: 'Mar 3, 2025' })
  })

  test('a password locks the post', () => {
    const { site } = map([post('Secret', { password: 'hunter2' })])
    expect(site.posts[0]).toMatchObject({ lock: true, password: 'hunter2' })
  })

  test("ext.video is the post's preview clip when it may be embedded; absent otherwise, not undefined", () => {
    const { site } = map([post('A', { ext: '{"video":"https://cdn.example/a.mp4"}' }), post('B', { ext: '{"video":"javascript:alert(1)"}' }), post('C')])
    expect(site.posts.map((p) => p.previewVideo)).toEqual(['https://cdn.example/a.mp4', undefined, undefined])
    expect(site.posts.slice(1).some((p) => 'previewVideo' in p)).toBe(false)
  })

  test('a bad ext is logged and read as {}', () => {
    const { site, logs } = map([post('A', { ext: '{nope' })])
    expect(site.posts[0]?.ext).toEqual({})
    expect(logs.join('\n')).toContain('ext')
  })
})

describe('slugs and hrefs', () => {
  test('a Post lives under the prefix, a Page at the root', () => {
    const { site } = map([post('A', { slug: 'a' }), { title: 'About', type: 'Page', status: 'Published', slug: 'about' }])
    expect(site.allPages.map((p) => p.href)).toEqual(['/article/a', '/about'])
  })

  test('the prefix is configurable, and may be empty', () => {
    expect(map([post('A', { slug: 'a' })], {}, { postUrlPrefix: 'posts' }).site.posts[0]?.href).toBe('/posts/a')
    expect(map([post('A', { slug: 'a' })], {}, { postUrlPrefix: '' }).site.posts[0]?.href).toBe('/a')
  })

  test('a Post without a slug uses its undashed id', () => {
    const { site, rowIds } = map([post('A', { slug: '' })])
    const undashed = rowIds[0]?.replaceAll('-', '')
    expect(site.posts[0]).toMatchObject({ slug: undashed, href: `/article/${undashed}` })
  })

  test('absolute URLs and site paths are used as they are', () => {
    const { site } = map([post('Ext', { slug: 'https://example.com/x' }), post('Abs', { slug: '/custom/path' })])
    expect(site.posts.map((p) => p.href)).toEqual(['https://example.com/x', '/custom/path'])
  })

  test('a duplicate path keeps the first row and logs the second', () => {
    const { site, logs } = map([post('First', { slug: 'same' }), post('Second', { slug: 'same' })])
    expect(site.posts.map((p) => p.title)).toEqual(['First'])
    expect(logs.some((m) => m.includes('duplicate slug') && m.includes('/article/same'))).toBe(true)
  })
})

describe('rows that cannot be read', () => {
  test("are logged as 'missing block' and skipped, never thrown", () => {
    const lostId = newId()
    const { site, logs, recordMap, collectionId, viewId } = map([
      post('Good'),
      { type: 'Post', status: 'Published', slug: 'no-title' },
      { title: 'No type', status: 'Published', slug: 'x' },
      { title: 'Bad type', type: 'Poem', status: 'Published', slug: 'y' },
      { title: 'Page without slug', type: 'Page', status: 'Published' }
    ])
    expect(site.posts.map((p) => p.title)).toEqual(['Good'])
    expect(logs.filter((m) => m.startsWith('missing block'))).toHaveLength(4)
    // A row id the query returns but the record map lacks, and a malformed id.
    const results = recordMap.collection_query[collectionId]?.[viewId] as unknown as { reducerResults: { collection_group_results: { blockIds: string[] } } }
    results.reducerResults.collection_group_results.blockIds.push(lostId, 'not-an-id')
    const again: string[] = []
    expect(() => mapSiteData(recordMap, site.siteInfo.rootPageId, { ...DEFAULT_MAP_OPTIONS, log: (m) => again.push(m) })).not.toThrow()
    expect(again.filter((m) => m.includes('missing block') && (m.includes(lostId) || m.includes('not-an-id')))).toHaveLength(2)
  })

  test('a missing root is logged and gives an empty site', () => {
    const logs: string[] = []
    const { recordMap } = buildWorkspace([post('A')])
    const site = mapSiteData(recordMap, newId(), { ...DEFAULT_MAP_OPTIONS, log: (m) => logs.push(m) })
    expect(site.collectionId).toBeNull()
    expect(site.allPages).toEqual([])
    expect(logs[0]).toMatch(/^missing block/)
  })
})

describe('types named through the mapping', () => {
  test('a workspace in another language maps by its own names', () => {
    const { site } = map(
      [
        { title: '你好', type: '文章', status: '已发布', slug: 'ni-hao', category: '随笔' },
        { title: '关于', type: '页面', status: '隐藏', slug: 'about' },
        { title: '公告', type: '公告', status: '已发布' }
      ],
      { columnNames: { title: '标题', type: '类型', status: '状态', slug: '链接', category: '分类' } },
      {
        propertyNames: {
          ...DEFAULT_MAP_OPTIONS.propertyNames,
          title: '标题',
          type: '类型',
          status: '状态',
          slug: '链接',
          category: '分类',
          type_post: '文章',
          type_page: '页面',
          type_notice: '公告',
          status_publish: '已发布',
          status_invisible: '隐藏'
        }
      }
    )
    expect(site.posts.map((p) => [p.title, p.type, p.status, p.category])).toEqual([['你好', 'Post', 'Published', ['随笔']]])
    expect(site.allPages.map((p) => [p.title, p.type, p.status])).toContainEqual(['关于', 'Page', 'Invisible'])
    expect(site.notice?.title).toBe('公告')
  })
})

describe('categories and tags', () => {
  test('are counted over published Posts only; tags keep option order and colors', () => {
    const { site } = map(
      [
        post('A', { category: 'Notes', tags: ['b', 'a'] }),
        post('B', { category: 'Guides', tags: ['a'] }),
        post('C', { category: 'Guides', tags: ['loose'] }),
        post('Hidden', { status: 'Invisible', category: 'Secret', tags: ['secret'] }),
        { title: 'Page', type: 'Page', status: 'Published', slug: 'p', category: 'Pages', tags: ['page'] }
      ],
      { tagOptions: [{ value: 'a', color: 'red' }, { value: 'b' }, { value: 'unused', color: 'blue' }], categoryOptions: ['Notes', 'Guides'] }
    )
    expect(site.categories).toEqual([
      { name: 'Guides', count: 2 },
      { name: 'Notes', count: 1 }
    ])
    expect(site.tags).toEqual([
      { name: 'a', color: 'red', count: 2 },
      { name: 'b', color: 'default', count: 1 },
      { name: 'loose', color: 'default', count: 1 }
    ])
    const hidden = site.allPages.find((p) => p.title === 'Hidden')
    expect(hidden?.tagItems).toEqual([{ name: 'secret', color: 'default', count: 0 }])
  })

  test('category ties keep the option order', () => {
    const { site } = map([post('A', { category: 'Zeta' }), post('B', { category: 'Alpha' })], { categoryOptions: ['Alpha', 'Zeta'] })
    expect(site.categories.map((c) => c.name)).toEqual(['Alpha', 'Zeta'])
  })
})

describe('menus, notice and config', () => {
  test('Menu rows carry the SubMenu rows below them', () => {
    const { site } = map([
      { title: 'Home', type: 'Menu', status: 'Published', slug: '/', icon: 'fas fa-home' },
      { title: 'Docs', type: 'Menu', status: 'Published', slug: 'docs', icon: 'fas fa-book' },
      { title: 'Guide', type: 'SubMenu', status: 'Published', slug: 'guide' },
      { title: 'GitHub', type: 'SubMenu', status: 'Published', slug: 'https://github.com/x', icon: 'fab fa-github' },
      { title: 'Hidden sub', type: 'SubMenu', status: 'Invisible', slug: 'hidden' },
      { title: 'Secret', type: 'Menu', status: 'Invisible', slug: 'secret' },
      post('A')
    ])
    expect(site.menus).toEqual([
      { id: expect.any(String), name: 'Home', href: '/', icon: 'fas fa-home', iconShape: fontAwesomeIcon('fa-house'), target: '_self', show: true, subMenus: [] },
      {
        id: expect.any(String),
        name: 'Docs',
        href: '/docs',
        icon: 'fas fa-book',
        iconShape: fontAwesomeIcon('fa-book'),
        target: '_self',
        show: true,
        subMenus: [
          { id: expect.any(String), title: 'Guide', href: '/guide', icon: '', target: '_self' },
          { id: expect.any(String), title: 'GitHub', href: 'https://github.com/x', icon: 'fab fa-github', iconShape: fontAwesomeIcon('fa-github'), target: '_blank' }
        ]
      },
      { id: expect.any(String), name: 'Secret', href: '/secret', icon: '', target: '_self', show: false, subMenus: [] }
    ])
    // Menus are links, never pages of their own.
    expect(site.allPages.map((p) => p.title)).toEqual(['A'])
  })

  test('a SubMenu under a dropped Menu is dropped too, and logged', () => {
    const { site, logs } = map([
      { title: 'Draft menu', type: 'Menu', status: 'Draft', slug: 'x' },
      { title: 'Orphan', type: 'SubMenu', status: 'Published', slug: 'y' }
    ])
    expect(site.menus).toEqual([])
    expect(logs.join('\n')).toContain('Orphan')
  })

  test('a Menu row without a slug is the label of a drop-down of the SubMenu rows below it (NotionNext)', () => {
    const { site, logs } = map([
      { title: 'More', type: 'Menu', status: 'Published', icon: 'fas fa-th' },
      { title: 'Guide', type: 'SubMenu', status: 'Published', slug: 'guide', icon: 'fas fa-book' },
      { title: 'Feed', type: 'SubMenu', status: 'Published', slug: '/rss/feed.xml', icon: '📰' }
    ])
    expect(site.menus).toEqual([
      {
        id: expect.any(String),
        name: 'More',
        href: '',
        icon: 'fas fa-th',
        iconShape: fontAwesomeIcon('fa-table-cells'),
        target: '_self',
        show: true,
        subMenus: [
          { id: expect.any(String), title: 'Guide', href: '/guide', icon: 'fas fa-book', iconShape: fontAwesomeIcon('fa-book'), target: '_self' },
          { id: expect.any(String), title: 'Feed', href: '/rss/feed.xml', icon: '📰', target: '_self' }
        ]
      }
    ])
    expect(logs).toEqual([])
  })

  test('a Menu row without a slug and without sub-menus leads nowhere: skipped, with the message it always logged', () => {
    const { site, logs, rowIds } = map([
      { title: 'Empty', type: 'Menu', status: 'Published' },
      { title: 'Only hidden below', type: 'Menu', status: 'Published' },
      { title: 'Hidden', type: 'SubMenu', status: 'Invisible', slug: 'h' },
      { title: 'Home', type: 'Menu', status: 'Published', slug: '/' }
    ])
    expect(site.menus.map((menu) => menu.name)).toEqual(['Home'])
    expect(logs).toEqual([`missing block ${rowIds[0]}: Menu "Empty" has no slug, skipped`, `missing block ${rowIds[1]}: Menu "Only hidden below" has no slug, skipped`])
  })

  test('an icon column that is an emoji, an image or an unknown class name draws no lucide icon and logs nothing', () => {
    const { site, logs } = map([
      { title: 'A', type: 'Menu', status: 'Published', slug: '/a', icon: '🏠' },
      { title: 'B', type: 'Menu', status: 'Published', slug: '/b', icon: '/demo/icons/quire.svg' },
      { title: 'C', type: 'Menu', status: 'Published', slug: '/c', icon: 'fas fa-no-such-icon' }
    ])
    expect(site.menus.map((menu) => [menu.icon, 'iconShape' in menu])).toEqual([
      ['🏠', false],
      ['/demo/icons/quire.svg', false],
      ['fas fa-no-such-icon', false]
    ])
    expect(logs).toEqual([])
  })

  test('a menu may link anywhere the URL rule allows: mailto: and tel: stay as written; a refused address is a site path', () => {
    const { site } = map([
      { title: 'Mail', type: 'Menu', status: 'Published', slug: 'mailto:me@example.com' },
      { title: 'Call', type: 'Menu', status: 'Published', slug: 'tel:+331234' },
      { title: 'Odd', type: 'Menu', status: 'Published', slug: 'javascript:alert(1)' }
    ])
    expect(site.menus.map((menu) => [menu.href, menu.target])).toEqual([
      ['mailto:me@example.com', '_self'],
      ['tel:+331234', '_self'],
      ['/javascript:alert(1)', '_self']
    ])
  })

  test('published Page rows become links in Notion order, with their icon column; Invisible pages, posts and menus do not', () => {
    const { site } = map([
      { title: 'About', type: 'Page', status: 'Published', slug: 'about', icon: 'fas fa-home', pageIcon: '👋' },
      { title: 'Docs', type: 'Menu', status: 'Published', slug: 'docs' },
      post('A'),
      { title: 'Unlisted', type: 'Page', status: 'Invisible', slug: 'unlisted' },
      { title: 'Links', type: 'Page', status: 'Published', slug: 'https://example.com/links' }
    ])
    expect(site.pageLinks).toEqual([
      { id: expect.any(String), name: 'About', href: '/about', icon: 'fas fa-home', iconShape: fontAwesomeIcon('fa-house'), target: '_self', show: true, subMenus: [] },
      { id: expect.any(String), name: 'Links', href: 'https://example.com/links', icon: '', target: '_blank', show: true, subMenus: [] }
    ])
  })

  test('no Menu rows: an empty menu, so themes show their default', () => {
    expect(map([post('A')]).site.menus).toEqual([])
  })

  test('the notice is the first Published Notice row; the config row is remembered', () => {
    const { site, rowIds } = map([
      { title: 'Old notice', type: 'Notice', status: 'Invisible' },
      { title: 'Notice', type: 'Notice', status: 'Published' },
      { title: 'Later notice', type: 'Notice', status: 'Published' },
      { title: 'Config', type: 'Config', status: 'Published' }
    ])
    expect(site.notice?.title).toBe('Notice')
    expect(site.configPageId).toBe(rowIds[3])
    expect(site.allPages).toEqual([])
  })
})

describe('covers the site keeps (IMAGE_MIRROR)', () => {
  const kept = '/api/img/0123456789abcdef-800.webp'
  const preview = 'data:image/webp;base64,UklGRiQAAABXRUJQ'
  test("a post's cover the mirror kept carries its blurred preview; another cover carries none", () => {
    const built = buildWorkspace([post('Kept', { cover: kept }), post('Elsewhere', { cover: 'https://example.com/a.png' }), post('None')])
    built.recordMap.preview_images = { [kept]: { originalWidth: 800, originalHeight: 450, dataURIBase64: preview } }
    const site = mapSiteData(built.recordMap, built.rootId, { ...DEFAULT_MAP_OPTIONS, log: () => {} })
    expect(site.posts.map((p) => [p.title, p.pageCoverThumbnail, p.pageCoverPreview])).toEqual([
      ['Kept', kept, preview],
      ['Elsewhere', 'https://example.com/a.png', undefined],
      ['None', '', undefined]
    ])
  })

  test('a preview that is not an image data URL is ignored', () => {
    const built = buildWorkspace([post('Kept', { cover: kept })])
    built.recordMap.preview_images = { [kept]: { originalWidth: 1, originalHeight: 1, dataURIBase64: 'javascript:alert(1)' } }
    expect(mapSiteData(built.recordMap, built.rootId, { ...DEFAULT_MAP_OPTIONS, log: () => {} }).posts[0]?.pageCoverPreview).toBeUndefined()
  })
})
