// The container's health check (Dockerfile HEALTHCHECK, compose.yaml), run beside server.js: exits 0
// when /api/health answers 200, 1 otherwise. Node's own fetch: slim images have no curl or wget.
// Docker keeps what it prints, so `docker inspect` shows the last answers.

/** Below compose's and the Dockerfile's timeout (10 s), so this says why rather than being killed. */
const TIMEOUT_MS = 8000

const url = `http://127.0.0.1:${process.env.PORT || '3000'}/api/health`
try {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
  console.log(`${url}: ${response.status} ${await response.text()}`)
  process.exit(response.status === 200 ? 0 : 1)
} catch (error) {
  console.error(`${url}: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
