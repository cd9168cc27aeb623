import DEFAULTS from '@/blog.config'
import { BUSUANZI_SRC, externalScripts, externalStyles, scriptsForWidth } from '@/components/external/external-scripts'

const none = DEFAULTS

describe('externalScripts (docs/behaviour.md §7)', () => {
  it('loads nothing when every key is empty', () => {
    expect(externalScripts(none)).toEqual([])
    expect(externalStyles(none)).toEqual([])
  })
  it('has the busuanzi counter only when it is switched on', () => {
    expect(externalScripts({ ...DEFAULTS, ANALYTICS_BUSUANZI_ENABLE: true }).map((s) => s.src)).toEqual([BUSUANZI_SRC])
  })
  it('adds each script only with its key, never blocking first paint', () => {
    const config = {
      ...none,
      ANALYTICS_GOOGLE_ID: 'G-123',
      ANALYTICS_UMAMI_ID: 'site',
      WIDGET_AI_SUMMARY_KEY: 'key',
      WIDGET_CHATBOT_ID: 'bot',
      WIDGET_REVOLVERMAPS: true,
      WIDGET_REVOLVERMAPS_ID: 'map',
      FONT_URL: ['https://fonts.example.com/a.css']
    }
    const scripts = externalScripts(config)
    expect(scripts.map((s) => s.id)).toEqual(['google-analytics', 'umami', 'ai-summary', '__webwhizSdk__', 'revolvermaps'])
    expect(scripts.every((s) => s.strategy === 'afterInteractive' || s.strategy === 'lazyOnload')).toBe(true)
    expect(scripts.find((s) => s.id === 'google-analytics')?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-123')
    expect(scripts.find((s) => s.id === 'umami')?.attributes).toEqual({ 'data-website-id': 'site' })
    expect(scripts.find((s) => s.id === 'ai-summary')?.inline).toContain('"key"')
    expect(scripts.find((s) => s.id === '__webwhizSdk__')?.attributes).toEqual({ baseUrl: DEFAULTS.WIDGET_CHATBOT_BASE_URL, chatbotId: 'bot' })
    expect(externalStyles(config)).toEqual(['https://fonts.example.com/a.css', DEFAULTS.WIDGET_AI_SUMMARY_CSS])
  })
  it('escapes setting values inside inline code', () => {
    const [script] = externalScripts({ ...none, ANALYTICS_GOOGLE_ID: '</script><script>alert(1)' })
    expect(script?.inline).not.toContain('</script>')
  })
  it('needs both halves of a paired key', () => {
    expect(externalScripts({ ...none, WIDGET_REVOLVERMAPS: true })).toEqual([])
    expect(externalScripts({ ...none, ANALYTICS_51LA_ID: 'id' })).toEqual([])
  })
})

describe('scriptsForWidth', () => {
  it('loads the visitor map only on windows of 768 px or more', () => {
    const scripts = externalScripts({ ...none, WIDGET_REVOLVERMAPS: true, WIDGET_REVOLVERMAPS_ID: 'map' })
    expect(scriptsForWidth(scripts, 767)).toEqual([])
    expect(scriptsForWidth(scripts, 768).map((s) => s.id)).toEqual(['revolvermaps'])
  })
})
