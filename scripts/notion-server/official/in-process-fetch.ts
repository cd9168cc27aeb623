import type { OfficialFetch } from '@/lib/notion/official/types'
import type { Workspace } from '../load-workspace'
import { answerOfficial, OFFICIAL_PREFIX, type OfficialOptions } from './answer-official'

/**
 * A fetch for @notionhq/client that answers the official API from a workspace in this process,
 * as the test server would over HTTP: for tests that cannot open sockets (a browser-like jest
 * environment) and need the official source's record maps all the same.
 */
export function createInProcessFetch(workspace: Workspace, options: OfficialOptions = {}): OfficialFetch {
  return async (url, init) => {
    const parsed = new URL(String(url))
    const headers: Record<string, string> = {}
    for (const [key, value] of Object.entries((init?.headers ?? {}) as Record<string, string>)) headers[key.toLowerCase()] = value
    const body = typeof init?.body === 'string' && init.body ? (JSON.parse(init.body) as Record<string, unknown>) : {}
    const path = parsed.pathname.startsWith(OFFICIAL_PREFIX) ? parsed.pathname.slice(OFFICIAL_PREFIX.length) : parsed.pathname
    const answer = answerOfficial(workspace, { method: init?.method ?? 'GET', path, query: parsed.searchParams, body, headers }, options)
    const text = JSON.stringify(answer.body)
    return { ok: answer.status < 300, status: answer.status, headers: { 'content-type': 'application/json' }, text: async () => text, json: async () => answer.body } as unknown as Awaited<ReturnType<OfficialFetch>>
  }
}
