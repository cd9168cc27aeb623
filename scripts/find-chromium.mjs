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

/**
 * The colour emoji fonts fontconfig knows (families holding U+1F600 whose name says emoji); null
 * where there is no fontconfig to ask (macOS, whose Apple Color Emoji always ships).
 */
export function emojiFonts() {
  try {
    const listed = execFileSync('fc-list', [':charset=1f600', 'family'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    return listed
      .split('\n')
      .flatMap((line) => line.split(','))
      .map((family) => family.trim())
      .filter((family) => /emoji/i.test(family))
  } catch {
    return null
  }
}

/**
 * Makes sure pictures of pages show emoji as emoji, not as empty boxes: installs Debian's
 * fonts-noto-color-emoji when we are root on a Debian-like system, as ensureChromium installs
 * Chromium; otherwise stops, saying what to install.
 */
export function ensureEmojiFont() {
  const found = emojiFonts()
  if (found === null || found.length > 0) return
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('[screenshots] No colour emoji font: installing Debian\'s fonts-noto-color-emoji')
    execFileSync('apt-get', ['update'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'fonts-noto-color-emoji'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
    if ((emojiFonts() ?? []).length > 0) return
  }
  throw new Error(
    [
      'No colour emoji font: pictures of the site would show a box for every emoji. Install one, then run again:',
      '  Debian/Ubuntu: sudo apt-get install -y fonts-noto-color-emoji',
      '  Fedora:        sudo dnf install -y google-noto-color-emoji-fonts'
    ].join('\n')
  )
}
