import { measureLoadedJs } from './scripts/bench/measure-loaded-js'
const theme = process.argv[2]
const pages = ['/', '/article/measuring-page-weight'].map((p) => `${p}?theme=${theme}`)
measureLoadedJs('http://127.0.0.1:3132', pages).then((rows) => {
  for (const row of rows) console.log(JSON.stringify({ ...row, kB: (row.gzipBytes / 1024).toFixed(1) }))
})
