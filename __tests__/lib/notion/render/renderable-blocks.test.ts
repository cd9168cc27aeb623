import type { ExtendedRecordMap } from 'notion-types'
import { getBlockValue } from 'notion-utils'
import { renderableBlocks } from '@/lib/notion/render/renderable-blocks'

function table(blocks: Array<Record<string, unknown>>): ExtendedRecordMap['block'] {
  return Object.fromEntries(blocks.map((value) => [value.id as string, { role: 'reader', value }])) as ExtendedRecordMap['block']
}

describe('renderableBlocks (docs/behaviour.md §8)', () => {
  const source = table([
    { id: 'root', type: 'transclusion_container', content: ['text', 'gone', 'odd', 'gh', 'jira', 'list'] },
    { id: 'text', type: 'text' },
    { id: 'odd', type: 'ai_block' },
    { id: 'gh', type: 'external_object_instance', format: { domain: 'github.com' } },
    { id: 'jira', type: 'external_object_instance', format: { domain: 'jira.example.com' } },
    { id: 'list', type: 'bulleted_list', content: ['lost'] },
    { id: 'sub', type: 'page', content: ['unloaded'] }
  ])

  it('leaves out missing, unsupported and unknown-domain children, logging each once', () => {
    const log = jest.fn()
    const result = renderableBlocks(source, 'root', log)
    expect(getBlockValue(result.root)?.content).toEqual(['text', 'gh', 'list'])
    expect(getBlockValue(result.list)?.content).toEqual([])
    expect(log.mock.calls.map(([message]) => message)).toEqual([
      'missing block gone',
      'unsupported block type "ai_block" (odd)',
      'unsupported external object domain "jira.example.com" (jira)',
      'missing block lost'
    ])
  })

  it("does not walk into sub-pages, whose content is not drawn here, nor change its input", () => {
    const log = jest.fn()
    const withSub = { ...source, root: { role: 'reader', value: { id: 'root', type: 'transclusion_container', content: ['sub'] } } } as unknown as ExtendedRecordMap['block']
    renderableBlocks(withSub, 'root', log)
    expect(log).not.toHaveBeenCalled()
    expect(getBlockValue(source.root)?.content).toHaveLength(6)
  })

  it('survives a content loop and a missing root', () => {
    const loop = table([
      { id: 'a', type: 'toggle', content: ['b'] },
      { id: 'b', type: 'toggle', content: ['a'] }
    ])
    expect(() => renderableBlocks(loop, 'a', jest.fn())).not.toThrow()
    expect(() => renderableBlocks(loop, 'nope', jest.fn())).not.toThrow()
  })
})
