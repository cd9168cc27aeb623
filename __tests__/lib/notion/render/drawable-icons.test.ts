import type { Block, Collection, ExtendedRecordMap } from 'notion-types'
import { getBlockIcon, getBlockValue, isUrl } from 'notion-utils'
import { withDrawableIcons } from '@/lib/notion/render/drawable-icons'
import { notionImageUrl } from '@/lib/urls/notion-image-url'
import { carriedSitePath, carrySitePath } from '@/lib/urls/site-path-carrier'

function mapWith(icons: Record<string, string>, collectionIcon?: string): ExtendedRecordMap {
  const block = Object.fromEntries(
    Object.entries(icons).map(([id, icon]) => [id, { role: 'reader', value: { id, type: 'callout', format: { page_icon: icon, block_color: 'gray' } } }])
  )
  block.db = { role: 'reader', value: { id: 'db', type: 'collection_view', collection_id: 'c', view_ids: [] } } as never
  const collection = collectionIcon ? { c: { role: 'reader', value: { id: 'c', icon: collectionIcon, name: [['Books']] } } } : {}
  return { block, collection, collection_view: {}, notion_user: {}, collection_query: {}, signed_urls: {} } as unknown as ExtendedRecordMap
}

const iconOf = (map: ExtendedRecordMap, id: string) => getBlockIcon(getBlockValue(map.block[id]) as Block, map)

describe('withDrawableIcons', () => {
  it('makes a site path an icon react-notion-x draws (an absolute URL), keeping the block’s other settings', () => {
    const map = withDrawableIcons(mapWith({ lamp: '/demo/icons/lamp.svg' }))
    const icon = iconOf(map, 'lamp') ?? ''
    expect(isUrl(icon)).toBe(true)
    expect(carriedSitePath(icon)).toBe('/demo/icons/lamp.svg')
    expect((getBlockValue(map.block.lamp)?.format as { block_color?: string }).block_color).toBe('gray')
  })

  it('does the same for a database’s icon', () => {
    const map = withDrawableIcons(mapWith({}, '/demo/icons/quire.svg'))
    expect(carriedSitePath(iconOf(map, 'db') ?? '')).toBe('/demo/icons/quire.svg')
    expect(carriedSitePath((getBlockValue(map.collection.c) as Collection | undefined)?.icon ?? '')).toBe('/demo/icons/quire.svg')
  })

  it('leaves emoji, absolute URLs, Notion’s stock icons and paths the URL rule refuses as they are', () => {
    const icons = { emoji: '💡', url: 'https://example.com/i.png', stock: '/icons/light-bulb_yellow.svg', other: '//evil.example/i.svg' }
    const source = mapWith(icons)
    const map = withDrawableIcons(source)
    for (const [id, icon] of Object.entries(icons)) expect(iconOf(map, id)).toBe(icon)
    // Nothing to change: the same object, so the renderer's memo holds.
    expect(map).toBe(source)
  })

  it('does not change the record map it is given', () => {
    const source = mapWith({ lamp: '/demo/icons/lamp.svg' }, '/demo/icons/quire.svg')
    withDrawableIcons(source)
    expect(iconOf(source, 'lamp')).toBe('/demo/icons/lamp.svg')
    expect((getBlockValue(source.collection.c) as Collection | undefined)?.icon).toBe('/demo/icons/quire.svg')
  })
})

describe('the site path carrier through notionImageUrl', () => {
  const block = { id: 'b', type: 'callout' } as Block
  it('loads a carried path from the site', () => {
    expect(notionImageUrl(carrySitePath('/demo/icons/lamp.svg'), block)).toBe('/demo/icons/lamp.svg')
  })
  it('still refuses what the URL rule refuses once taken out', () => {
    expect(notionImageUrl(carrySitePath('//evil.example/i.svg'), block)).toBeUndefined()
  })
  it('reads only its own host', () => {
    expect(carriedSitePath('https://example.com/demo/icons/lamp.svg')).toBeNull()
    expect(carriedSitePath('/demo/icons/lamp.svg')).toBeNull()
  })
})
