/**
 * The site data a build keeps in its server output for the servers started from it (see
 * SiteLoaderOptions.seed): gzipped JSON, a tenth of its size (1.5 MB for 1,000 posts as plain JSON,
 * the whole output's margin), read once when a server starts.
 */
import { mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { gunzip, gzip } from 'node:zlib'
import type { LoadedSiteData } from './types'
import { writeAtomically } from './write-atomically'

const zip = promisify(gzip)
const unzip = promisify(gunzip)

export async function writeSeedSiteData(file: string, site: LoadedSiteData): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  await writeAtomically(file, await zip(JSON.stringify(site)))
}

/** The kept site data, or null when this build kept none (a build before this, a dev server). */
export async function readSeedSiteData(file: string): Promise<LoadedSiteData | null> {
  let bytes: Buffer
  try {
    bytes = await readFile(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  let site: LoadedSiteData
  try {
    site = JSON.parse((await unzip(bytes)).toString('utf8')) as LoadedSiteData
  } catch (error) {
    throw new Error(`${file} is not kept site data (gzipped JSON): ${(error as Error).message}`)
  }
  if (!Array.isArray(site?.allPages) || !Array.isArray(site.posts)) throw new Error(`${file} is not site data`)
  return site
}
