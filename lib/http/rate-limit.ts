import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'

export interface RateLimitOptions {
  /** Requests a client may make at once before it has to wait (the bucket's size). */
  burst: number
  /** Requests a second a client gets back after its burst. */
  perSecond: number
  /** Clients tracked at most: the oldest are forgotten first (a bound on memory under many addresses). */
  maxClients?: number
  now?: () => number
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * A token bucket per client: `burst` requests at once, then `perSecond`. A refused request is told
 * when its next token comes (Retry-After), and does not take one.
 */
export function createRateLimit(options: RateLimitOptions) {
  const now = options.now ?? Date.now
  const maxClients = options.maxClients ?? 10_000
  const buckets = new Map<string, { tokens: number; at: number }>()

  return {
    take(client: string): RateLimitVerdict {
      const at = now()
      const known = buckets.get(client)
      const refilled = known ? Math.min(options.burst, known.tokens + ((at - known.at) / 1000) * options.perSecond) : options.burst
      buckets.delete(client)
      while (buckets.size >= maxClients) buckets.delete(buckets.keys().next().value as string)
      if (refilled >= 1) {
        buckets.set(client, { tokens: refilled - 1, at })
        return { allowed: true }
      }
      buckets.set(client, { tokens: refilled, at })
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - refilled) / options.perSecond)) }
    }
  }
}

/** Addresses a reverse proxy in front of the site connects from: its X-Forwarded-For is believed. */
function isProxyAddress(address: string): boolean {
  const plain = address.replace(/^::ffff:/, '')
  return plain === '127.0.0.1' || plain === '::1' || /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(plain) || /^f[cd][0-9a-f]{2}:/i.test(plain)
}

/**
 * Who a request counts against: the connecting address, or, when that is a proxy on the loopback or a
 * private network (the container's reverse proxy), the last address that proxy appended to X-Forwarded-For.
 * The last one: a client can put anything in front of it.
 */
export function clientKeyOf(req: Pick<IncomingMessage, 'headers' | 'socket'>): string {
  const peer = req.socket?.remoteAddress ?? ''
  if (peer && !isProxyAddress(peer)) return peer
  const header = req.headers?.['x-forwarded-for']
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((part) => part.trim()).filter((part) => isIP(part) !== 0)
  return forwarded.at(-1) ?? (peer || 'unknown')
}
