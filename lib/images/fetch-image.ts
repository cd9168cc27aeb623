import type { RequestLimiter } from '@/lib/notion/create-request-limiter'
import { allowPrivateImageHosts, createPublicFetch, PrivateAddressError } from '@/lib/http/public-fetch'
import { MAX_IMAGE_BYTES } from './process-image'

/** One image request may take this long; a stalled host must not hold a build. */
export const IMAGE_TIMEOUT_MS = 30_000

export interface ImageFetcherOptions {
  limiter: RequestLimiter
  timeoutMs?: number
  fetch?: typeof globalThis.fetch
  /** Private, loopback and link-local hosts are refused unless allowed (IMAGE_ALLOW_PRIVATE_HOSTS by default). */
  allowPrivateHosts?: boolean
  /** How host names are resolved for that check (tests). */
  lookup?: (hostname: string) => Promise<string[]>
}

/** An answer that is not the image, shaped as classifyRequestError reads it: 5xx and 429 are retried, 403 and 404 are not. */
function httpError(response: Response, url: URL): Error {
  return Object.assign(new Error(`${url.host} answered ${response.status} ${response.statusText}`.trim()), { status: response.status, response: { status: response.status, headers: response.headers } })
}

/** A host that does not exist: retrying cannot help, so the error is not a "failed fetch" the limiter retries. */
function isUnknownHost(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause
  return cause?.code === 'ENOTFOUND'
}

async function readCapped(response: Response, url: URL): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'))
  if (declared > MAX_IMAGE_BYTES) throw new Error(`${url.host} sent ${declared} bytes, more than the ${MAX_IMAGE_BYTES} an image may have`)
  const bytes = Buffer.from(await response.arrayBuffer())
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new Error(`${url.host} sent ${bytes.byteLength} bytes, more than the ${MAX_IMAGE_BYTES} an image may have`)
  if (bytes.byteLength === 0) throw new Error(`${url.host} sent an empty file`)
  return bytes
}

/**
 * Fetches an image's bytes through `limiter` (its concurrency, pace and retries on 429, 5xx, time-outs
 * and dropped connections, honouring Retry-After), following redirects (Notion's image service
 * answers with one to the file). Only http(s) addresses are fetched.
 */
export function createImageFetcher(options: ImageFetcherOptions): (address: string) => Promise<Buffer> {
  const doFetch = createPublicFetch({ allowPrivate: options.allowPrivateHosts ?? allowPrivateImageHosts(), ...(options.fetch && { fetch: options.fetch }), ...(options.lookup && { lookup: options.lookup }) })
  const timeoutMs = options.timeoutMs ?? IMAGE_TIMEOUT_MS
  return (address) => {
    const url = new URL(address)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return Promise.reject(new Error(`an image is fetched over http(s) only, not ${url.protocol}`))
    return options.limiter.run(`image ${url.host}${url.pathname.slice(0, 60)}`, async () => {
      let response: Response
      try {
        response = await doFetch(url, { redirect: 'follow', signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'image/avif,image/webp,image/*;q=0.9,*/*;q=0.5' } })
      } catch (error) {
        if (error instanceof PrivateAddressError) throw Object.assign(error, { status: 403 })
        if (isUnknownHost(error)) throw new Error(`${url.host} is not a host this machine can reach (ENOTFOUND)`)
        throw error
      }
      if (!response.ok) throw httpError(response, url)
      return readCapped(response, url)
    })
  }
}
