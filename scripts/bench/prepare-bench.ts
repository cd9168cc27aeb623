import { mkdirSync } from 'node:fs'
import { prepareSiteCopy } from './run-build'

export interface BenchFolders {
  /** The project measured: its sources are copied, its node_modules linked. */
  project: string
  /** Where the copy is built and served. */
  site: string
  /** Where the bench keeps what it writes (generated workspaces, Lighthouse reports). */
  bench: string
}

/**
 * Everything a bench run writes to, made before anything is written: a fresh clone has no
 * `.bench/`, and Lighthouse, told to write its report there, fails rather than make it.
 */
export function prepareBench(folders: BenchFolders): void {
  mkdirSync(folders.bench, { recursive: true })
  prepareSiteCopy(folders.project, folders.site)
}
