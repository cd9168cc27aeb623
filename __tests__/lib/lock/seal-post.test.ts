/**
 * The lock's cryptography on the demo's locked post: what slug-props ships opens with the right
 * password only, and says nothing of the password or the text.
 */
// Hands lib the theme registry, as a page file's import of its builder does.
import '@/themes/site.server'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fromBase64, toBase64 } from '@/lib/lock/base64'
import { decryptContent, decryptWithKey, keyForPassword } from '@/lib/lock/decrypt-content'
import { deriveKey, MIN_ITERATIONS, PBKDF2_ITERATIONS } from '@/lib/lock/lock-crypto'
import { lockSalt } from '@/lib/lock/lock-salt'
import { lockedPageContent, sealPost } from '@/lib/lock/seal-post'
import { slugStaticProps } from '@/lib/static-props/slug-props'
import type { SlugPageProps } from '@/lib/site/page-props'
import { getLockedPage } from '@/lib/site/get-locked-page'
import { getSiteData } from '@/lib/site/get-site-data'
import type { SitePost } from '@/lib/site/types'

const PASSWORD = 'quire-demo'
const letter = readFileSync(path.resolve('scripts/demo/content/a-locked-letter.md'), 'utf8')
const body = letter.replace(/^---\n[\s\S]*?\n---\n/, '')
/** Sentences of the locked body, long enough to be unmistakable. */
const sentences = body
  .split(/(?<=[.!?:])\s+/)
  .map((text) => text.trim())
  .filter((text) => text.length > 20)

/** Every form of the password a careless implementation might ship. */
function passwordForms(password: string): string[] {
  const forms = [password]
  for (const algorithm of ['sha256', 'sha1', 'md5']) {
    const digest = createHash(algorithm).update(password).digest()
    forms.push(digest.toString('hex'), digest.toString('hex').toUpperCase(), digest.toString('base64'), digest.toString('base64url'))
  }
  forms.push(Buffer.from(password).toString('base64'))
  return forms
}

let locked: SitePost

beforeAll(async () => {
  const site = await getSiteData()
  const found = site.allPages.find((post) => post.slug === 'a-locked-letter')
  if (!found) throw new Error('the demo has no a-locked-letter post')
  locked = found
})

describe('sealPost', () => {
  it('opens with the right password: the post blocks and outline, the row reduced to its title', async () => {
    const page = await getLockedPage(locked)
    const sealed = await sealPost(locked, page)
    const opened = await decryptContent(sealed, PASSWORD)
    expect(opened).not.toBeNull()
    expect(opened).toEqual(JSON.parse(JSON.stringify(lockedPageContent(locked, page))))
    const text = JSON.stringify(opened)
    expect(text).toContain('If you are reading this, you typed the password.')
    expect(text).not.toContain(PASSWORD)
    expect(sealed.iterations).toBe(PBKDF2_ITERATIONS)
    expect(fromBase64(sealed.salt)).toHaveLength(16)
    expect(fromBase64(sealed.iv)).toHaveLength(12)
  })

  it('gives null for a wrong, an empty or a near-miss password', async () => {
    const sealed = await sealPost(locked, await getLockedPage(locked))
    for (const wrong of ['', 'wrong', 'quire-dem', 'Quire-demo', `${PASSWORD} `]) expect(await decryptContent(sealed, wrong)).toBeNull()
  })

  it('ships no sentence of the post, no password, no hash or encoding of it', async () => {
    const sealed = await sealPost(locked, await getLockedPage(locked))
    const json = JSON.stringify(sealed)
    for (const sentence of sentences) expect(json).not.toContain(sentence)
    for (const form of passwordForms(PASSWORD)) expect(json).not.toContain(form)
    expect(Object.keys(sealed).sort()).toEqual(['ciphertext', 'iterations', 'iv', 'salt', 'v'])
  })

  it('keeps the salt (and so the key) between seals of one edit, with a fresh IV each time', async () => {
    const page = await getLockedPage(locked)
    const [a, b] = await Promise.all([sealPost(locked, page), sealPost(locked, page)])
    expect(a.salt).toBe(b.salt)
    expect(a.iv).not.toBe(b.iv)
    expect(a.ciphertext).not.toBe(b.ciphertext)
    const edited = await sealPost({ ...locked, lastEditedDate: locked.lastEditedDate + 1 }, page)
    expect(edited.salt).not.toBe(a.salt)
    expect(toBase64(await lockSalt(locked.id, locked.lastEditedDate))).toBe(a.salt)
  })

  it('a key derived once opens the payload; a tampered ciphertext fails authentication', async () => {
    const sealed = await sealPost(locked, await getLockedPage(locked))
    const key = await keyForPassword(sealed, PASSWORD)
    expect(await decryptWithKey(sealed, key)).not.toBeNull()
    const bytes = fromBase64(sealed.ciphertext)
    bytes[10] = (bytes[10] ?? 0) ^ 1
    expect(await decryptWithKey({ ...sealed, ciphertext: toBase64(bytes) }, key)).toBeNull()
  })

  it('names what is wrong with a malformed payload', async () => {
    const sealed = await sealPost(locked, await getLockedPage(locked))
    await expect(decryptContent({ ...sealed, salt: '***' }, PASSWORD)).rejects.toThrow('lock salt is not base64')
    await expect(decryptContent({ ...sealed, iterations: 10 }, PASSWORD)).rejects.toThrow(/iterations/)
    await expect(deriveKey(PASSWORD, new Uint8Array(16), MIN_ITERATIONS - 1)).rejects.toThrow(/iterations/)
  })

  it('refuses to seal a post without a password', async () => {
    await expect(sealPost({ ...locked, password: '' }, await getLockedPage(locked))).rejects.toThrow(/no password/)
  })
})

describe('slug props of the locked post', () => {
  it('carry the sealed content and no block, outline, sentence or password form', async () => {
    const result = await slugStaticProps({ params: { prefix: 'article', slug: 'a-locked-letter' } })
    if (!('props' in result)) throw new Error('the locked post has no props')
    const props = (await result.props) as SlugPageProps
    expect(props.post.recordMap).toBeNull()
    expect(props.post.toc).toEqual([])
    expect(props.locked).not.toBeNull()
    const json = JSON.stringify(props)
    for (const sentence of sentences) expect(json).not.toContain(sentence)
    for (const form of passwordForms(PASSWORD)) expect(json).not.toContain(form)
    const opened = await decryptContent(props.locked!, PASSWORD)
    expect(opened?.toc).toEqual([])
    expect(JSON.stringify(opened?.recordMap)).toContain('Use locks for things meant for a few people')
  })

  it('are null for an unlocked post', async () => {
    const result = await slugStaticProps({ params: { prefix: 'article', slug: 'welcome-to-quire' } })
    if (!('props' in result)) throw new Error('welcome-to-quire has no props')
    expect(((await result.props) as SlugPageProps).locked).toBeNull()
  })
})
