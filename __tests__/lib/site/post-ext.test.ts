import { postMedia } from '@/lib/site/post-ext'

describe('postMedia: what a post ext says about its game and video', () => {
  it('reads href, video and new_window', () => {
    expect(postMedia({ href: '/games/orbit.html', video: 'https://example.com/a.mp4', new_window: true })).toEqual({
      game: '/games/orbit.html',
      video: 'https://example.com/a.mp4',
      newWindow: true
    })
    expect(postMedia({ new_window: 'true' }).newWindow).toBe(true)
  })
  it('is empty for an empty, missing or odd ext', () => {
    expect(postMedia({})).toEqual({ game: null, video: null, newWindow: false })
    expect(postMedia(null)).toEqual({ game: null, video: null, newWindow: false })
    expect(postMedia({ href: 42, video: ['x'] })).toEqual({ game: null, video: null, newWindow: false })
  })
  it.each(['javascript:alert(1)', 'data:text/html,<script>1</script>', '//evil.example/game', '/\\evil.example', 'game.html', 'file:///etc/passwd', 'java\tscript:x'])(
    'embeds only http(s) or site paths: refuses %s',
    (href) => {
      expect(postMedia({ href, video: href })).toMatchObject({ game: null, video: null })
    }
  )
  it('keeps http and https addresses and site paths', () => {
    expect(postMedia({ href: 'http://games.example/x' }).game).toBe('http://games.example/x')
    expect(postMedia({ href: ' https://games.example/x ' }).game).toBe('https://games.example/x')
  })
})
