import type { ExpiringRecordMap, ExtendedRecordMap } from './types'

/** Whether a record map holds signed file URLs that have expired by `now` (ms): it must be fetched again. */
export function hasExpiredFiles(recordMap: ExtendedRecordMap, now: number): boolean {
  const expiresAt = (recordMap as ExpiringRecordMap).filesExpireAt
  return typeof expiresAt === 'number' && expiresAt <= now
}
