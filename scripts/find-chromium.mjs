// Finds the system Chromium that Playwright drives (browsers cannot be downloaded here).
import { existsSync } from 'node:fs'
import { execFileSync } from 'node:child_process'

/** Where Debian and other distributions put Chromium; CHROMIUM_PATH wins when set. */
export const CHROMIUM_CANDIDATES = [
  '/usr/lib/chromium/chromium', // Debian's binary, without the wrapper script's extra flags
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/snap/bin/chromium'
]

export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null
  return CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate)) ?? null
}

/** Installs Debian's chromium when we are root on a Debian-like system; otherwise says what to do. */
export function ensureChromium() {
  const found = findChromium()
  if (found) return found
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = existsSync('/usr/bin/apt-get')
  if (isRoot && hasApt) {
    console.log('[test] No Chromium found: installing Debian\'s chromium (apt-get install -y chromium fonts-noto-color-emoji)')
    execFileSync('apt-get', ['update'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-noto-color-emoji'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    })
    const installed = findChromium()
    if (installed) return installed
  }
  throw new Error(
    [
      'No Chromium found for the browser tests. Install it, then run the tests again:',
      '  Debian/Ubuntu: sudo apt-get install -y chromium fonts-noto-color-emoji',
      '  Fedora:        sudo dnf install -y chromium',
      '  macOS:         brew install --cask chromium',
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.'
    ].join('\n')
  )
}
