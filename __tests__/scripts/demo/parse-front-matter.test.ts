import { parseFrontMatter } from '@/scripts/demo/parse-front-matter'

describe('parseFrontMatter', () => {
  test('scalars, quotes, booleans and lists', () => {
    const text = [
      '---',
      'title: Hello: world',
      'quoted: "a \\"b\\" c"',
      "single: 'it''s'",
      'fullWidth: true',
      'tags: [Notion, "Next.js", \'Two words\']',
      'empty: []',
      'block:',
      '  - one',
      '  - "two"',
      '# a comment',
      'ext: {"comment": "Hide"}',
      '---',
      'Body line',
      ''
    ].join('\n')
    const { data, body, bodyLine } = parseFrontMatter(text, 'x.md')
    expect(data).toEqual({
      title: 'Hello: world',
      quoted: 'a "b" c',
      single: "it's",
      fullWidth: true,
      tags: ['Notion', 'Next.js', 'Two words'],
      empty: [],
      block: ['one', 'two'],
      ext: '{"comment": "Hide"}'
    })
    expect(body).toBe('Body line\n')
    expect(bodyLine).toBe(14)
  })

  test('CRLF line endings are accepted', () => {
    expect(parseFrontMatter('---\r\ntitle: A\r\n---\r\nB', 'x.md').data).toEqual({ title: 'A' })
  })

  test.each([
    ['title: A\n---\n', 'must start with a "---"'],
    ['---\ntitle: A\n', 'not closed'],
    ['---\nno colon here\n---\n', 'expected "key: value"'],
    ['---\n  - orphan\n---\n', 'has no "key:" line'],
    ['---\na: 1\na: 2\n---\n', '"a" is set twice'],
    ['---\ntags: [a, b\n---\n', 'not closed by "]"'],
    ['---\ntags: [a, , b]\n---\n', 'empty item'],
    ['---\nt: "unclosed\n---\n', 'bad double-quoted string']
  ])('rejects %j', (text, message) => {
    expect(() => parseFrontMatter(text, 'bad.md')).toThrow(message)
  })

  test('errors name the file and line', () => {
    expect(() => parseFrontMatter('---\ntitle: A\noops\n---\n', 'post.md')).toThrow('post.md:3:')
  })
})
