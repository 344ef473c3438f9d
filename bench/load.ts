import http from 'node:http';
import autocannon, { type AutocannonRequest } from 'autocannon';
import { round } from './memory';

/** One request of a scenario: built anew for every request, so each can carry another token, target or key. */
export interface BenchRequest {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

/** How long a run lasts: a time (the bench) or a number of requests (the smoke test, whatever the machine's speed). */
export type RunLength = { seconds: number } | { amount: number };

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Bytes on the wire per answer, headers included (autocannon's count; absent for one client). */
  bytesPerAnswer?: number;
}

const toWire = (request: BenchRequest): AutocannonRequest => ({
  method: request.method,
  path: request.path,
  headers: request.body === undefined ? request.headers : { ...request.headers, 'content-type': 'application/json' },
  ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
});

/**
 * Many clients at once (autocannon): throughput, and latency percentiles at autocannon's resolution of
 * whole milliseconds. Errors are connection errors and timeouts; non2xx counts refused answers (a 304 is
 * counted there too, so a scenario that expects 304 says so with expectStatus).
 */
export async function runConcurrent(
  baseUrl: string,
  next: () => BenchRequest,
  options: {
    connections: number;
    expectStatus?: number;
    /** Each answer's status with the request it answered (a connection has one request in flight at a time). */
    onAnswer?: (request: BenchRequest, status: number) => void;
    /** At most this many requests per second from each connection; without it, each asks again at once. */
    connectionRate?: number;
  } & RunLength,
): Promise<LoadResult> {
  const { onAnswer } = options;
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    ...('amount' in options ? { amount: options.amount } : { duration: options.seconds }),
    timeout: 30,
    ...(options.connectionRate ? { connectionRate: options.connectionRate } : {}),
    requests: [
      {
        setupRequest: (_request, context) => {
          const request = next();
          if (onAnswer) context.request = request;
          return toWire(request);
        },
        ...(onAnswer
          ? { onResponse: (status, _body, context) => onAnswer(context.request as BenchRequest, status) }
          : {}),
      },
    ],
  });
  const expected = options.expectStatus;
  const unexpected =
    expected === undefined
      ? result.non2xx
      : Object.entries(result.statusCodeStats).reduce(
          (sum, [code, stat]) => (Number(code) === expected ? sum : sum + stat.count),
          0,
        );
  const answered = Object.values(result.statusCodeStats).reduce((sum, stat) => sum + stat.count, 0);
  return {
    requests: answered,
    requestsPerSecond: round(answered / result.duration, 0),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: unexpected,
    bytesPerAnswer: answered ? round(result.throughput.total / answered, 0) : 0,
  };
}

/** An answer as it came over the wire: not decompressed, so a ceiling can send the very same bytes. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One request, its answer kept whole (fetch would decompress the body and drop the encoding). */
export function fetchRaw(baseUrl: string, request: BenchRequest): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  const wire = toWire(request);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method: wire.method, path: wire.path, headers: wire.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
          }
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(wire.body);
  });
}

function send(agent: http.Agent, baseUrl: URL, request: BenchRequest): Promise<number> {
  const wire = toWire(request);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: baseUrl.hostname,
        port: baseUrl.port,
        method: wire.method,
        path: wire.path,
        headers: wire.headers,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(wire.body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * One client at a time over one kept-alive connection, timed with performance.now(): the one-client
 * targets are a few milliseconds, below what autocannon's whole-millisecond histogram can tell apart.
 */
export async function runSequential(
  baseUrl: string,
  next: () => BenchRequest,
  options: RunLength,
): Promise<LoadResult> {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const started = performance.now();
  const done =
    'amount' in options
      ? () => latencies.length + errors >= options.amount
      : () => performance.now() >= started + options.seconds * 1000;
  try {
    while (!done()) {
      const request = next();
      const sent = performance.now();
      try {
        const status = await send(agent, url, request);
        latencies.push(performance.now() - sent);
        if (status < 200 || status > 299) non2xx += 1;
      } catch {
        errors += 1;
      }
    }
  } finally {
    agent.destroy();
  }
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    requestsPerSecond: round(latencies.length / elapsed, 0),
    p50Ms: round(percentile(latencies, 50), 2),
    p99Ms: round(percentile(latencies, 99), 2),
    errors,
    non2xx,
  };
}
