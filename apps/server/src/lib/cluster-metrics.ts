import cluster, { type Worker } from 'node:cluster';
import type { AggregatorRegistry, PrometheusContentType } from 'prom-client';

/**
 * With several server processes (server-processes.ts) a scrape reaches whichever process the primary hands
 * the connection to, so that one asks the primary, and the primary asks every process for its figures
 * (prom-client's AggregatorRegistry) and answers with their sum. Without the primary in between, each scrape
 * would see one process's counters, and the counts would jump about between scrapes.
 *
 * prom-client is imported by the primary only on the first request: a server without /metrics never loads it there.
 */

const REQUEST = 'bouwwerk:metrics-request';
const ANSWER = 'bouwwerk:metrics-answer';
/** More than prom-client's own 5 s wait for the processes, so its error is the one reported. */
const ANSWER_TIMEOUT_MS = 8000;

interface MetricsRequest {
  type: typeof REQUEST;
  id: number;
}

interface MetricsAnswer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

const isRequest = (message: unknown): message is MetricsRequest =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === REQUEST;

const isAnswer = (message: unknown): message is MetricsAnswer =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === ANSWER;

let aggregator: Promise<AggregatorRegistry<PrometheusContentType>> | undefined;

/** The primary: answers a process's request for the figures of all processes. Call once, before forking. */
export function answerMetricsRequests(): void {
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isRequest(message)) return;
    aggregator ??= import('prom-client').then(({ AggregatorRegistry }) => new AggregatorRegistry());
    void aggregator
      .then((registry) => registry.clusterMetrics())
      .then(
        (text) => ({ type: ANSWER, id: message.id, text }),
        (error: unknown) => ({ type: ANSWER, id: message.id, error: String(error) }),
      )
      .then((answer) => worker.isConnected() && worker.send(answer));
  });
}

let nextId = 0;
const waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
let listening = false;

function hearAnswers() {
  listening = true;
  process.on('message', (message: unknown) => {
    if (!isAnswer(message)) return;
    const request = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.text !== undefined) request?.resolve(message.text);
    else request?.reject(new Error(`the primary could not gather the metrics: ${message.error}`));
  });
}

/**
 * A forked server process: the figures of all processes, from the primary. This process's own go to the
 * primary through prom-client's listener (AggregatorRegistry.setRegistries in plugins/metrics.ts).
 */
export function metricsOfAllProcesses(): Promise<string> {
  if (!listening) hearAnswers();
  return new Promise<string>((resolve, reject) => {
    const id = nextId++;
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error(`the primary did not answer for the metrics within ${ANSWER_TIMEOUT_MS} ms`));
    }, ANSWER_TIMEOUT_MS);
    waiting.set(id, {
      resolve: (text) => (clearTimeout(timer), resolve(text)),
      reject: (error) => (clearTimeout(timer), reject(error)),
    });
    process.send!({ type: REQUEST, id } satisfies MetricsRequest);
  });
}
