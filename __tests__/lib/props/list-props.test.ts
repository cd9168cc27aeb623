import { laterPages, listPath, parsePageParam } from '@/lib/props/list-props'
import { hrefSegments } from '@/lib/props/slug-props'

describe('listPath', () => {
  it('puts page 1 at the base path and later pages under /page/n', () => {
    expect(listPath('/', 1)).toBe('/')
    expect(listPath('/', 2)).toBe('/page/2')
    expect(listPath('/tag/react', 1)).toBe('/tag/react')
    expect(listPath('/tag/react', 3)).toBe('/tag/react/page/3')
    expect(listPath('/search/notion', 2)).toBe('/search/notion/page/2')
  })
})

describe('parsePageParam', () => {
  it('accepts whole numbers from 2 up', () => {
    expect(parsePageParam('2')).toBe(2)
    expect(parsePageParam('40')).toBe(40)
  })
  it('rejects page 1 (it lives at the base path), zero, signs, fractions, text and arrays', () => {
    for (const bad of ['1', '0', '-2', '2.5', '02', 'two', '', undefined, ['2']]) expect(parsePageParam(bad)).toBeNull()
  })
})

describe('laterPages', () => {
  it('counts ceil(count / per page) pages and lists the ones after the first', () => {
    expect(laterPages(0, 12)).toEqual([])
    expect(laterPages(12, 12)).toEqual([])
    expect(laterPages(13, 12)).toEqual([2])
    expect(laterPages(36, 12)).toEqual([2, 3])
    expect(laterPages(37, 12)).toEqual([2, 3, 4])
  })
})

describe('hrefSegments', () => {
  it('splits site paths and decodes each segment', () => {
    expect(hrefSegments('/about')).toEqual(['about'])
    expect(hrefSegments('/article/hello-world')).toEqual(['article', 'hello-world'])
    expect(hrefSegments('/article/%E4%BD%A0%E5%A5%BD')).toEqual(['article', '你好'])
  })
  it('gives null for external links', () => {
    expect(hrefSegments('https://example.com/a')).toBeNull()
    expect(hrefSegments('//example.com/a')).toBeNull()
  })
})
