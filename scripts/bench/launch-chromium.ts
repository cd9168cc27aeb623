import { type Browser, chromium } from '@playwright/test'
import { findChromium } from '../find-chromium.mjs'

/** The system Chromium (find-chromium.mjs), headless, as the bench's page measurements drive it. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = findChromium() as string | undefined
  return chromium.launch({ ...(executablePath && { executablePath }), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
}
