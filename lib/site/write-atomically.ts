import { rename, rm, writeFile } from 'node:fs/promises'

/** Tells apart the temporaries of writes one process makes at once. */
let sequence = 0

/** Writes `file` through a temporary beside it and a rename, so readers see the old state or the whole new file. */
export async function writeAtomically(file: string, text: string | Uint8Array): Promise<void> {
  const temporary = `${file}.${process.pid}-${++sequence}.tmp`
  try {
    await writeFile(temporary, text)
    await rename(temporary, file)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}
