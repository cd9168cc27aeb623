import { isFileHref } from '@/lib/urls/is-file-href'

describe('isFileHref', () => {
  it('knows a site path naming a file', () => {
    expect(isFileHref('/demo/files/quire-demo-handbook.pdf')).toBe(true)
    expect(isFileHref('/demo/files/chime.wav?download=1#t=2')).toBe(true)
  })
  it('leaves pages and other sites alone', () => {
    for (const href of ['/article/every-block', '/article/next.js-tips', '/', '//cdn.example.com/a.pdf', 'https://example.com/a.pdf', '#top']) {
      expect([href, isFileHref(href)]).toEqual([href, false])
    }
  })
})
