import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { THEME_MANIFESTS } from '@/themes/manifests'
import type { CardImages } from '@/lib/seo/draw-social-card'
import type { CardImageResult } from '@/lib/seo/load-card-image'
import { createSocialCardStore } from '@/lib/seo/social-card-store'
import type { SocialCardSpec } from '@/lib/seo/social-card-spec'

const spec: SocialCardSpec = { title: 'Hello', description: '', siteName: 'Blog', host: 'b.example.com', icon: '/icon.svg', cover: 'https://img.example.com/c.png', colors: THEME_MANIFESTS.medium.cardPalette.light }

function setup(options: { image?: (ref: string) => Promise<CardImageResult>; dir?: string } = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'quire-cards-'))
  writeFileSync(path.join(root, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  const draws: Array<{ title: string; images: CardImages }> = []
  const logs: string[] = []
  const store = createSocialCardStore({
    dir: options.dir ?? path.join(root, 'cards'),
    publicDir: root,
    draw: async (card, images) => {
      draws.push({ title: card.title, images })
      return { png: Buffer.from(`png of ${card.title}`), missing: card.title.includes('🎉') ? ['🎉'] : [] }
    },
    loadImage: options.image ?? (async (ref) => ({ dataUrl: `data:image/png;base64,${Buffer.from(ref).toString('base64')}` })),
    log: (message) => logs.push(message)
  })
  return { root, store, draws, logs }
}

describe('createSocialCardStore', () => {
  it('draws a card once and keeps it as {key}.png, with its icon and cover as images', async () => {
    const { root, store, draws } = setup()
    const key = store.keyOf(spec)
    expect(await store.read(key)).toBeNull()
    const [first, second] = await Promise.all([store.ensure(spec), store.ensure(spec)])
    expect(first.toString()).toBe('png of Hello')
    expect(second).toBe(first)
    expect(draws).toHaveLength(1)
    expect(draws[0]?.images.icon).toMatch(/^data:image\/png;base64,/)
    expect(readFileSync(path.join(root, 'cards', `${key}.png`), 'utf8')).toBe('png of Hello')
    // Another process (a later build, a restart) reads the file and draws nothing.
    const again = createSocialCardStore({ dir: path.join(root, 'cards'), publicDir: root, draw: async () => Promise.reject(new Error('must not draw')) })
    expect((await again.ensure(spec)).toString()).toBe('png of Hello')
  })

  it("gives a card a new key when a site file it draws changes, and a changed post's card is a new file", async () => {
    const { root, store } = setup()
    const before = store.keyOf(spec)
    writeFileSync(path.join(root, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="2"/>')
    expect(store.keyOf(spec)).not.toBe(before)
    expect(store.keyOf({ ...spec, title: 'Hello again' })).not.toBe(store.keyOf(spec))
  })

  it('draws a card whose cover failed without it, says so, and keeps it in memory only so a later process tries again', async () => {
    const { root, store, draws, logs } = setup({ image: async (ref) => (ref.startsWith('https:') ? { error: 'HTTP 503' } : { dataUrl: 'data:image/svg+xml;base64,AA==' }) })
    const png = await store.ensure(spec)
    expect(draws[0]?.images).toEqual({ icon: 'data:image/svg+xml;base64,AA==', cover: null })
    expect(logs).toEqual([expect.stringContaining('its cover https://img.example.com/c.png is left out: HTTP 503')])
    expect(existsSync(path.join(root, 'cards', `${store.keyOf(spec)}.png`))).toBe(false)
    expect(await store.read(store.keyOf(spec))).toBe(png)
  })

  it('names the characters the font cannot draw', async () => {
    const { store, logs } = setup()
    await store.ensure({ ...spec, title: 'Party 🎉' })
    expect(logs).toEqual([expect.stringContaining('no glyph for "🎉"')])
  })

  it('still serves cards from memory where the folder cannot be written, and says so once', async () => {
    // A folder below a file cannot be made, by root either.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'quire-cards-ro-')), 'a-file')
    writeFileSync(file, '')
    const { store, logs } = setup({ dir: path.join(file, 'cards') })
    expect((await store.ensure(spec)).toString()).toBe('png of Hello')
    expect((await store.ensure({ ...spec, title: 'Other' })).toString()).toBe('png of Other')
    expect(await store.read(store.keyOf(spec))).not.toBeNull()
    expect(logs.filter((line) => line.includes('cannot keep social cards'))).toHaveLength(1)
  })

  it('prime draws a missing card, once however often it is asked, and leaves an existing one alone', async () => {
    const { store, draws } = setup()
    await Promise.all([store.prime(spec), store.prime(spec)])
    expect(draws).toHaveLength(1)
    expect(await store.read(store.keyOf(spec))).not.toBeNull()
    await store.prime(spec)
    expect(draws).toHaveLength(1)
  })

  it('prime logs a card it cannot draw instead of failing its caller', async () => {
    const logs: string[] = []
    const store = createSocialCardStore({ dir: mkdtempSync(path.join(tmpdir(), 'quire-cards-')), publicDir: '/', draw: async () => Promise.reject(new Error('no wasm')), log: (message) => logs.push(message) })
    await expect(store.prime({ ...spec, icon: '', cover: '' })).resolves.toBeUndefined()
    expect(logs).toEqual(['cannot draw the social card of "Hello": no wasm'])
  })
})
