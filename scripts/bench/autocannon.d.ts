/** The part of autocannon 9's API the bench's load section uses (the package ships no types). */
declare module 'autocannon' {
  export interface RawRequest {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
  }
  export interface RequestStep extends RawRequest {
    setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest
  }
  export interface Histogram {
    average: number
    mean: number
    p50: number
    p90: number
    p99: number
    max: number
  }
  export interface Options extends RawRequest {
    url: string
    connections?: number
    duration?: number
    amount?: number
    timeout?: number
    requests?: RequestStep[]
  }
  export interface Result {
    latency: Histogram
    requests: Histogram & { total: number }
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    statusCodeStats?: Record<string, { count: number }>
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
