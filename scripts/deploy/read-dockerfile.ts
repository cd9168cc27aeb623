/**
 * What the Dockerfile's runtime stage is made of, read from the Dockerfile itself, so that its
 * rehearsal without Docker (rehearse.ts) runs the same steps: the script that builds and assembles
 * the runtime folder, the variables the runtime stage sets, the command it starts, and its health
 * check. A Dockerfile that strays from that shape is an error saying what is missing.
 */

/** The one list of the runtime stage's files: the Dockerfile's build stage must run it. */
export const BUILD_SCRIPT = 'scripts/deploy/build-standalone.sh'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

export interface RuntimeRecipe {
  /** The folder the build stage assembles (the argument of BUILD_SCRIPT), copied whole into the runtime stage. */
  deployDir: string
  /** The runtime stage's ENV, in order. */
  env: Record<string, string>
  /** The runtime stage's CMD (exec form). */
  command: string[]
  /** The runtime stage's HEALTHCHECK command (exec form). */
  healthcheck: string[]
  /** The runtime stage's USER. */
  user: string
  /** The runtime stage's EXPOSE. */
  port: number
}

interface Instruction {
  keyword: string
  args: string
  line: number
}

interface Stage {
  name: string
  instructions: Instruction[]
}

/** Instructions with their continuation lines joined and comments dropped, grouped by stage. */
function parseStages(text: string): Stage[] {
  const stages: Stage[] = []
  let pending = ''
  let startLine = 0
  const lines = text.split('\n')
  lines.forEach((raw, index) => {
    const line = raw.trim()
    if (line.startsWith('#') || (line === '' && !pending)) return
    if (!pending) startLine = index + 1
    const continued = line.endsWith('\\')
    pending += `${continued ? line.slice(0, -1).trim() : line} `
    if (continued) return
    const [keyword = '', ...rest] = pending.trim().split(/\s+/)
    const instruction = { keyword: keyword.toUpperCase(), args: rest.join(' '), line: startLine }
    pending = ''
    if (instruction.keyword === 'FROM') {
      const named = /\sAS\s+(\S+)$/i.exec(instruction.args)
      stages.push({ name: named?.[1] ?? String(stages.length), instructions: [] })
      return
    }
    if (instruction.keyword === 'ARG' && stages.length === 0) return
    const stage = stages[stages.length - 1]
    if (!stage) throw new Error(`Dockerfile line ${instruction.line}: ${instruction.keyword} before any FROM`)
    stage.instructions.push(instruction)
  })
  return stages
}

function execForm(instruction: Instruction, what: string): string[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(instruction.args)
  } catch {
    parsed = null
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((part) => typeof part === 'string')) {
    throw new Error(`Dockerfile line ${instruction.line}: ${what} must be in exec form (["node", "..."]), got ${instruction.args}`)
  }
  return parsed as string[]
}

/** `KEY=value` pairs of an ENV instruction; quoting is not supported, so a value is one word. */
function envPairs(instruction: Instruction): Array<[string, string]> {
  return instruction.args.split(/\s+/).map((pair) => {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=([^"'\s]*)$/.exec(pair)
    if (!match) throw new Error(`Dockerfile line ${instruction.line}: ENV takes KEY=value pairs without quotes, got "${pair}"`)
    return [match[1] as string, match[2] as string]
  })
}

function only(stage: Stage, keyword: string): Instruction {
  const found = stage.instructions.filter((instruction) => instruction.keyword === keyword)
  if (found.length !== 1) throw new Error(`the Dockerfile's runtime stage (${stage.name}) must have one ${keyword}, it has ${found.length}`)
  return found[0] as Instruction
}

/** The runtime stage (the last one) and what it takes from the stage that runs BUILD_SCRIPT. */
export function readRuntimeRecipe(dockerfile: string): RuntimeRecipe {
  const stages = parseStages(dockerfile)
  const runtime = stages[stages.length - 1]
  if (!runtime || stages.length < 2) throw new Error(`the Dockerfile must build in one stage and run in a last one; it has ${stages.length} stage(s)`)

  const copy = runtime.instructions.find((instruction) => instruction.keyword === 'COPY' && /--from=/.test(instruction.args))
  const copied = copy && /--from=(\S+)(?:\s+--chown=\S+)?\s+(\S+)\s+(\S+)$/.exec(copy.args)
  if (!copied) throw new Error(`the Dockerfile's runtime stage (${runtime.name}) must COPY --from=<build stage> <assembled folder> ./`)
  const [, fromStage, deployDir = '', destination] = copied
  const build = stages.find((stage) => stage.name === fromStage)
  if (!build) throw new Error(`the Dockerfile's runtime stage copies from a stage "${fromStage}" it does not have`)
  const runsScript = build.instructions.some(
    (instruction) => instruction.keyword === 'RUN' && new RegExp(`(^|\\s)sh ${escapeRegExp(BUILD_SCRIPT)} ${escapeRegExp(deployDir)}$`).test(instruction.args)
  )
  if (!runsScript) {
    throw new Error(`the Dockerfile's ${build.name} stage must RUN sh ${BUILD_SCRIPT} ${deployDir} (the folder its runtime stage copies), as the rehearsal does`)
  }
  if (destination !== './' && destination !== '.') throw new Error(`the runtime stage must copy ${deployDir} whole into its WORKDIR (./), not to ${destination}`)

  const user = only(runtime, 'USER').args
  if (user === 'root' || user === '0' || user.startsWith('0:')) throw new Error(`the runtime stage must not run as root (USER ${user})`)
  const env = Object.fromEntries(runtime.instructions.filter((instruction) => instruction.keyword === 'ENV').flatMap(envPairs))
  const port = Number(only(runtime, 'EXPOSE').args)
  if (String(port) !== env.PORT) throw new Error(`the runtime stage must EXPOSE the PORT it sets (EXPOSE ${port}, PORT ${env.PORT ?? 'unset'})`)

  const check = only(runtime, 'HEALTHCHECK')
  const checkCommand = /\bCMD\s+(\[.*\])$/.exec(check.args)
  if (!checkCommand) throw new Error(`Dockerfile line ${check.line}: HEALTHCHECK must end with CMD [...]`)
  return {
    deployDir,
    env,
    command: execForm(only(runtime, 'CMD'), 'CMD'),
    healthcheck: execForm({ ...check, args: checkCommand[1] as string }, 'HEALTHCHECK CMD'),
    user,
    port
  }
}
