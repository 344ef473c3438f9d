import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST the receiver got: its headers (lower-case names) and body as sent. */
export interface ReceivedDelivery {
  headers: Record<string, string>;
  body: string;
}

/** How the receiver answers one request: a status (with headers), or never (to test the timeout). */
export type ReceiverAnswer = number | { status: number; headers: Record<string, string> } | 'hang';

/**
 * A webhook receiver on 127.0.0.1 (port 0: any free one) that records what it gets. It answers 200 unless
 * answers were queued with `answerNext`, which it uses one per request, in order.
 */
export async function startReceiver() {
  const received: ReceivedDelivery[] = [];
  const queued: ReceiverAnswer[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      received.push({ headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = queued.shift() ?? 200;
      if (answer === 'hang') {
        hanging.add(response);
        return;
      }
      const { status, headers: answerHeaders } = typeof answer === 'number' ? { status: answer, headers: {} } : answer;
      response.writeHead(status, answerHeaders).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}/bouwwerk/webhook`,
    received,
    answerNext: (...answers: ReceiverAnswer[]) => queued.push(...answers),
    /** Forgets what was received (and queued), for the next test. */
    reset: () => {
      received.length = 0;
      queued.length = 0;
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
