const { PHASE_PRODUCTION_BUILD } = require('next/constants')

/**
 * One id per `next build`, inherited by every build worker process: the site data is fetched once
 * and shared through `.next/cache/quire/site-<id>.json` instead of once per worker.
 */
function ensureBuildId(phase) {
  if (phase === PHASE_PRODUCTION_BUILD && !process.env.QUIRE_BUILD_ID) {
    process.env.QUIRE_BUILD_ID = `${Date.now().toString(36)}-${process.pid}`
  }
}

/** @type {(phase: string) => import('next').NextConfig} */
module.exports = (phase) => {
  ensureBuildId(phase)
  return {
    // The test command builds a second copy with optional features switched on (scripts/test.mjs).
    distDir: process.env.QUIRE_DIST_DIR || '.next',
    reactStrictMode: true,
    poweredByHeader: false,
    images: { unoptimized: true },
    // The demo snapshot is read from disk at request time (ISR); make sure tracing keeps it.
    outputFileTracingIncludes: { '/**': ['./scripts/demo/snapshot/**'] }
  }
}
