import { allowPrivateImageHosts, createPublicFetch, isPrivateAddress } from '@/lib/http/public-fetch'

test.each([
  ['127.0.0.1'],
  ['10.1.2.3'],
  ['172.20.0.5'],
  ['192.168.1.1'],
  ['169.254.169.254'],
  ['100.64.0.1'],
  ['0.0.0.0'],
  ['::1'],
  ['::'],
  ['fe80::1'],
  ['fd00::1'],
  ['::ffff:127.0.0.1'],
  ['[::1]']
])('%s is private', (address) => {
  expect(isPrivateAddress(address)).toBe(true)
})

test.each([['8.8.8.8'], ['104.18.0.1'], ['2606:4700::1111'], ['::ffff:8.8.8.8']])('%s is public', (address) => {
  expect(isPrivateAddress(address)).toBe(false)
})

function fakeFetch(answers: Record<string, () => Response>) {
  const asked: string[] = []
  const fetch = jest.fn(async (url: string | URL) => {
    asked.push(String(url))
    return answers[String(url)]?.() ?? new Response('missing', { status: 404 })
  }) as unknown as typeof globalThis.fetch
  return { fetch, asked }
}

const lookup = async (host: string) => (host === 'inside.example' ? ['10.0.0.7'] : host === 'rebind.example' ? ['93.184.216.34', '127.0.0.1'] : ['93.184.216.34'])

test('literal, named and localhost private hosts are refused before any request', async () => {
  const { fetch, asked } = fakeFetch({})
  const guarded = createPublicFetch({ allowPrivate: false, fetch, lookup })
  await expect(guarded('http://169.254.169.254/latest/meta-data/')).rejects.toThrow('private address')
  await expect(guarded('http://inside.example/a.png')).rejects.toThrow('10.0.0.7')
  await expect(guarded('http://rebind.example/a.png')).rejects.toThrow('127.0.0.1')
  await expect(guarded('http://localhost:3000/a.png')).rejects.toThrow('private address')
  await expect(guarded('http://[::1]/a.png')).rejects.toThrow('private address')
  expect(asked).toEqual([])
})

test('a public host is fetched; a redirect to a private one is refused', async () => {
  const { fetch, asked } = fakeFetch({
    'https://img.example/a.png': () => new Response('png', { status: 200 }),
    'https://img.example/moved.png': () => new Response(null, { status: 302, headers: { location: 'http://127.0.0.1:8080/secret' } }),
    'https://img.example/hop.png': () => new Response(null, { status: 301, headers: { location: '/a.png' } })
  })
  const guarded = createPublicFetch({ allowPrivate: false, fetch, lookup })
  expect(await (await guarded('https://img.example/a.png')).text()).toBe('png')
  expect(await (await guarded('https://img.example/hop.png')).text()).toBe('png')
  await expect(guarded('https://img.example/moved.png')).rejects.toThrow('127.0.0.1')
  expect(asked).not.toContain('http://127.0.0.1:8080/secret')
})

test('IMAGE_ALLOW_PRIVATE_HOSTS=true lets them through (the Notion test server on 127.0.0.1)', async () => {
  expect(allowPrivateImageHosts({})).toBe(false)
  expect(allowPrivateImageHosts({ IMAGE_ALLOW_PRIVATE_HOSTS: 'true' })).toBe(true)
  const { fetch, asked } = fakeFetch({ 'http://127.0.0.1:4318/a.png': () => new Response('png') })
  const open = createPublicFetch({ allowPrivate: true, fetch, lookup })
  expect((await open('http://127.0.0.1:4318/a.png')).status).toBe(200)
  expect(asked).toEqual(['http://127.0.0.1:4318/a.png'])
})
