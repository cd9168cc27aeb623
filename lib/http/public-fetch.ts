import { lookup as dnsLookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'
import { readEnvOverrides } from '@/lib/config/read-env-overrides'
import { IMAGE_CONFIG } from '@/conf/image'
import { type Env, processEnv } from '@/lib/env'

/** Redirects followed at most, each one checked like the first address. */
const MAX_REDIRECTS = 5

/**
 * Addresses an image fetch must not reach (issue 37): loopback, private networks, link-local (the
 * cloud metadata service at 169.254.169.254), carrier-grade NAT, "this network", multicast and
 * reserved ranges, in IPv4 and IPv6 (IPv4-mapped IPv6 is read as its IPv4 address).
 */
const BLOCKED = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3]
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b:1::', 48]
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6')
}

/** Whether `address` (an IP literal) is private, loopback, link-local or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain)?.[1]
  if (mapped) return BLOCKED.check(mapped, 'ipv4')
  const family = isIP(plain)
  if (family === 4) return BLOCKED.check(plain, 'ipv4')
  if (family === 6) return BLOCKED.check(plain, 'ipv6')
  return false
}

/** IMAGE_ALLOW_PRIVATE_HOSTS (conf/image.ts), from the environment only: the Notion Config row cannot turn it on. */
export function allowPrivateImageHosts(env: Env = processEnv()): boolean {
  const read = readEnvOverrides(env, { IMAGE_ALLOW_PRIVATE_HOSTS: IMAGE_CONFIG.IMAGE_ALLOW_PRIVATE_HOSTS })
  return read.IMAGE_ALLOW_PRIVATE_HOSTS === true
}

export interface PublicFetchOptions {
  /** Let private addresses through (IMAGE_ALLOW_PRIVATE_HOSTS: a test server on 127.0.0.1, an image host on the LAN). */
  allowPrivate: boolean
  fetch?: typeof globalThis.fetch
  /** Every address a host name resolves to; the system resolver by default. */
  lookup?: (hostname: string) => Promise<string[]>
}

const systemLookup = async (hostname: string) => (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address)

/** Refused: the address is private. Not retried (the limiter reads it as a plain failure). */
export class PrivateAddressError extends Error {}

async function assertPublic(url: URL, lookup: (hostname: string) => Promise<string[]>): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (host === 'localhost' || host.endsWith('.localhost')) throw new PrivateAddressError(`${url.host} is a private address: set IMAGE_ALLOW_PRIVATE_HOSTS=true to fetch images from it`)
  let addresses: string[]
  if (isIP(host)) addresses = [host]
  else {
    try {
      addresses = await lookup(host)
    } catch {
      // A name that does not resolve reaches nothing: the fetch fails with the resolver's own error.
      return
    }
  }
  const inside = addresses.find(isPrivateAddress)
  if (inside) throw new PrivateAddressError(`${url.host} is a private address (${inside}): set IMAGE_ALLOW_PRIVATE_HOSTS=true to fetch images from it`)
}

/**
 * A fetch for addresses written in the workspace (covers, icons, images): it refuses hosts on
 * private, loopback and link-local addresses unless `allowPrivate`, checking each redirect too. (The
 * name is resolved again by the fetch itself; a host that answers a public address to the check and
 * a private one to the fetch is not caught. Only workspace editors choose these addresses.)
 */
export function createPublicFetch(options: PublicFetchOptions): typeof globalThis.fetch {
  const doFetch = options.fetch ?? globalThis.fetch
  if (options.allowPrivate) return doFetch
  const lookup = options.lookup ?? systemLookup
  return (async (input: string | URL | Request, init?: RequestInit) => {
    let url = new URL(input instanceof Request ? input.url : String(input))
    for (let hop = 0; ; hop++) {
      await assertPublic(url, lookup)
      const response = await doFetch(url, { ...init, redirect: 'manual' })
      const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null
      if (!location || init?.redirect === 'manual') return response
      if (init?.redirect === 'error') throw new Error(`${url.host} redirected`)
      if (hop >= MAX_REDIRECTS) throw new Error(`${url.host}: more than ${MAX_REDIRECTS} redirects`)
      url = new URL(location, url)
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`a redirect to ${url.protocol} is not followed`)
    }
  }) as typeof globalThis.fetch
}
