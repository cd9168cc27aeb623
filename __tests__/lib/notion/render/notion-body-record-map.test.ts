import { getBlockValue } from 'notion-utils'
import { NOTION_BODY_ROOT_ID, notionBodyRecordMap } from '@/lib/notion/render/notion-body-record-map'
import { recordMapOf } from '../../../fixtures/record-map'

const map = recordMapOf({
    page: { role: 'reader', value: { id: 'page', type: 'page', content: ['a', 'b'], parent_table: 'collection' } },
    a: { role: 'reader', value: { id: 'a', type: 'text', parent_id: 'page' } },
    b: {
      spaceId: 's',
      value: {
        role: 'reader',
        value: {
          id: 'b',
          type: 'drive',
          parent_id: 'page',
          format: { drive_properties: { url: 'https://drive.google.com/file/d/x', title: 'Handbook', icon: '/i.svg', thumbnail: '/t.svg' } }
        }
      }
    }
  })

describe('notionBodyRecordMap', () => {
  it("adds a container block holding the page's content, leaving the page first", () => {
    const body = notionBodyRecordMap(map, 'page')
    expect(Object.keys(body.block)[0]).toBe('page')
    const root = getBlockValue(body.block[NOTION_BODY_ROOT_ID])
    expect(root).toMatchObject({ type: 'transclusion_container', content: ['a', 'b'], parent_id: 'page' })
  })
  it('does not change the record map it was given', () => {
    notionBodyRecordMap(map, 'page')
    expect(map.block[NOTION_BODY_ROOT_ID]).toBeUndefined()
  })
  it('draws Google Drive previews as bookmark cards with the same facts', () => {
    const drive = getBlockValue(notionBodyRecordMap(map, 'page').block.b)
    expect(drive).toMatchObject({
      id: 'b',
      type: 'bookmark',
      properties: { link: [['https://drive.google.com/file/d/x']], title: [['Handbook']] },
      format: { bookmark_icon: '/i.svg', bookmark_cover: '/t.svg' }
    })
  })
  it('gives an empty container for a page it cannot find', () => {
    expect(getBlockValue(notionBodyRecordMap(map, 'missing').block[NOTION_BODY_ROOT_ID])?.content).toEqual([])
  })
})
