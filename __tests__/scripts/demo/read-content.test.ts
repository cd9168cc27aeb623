import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildSnapshot } from '@/scripts/demo/build-snapshot'
import { makeMedia } from '@/scripts/demo/make-media'
import { readContent } from '@/scripts/demo/read-content'

const workspace = {
  title: 'T',
  description: 'D',
  icon: '📘',
  cover: '/demo/covers/paper.svg',
  categories: { Guides: 'blue' },
  tags: { Notion: 'gray', Tools: 'red' },
  pinned: [] as string[]
}

const post = (slug: string, extra = '', body = 'Text.') =>
  `---\ntitle: ${slug}\ntype: Post\nstatus: Published\nslug: ${slug}\ncategory: Guides\ndate: 2024-01-01\n${extra}---\n${body}\n`

let dir = ''
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'quire-content-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function write(files: Record<string, string>, ws: object = workspace) {
  writeFileSync(path.join(dir, '_workspace.json'), JSON.stringify(ws))
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text)
}

describe('readContent', () => {
  test('reads front matter into typed meta and orders rows: pinned first, then newest first', () => {
    write(
      {
        'old.md': post('old', 'tags: [Notion, Tools]\nfullWidth: true\n'),
        'new.md': post('new').replace('2024-01-01', '2025-05-05'),
        'menu.md': '---\ntitle: Home\ntype: Menu\nstatus: Published\nslug: /\nicon: 🏠\n---\n',
        'sub.md': '---\ntitle: Docs\ntype: SubMenu\nstatus: Published\nslug: https://example.com\n---\n'
      },
      { ...workspace, pinned: ['menu', 'sub'] }
    )
    const content = readContent(dir)
    expect(content.rows.map((r) => r.key)).toEqual(['menu', 'sub', 'new', 'old'])
    expect(content.rows[3]?.meta).toMatchObject({ tags: ['Notion', 'Tools'], fullWidth: true, date: '2024-01-01', category: 'Guides' })
    expect(content.rows[3]?.body).toEqual([{ type: 'paragraph', text: [['Text.']] }])
  })

  test.each([
    [{ 'a.md': post('a', 'colour: red\n') }, 'unknown front matter key "colour"'],
    [{ 'a.md': post('a', 'tags: [Nope]\n') }, 'tag "Nope" is not declared'],
    [{ 'a.md': post('a').replace('Guides', 'Recipes') }, 'category "Recipes" is not declared'],
    [{ 'a.md': post('a').replace('2024-01-01', '2024-1-1') }, '"date" must be a yyyy-mm-dd date'],
    [{ 'a.md': post('a', 'updated: 2023-01-01\n') }, '"updated" is before "date"'],
    [{ 'a.md': post('a', 'ext: {not json}\n') }, '"ext" must be JSON'],
    [{ 'a.md': post('a').replace('type: Post', 'type: Article') }, 'type "Article" is not one of'],
    [{ 'a.md': post('a').replace('Published', 'Live') }, 'status "Live" is not one of'],
    [{ 'a.md': post('A Title') }, 'must be lower-case words'],
    [{ 'a.md': post('same'), 'b.md': post('same') }, 'slug "same" is already used by a.md'],
    [{ 'm.md': '---\ntitle: M\ntype: Menu\nstatus: Published\nslug: archive\n---\n' }, 'must start with / or http'],
    [{ 's.md': '---\ntitle: S\ntype: SubMenu\nstatus: Published\nslug: /x\n---\n' }, 'a SubMenu must follow its Menu row'],
    [{ 'a.md': post('a', '', ':::callout 💡') }, 'a.md:9: directive is not closed']
  ])('rejects bad content (%#)', (files, message) => {
    write(files as Record<string, string>)
    expect(() => readContent(dir)).toThrow(message)
  })

  test('rejects a bad workspace file', () => {
    write({}, { ...workspace, tags: { Notion: 'teal-ish' } })
    expect(() => readContent(dir)).toThrow('tags "Notion" has colour "teal-ish"')
    write({}, { ...workspace, pinned: ['ghost'] })
    expect(() => readContent(dir)).toThrow('pinned row "ghost" has no ghost.md')
  })
})

describe('buildSnapshot errors', () => {
  test.each([
    [post('a', 'cover: /demo/covers/missing.svg\n'), '"/demo/covers/missing.svg" is not a demo file'],
    [post('a', '', '![x](/demo/images/nope.svg)'), '"/demo/images/nope.svg" is not a demo file'],
    [post('a', '', '::alias nowhere'), '"::alias nowhere" names no Post or Page slug'],
    [post('a', '', '::synced-ref ghost'), '"::synced-ref ghost" names no ":::synced ghost" block'],
    [post('a', '', ':::database D\n| t | done:checkbox |\n| x | maybe |\n:::'), 'a checkbox cell is Yes or No']
  ])('names the file and the problem (%#)', async (text, message) => {
    write({ 'a.md': text })
    const media = await makeMedia()
    expect(() => buildSnapshot(readContent(dir), media)).toThrow(message)
  })
})
