import type { ExtendedRecordMap } from 'notion-types'
import { safeRecordMap } from '@/lib/notion/render/safe-record-map'

const HTML = 'data:text/html,<b>x</b>'

function mapOf(blocks: Record<string, Record<string, unknown>>, signed_urls: Record<string, string> = {}): ExtendedRecordMap {
  const block = Object.fromEntries(Object.entries(blocks).map(([id, value]) => [id, { role: 'reader', value: { id, ...value } }]))
  return { block, collection: {}, collection_view: {}, notion_user: {}, collection_query: {}, signed_urls } as unknown as ExtendedRecordMap
}

const valueOf = (map: ExtendedRecordMap, id: string) => (map.block[id] as unknown as { value: Record<string, unknown> }).value

describe('safeRecordMap', () => {
  it('gives the same record map back when nothing needs the rule', () => {
    const map = mapOf({ t: { type: 'text', properties: { title: [['a', [['a', 'https://x.io']]], ['b', [['b']]]] } }, v: { type: 'video', properties: { source: [['/demo/v.mp4']] } } }, { v: 'https://s3.example/v.mp4' })
    expect(safeRecordMap(map)).toBe(map)
  })

  it('takes refused links off rich text, keeping the text and the other marks', () => {
    const map = mapOf({ t: { type: 'text', properties: { title: [['bold bad', [['b'], ['a', HTML]]], ['ok', [['a', '/about']]]], caption: [['cap', [['a', 'javascript:x']]]] } } })
    const safe = safeRecordMap(map)
    expect(valueOf(safe, 't').properties).toEqual({ title: [['bold bad', [['b']]], ['ok', [['a', '/about']]]], caption: [['cap', []]] })
    // The input is left as it was.
    expect(valueOf(map, 't').properties).toMatchObject({ caption: [['cap', [['a', 'javascript:x']]]] })
  })

  it('turns a link mention to a refused address into its title, and drops refused mention images', () => {
    const map = mapOf({
      t: {
        type: 'text',
        properties: {
          title: [
            ['‣', [['lm', { href: HTML, title: 'Bad page' }]]],
            ['‣', [['lm', { href: 'https://ok.example', title: 'Good', icon_url: 'javascript:x', thumbnail_url: 'https://ok.example/t.png' }]]]
          ]
        }
      }
    })
    expect(valueOf(safeRecordMap(map), 't').properties).toEqual({
      title: [['Bad page'], ['‣', [['lm', { href: 'https://ok.example', title: 'Good', thumbnail_url: 'https://ok.example/t.png' }]]]]
    })
  })

  it('drops the source of an embed, video, audio or PDF the rule refuses, judged as it would load (signed)', () => {
    const map = mapOf(
      {
        e: { type: 'embed', properties: { source: [['https://ok.example']] }, format: { display_source: HTML, block_width: 300 } },
        v: { type: 'video', properties: { source: [['javascript:alert(1)']] } },
        s: { type: 'pdf', properties: { source: [['attachment:1:a.pdf']] } },
        i: { type: 'image', properties: { source: [['attachment:2:b.png']] } }
      },
      { 'attachment:1:a.pdf': HTML }
    )
    const safe = safeRecordMap(map)
    expect(valueOf(safe, 'e')).toMatchObject({ properties: { source: [['https://ok.example']] }, format: { block_width: 300 } })
    expect(valueOf(safe, 'e').format).not.toHaveProperty('display_source')
    expect(valueOf(safe, 'v').properties).toEqual({})
    expect(valueOf(safe, 's').properties).toEqual({})
    // Images go through mapImageUrl, which applies the rule itself.
    expect(valueOf(safe, 'i')).toBe(valueOf(map, 'i'))
    expect(safe.signed_urls).toEqual({})
  })
})
