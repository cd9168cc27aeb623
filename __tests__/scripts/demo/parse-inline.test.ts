import { parseInline } from '@/scripts/demo/parse-inline'

describe('parseInline', () => {
  test('plain text is one segment', () => {
    expect(parseInline('Hello, Notion')).toEqual([['Hello, Notion']])
  })

  test('empty text is no segments', () => {
    expect(parseInline('')).toEqual([])
  })

  test('bold, italic, strike and code', () => {
    expect(parseInline('a **b** *c* ~~d~~ `e`')).toEqual([
      ['a '],
      ['b', [['b']]],
      [' '],
      ['c', [['i']]],
      [' '],
      ['d', [['s']]],
      [' '],
      ['e', [['c']]]
    ])
  })

  test('links carry their url as an "a" mark', () => {
    expect(parseInline('see [the docs](https://developers.notion.com) now')).toEqual([
      ['see '],
      ['the docs', [['a', 'https://developers.notion.com']]],
      [' now']
    ])
  })

  test('marks nest, outer first', () => {
    expect(parseInline('**bold *both* bold**')).toEqual([
      ['bold ', [['b']]],
      ['both', [['b'], ['i']]],
      [' bold', [['b']]]
    ])
    expect(parseInline('*it **bold** it*')).toEqual([
      ['it ', [['i']]],
      ['bold', [['i'], ['b']]],
      [' it', [['i']]]
    ])
    expect(parseInline('[**strong link**](/about)')).toEqual([['strong link', [['a', '/about'], ['b']]]])
  })

  test('code spans keep markers literal', () => {
    expect(parseInline('`**not bold**`')).toEqual([['**not bold**', [['c']]]])
  })

  test('underscores are literal, so identifiers survive', () => {
    expect(parseInline('set page_icon and page_cover')).toEqual([['set page_icon and page_cover']])
  })

  test('backslash escapes a marker', () => {
    expect(parseInline('2 \\* 3 = 6')).toEqual([['2 * 3 = 6']])
  })

  test('unclosed markers stay literal text', () => {
    expect(parseInline('a ** b')).toEqual([['a ** b']])
    expect(parseInline('[not a link](')).toEqual([['[not a link](']])
  })
})
