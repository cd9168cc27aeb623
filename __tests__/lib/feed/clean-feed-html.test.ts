import { cleanFeedHtml } from '@/lib/feed/clean-feed-html'

const POST = 'https://blog.example.com/article/hello'

describe('cleanFeedHtml', () => {
  it('keeps the structure and drops the look: classes, styles, ids and data attributes', () => {
    expect(cleanFeedHtml('<h2 class="notion-h" id="x" data-id="x" style="color:red"><span class="t">Title</span></h2><p style="margin:0">Text <b>bold</b></p>', POST)).toBe('<h2><span>Title</span></h2><p>Text <b>bold</b></p>')
  })

  it('makes links and images absolute against the post, so a #heading link opens the post there', () => {
    expect(cleanFeedHtml('<a href="/about">About</a> <a href="#part">Part</a> <img src="/demo/a.svg" alt="A" width="10" loading="lazy" />', POST)).toBe(
      '<a href="https://blog.example.com/about">About</a> <a href="https://blog.example.com/article/hello#part">Part</a> <img alt="A" width="10" src="https://blog.example.com/demo/a.svg" />'
    )
  })

  it('leaves out what runs or frames: scripts, styles, iframes, forms, SVG, event handlers and javascript: links', () => {
    const html = '<script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe><form><input /></form><svg><path d="M0"/></svg><p onclick="x()">Hi</p><a href="javascript:alert(1)">bad</a>'
    expect(cleanFeedHtml(html, POST)).toBe('<p>Hi</p><a>bad</a>')
  })

  it("drops what says nothing once cleaned (a heading anchor that held only an SVG, the renderer's spacers), and keeps a code block's language", () => {
    expect(cleanFeedHtml('<h2><a href="#x"><svg></svg></a><div></div><span>Title</span></h2><div><img src="/a.png" alt="" /></div>', POST)).toBe('<h2><span>Title</span></h2><div><img alt="" src="https://blog.example.com/a.png" /></div>')
    expect(cleanFeedHtml('<pre><code class="language-ts notion-code">let a</code></pre>', POST)).toBe('<pre><code class="language-ts">let a</code></pre>')
  })
})
