// This machine's npm registry mirror serves only the platform builds it can run, so `npm install`
// leaves the other platforms' optional packages (next's SWC, Tailwind's oxide, the import resolver)
// out of package-lock.json, and `npm ci` then refuses the lock as out of sync. This adds those
// entries back with their os/cpu/libc, so npm skips them on a platform that does not match them
// (and fetches them where it does). Run after `npm install` changes the lock: node scripts/fill-lock-platforms.mjs
import { readFileSync, writeFileSync } from 'node:fs'

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openharmony', 'sunos', 'openbsd', 'netbsd', 'aix']
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 's390x', 'riscv64', 'wasm32', 'mips64el']

function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const os = parts.find((part) => OS.includes(part))
  const cpu = parts.find((part) => CPU.includes(part)) ?? (parts.includes('gnueabihf') || parts.includes('eabi') ? 'arm' : undefined)
  const libc = parts.find((part) => part.startsWith('musl')) ? 'musl' : parts.find((part) => part.startsWith('gnu')) ? 'glibc' : undefined
  return { os, cpu, libc }
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'))
const packages = lock.packages
const added = []
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`
    if (packages[key]) continue
    const { os, cpu, libc } = platformOf(name)
    if (!os && !cpu) continue // not a platform build: leave it to npm
    packages[key] = {
      version: spec.replace(/^[\^~=]/, ''),
      ...(entry.dev && { dev: true }),
      optional: true,
      ...(os && { os: [os] }),
      ...(cpu && { cpu: [cpu] }),
      ...(libc && { libc: [libc] }),
      license: 'MIT'
    }
    added.push(`${name}@${packages[key].version} (needed by ${path || 'the project'})`)
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))))
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`)
console.log(added.length ? `added ${added.length} platform entries:\n  ${added.join('\n  ')}` : 'lock already lists every platform build')
