import { parseDirectiveArgs } from '@/scripts/demo/parse-directive-args'

describe('parseDirectiveArgs', () => {
  test('positional words and attributes', () => {
    expect(parseDirectiveArgs('https://x.dev title="Two words" cover=/demo/c.svg', ['title', 'cover'], 'f:1')).toEqual({
      positional: ['https://x.dev'],
      attrs: { title: 'Two words', cover: '/demo/c.svg' }
    })
  })

  test('quotes group words and \\" escapes a quote', () => {
    expect(parseDirectiveArgs('"a b" caption="say \\"hi\\""', ['caption'], 'f:1')).toEqual({
      positional: ['a b'],
      attrs: { caption: 'say "hi"' }
    })
  })

  test('emoji and empty input', () => {
    expect(parseDirectiveArgs('💡 color=gray', ['color'], 'f:1')).toEqual({ positional: ['💡'], attrs: { color: 'gray' } })
    expect(parseDirectiveArgs('', [], 'f:1')).toEqual({ positional: [], attrs: {} })
  })

  test('unknown, repeated and unclosed are errors naming the place', () => {
    expect(() => parseDirectiveArgs('titel=x', ['title'], 'post.md:4')).toThrow('post.md:4: unknown attribute "titel" (known: title)')
    expect(() => parseDirectiveArgs('a=1 a=2', ['a'], 'f:1')).toThrow('given twice')
    expect(() => parseDirectiveArgs('"open', [], 'f:1')).toThrow('unclosed quote')
  })
})
