// autocannon ships no types; only the part of its programmatic API the bench uses.
declare module "autocannon" {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }
  interface Options {
    url: string;
    method?: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    body?: string;
    idReplacement?: boolean;
    /** Called with each connection's client; its 'headers' event carries the raw response headers. */
    setupClient?: (client: { on(event: "headers", listener: (info: { headers: string[]; statusCode: number }) => void): void }) => void;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  function autocannon(options: Options, callback: (err: Error | null, result: Result) => void): unknown;
  export type { Options, Result };
  export default autocannon;
}
