import { hasExpiredFiles } from '@/lib/notion/has-expired-files'
import type { ExpiringRecordMap } from '@/lib/notion/types'

const map = (filesExpireAt?: number): ExpiringRecordMap => ({
  block: {},
  collection: {},
  collection_view: {},
  notion_user: {},
  collection_query: {},
  signed_urls: {},
  ...(filesExpireAt !== undefined && { filesExpireAt })
})

test('expired from the very ms its files stop working; never, for a record map without signed files', () => {
  expect(hasExpiredFiles(map(1000), 999)).toBe(false)
  expect(hasExpiredFiles(map(1000), 1000)).toBe(true)
  expect(hasExpiredFiles(map(), Number.MAX_SAFE_INTEGER)).toBe(false)
})
