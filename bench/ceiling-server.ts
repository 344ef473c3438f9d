import { readFileSync } from 'node:fs';
import http from 'node:http';

/** One recorded answer of the real server: status, headers and the body's bytes as sent (compressed, if it was). */
export interface CeilingAnswer {
  status: number;
  headers: Record<string, string>;
  /** base64 */
  body: string;
}

/** Where the bench tells the ceiling which answer to give next; no endpoint of the app starts so. */
export const CEILING_SELECT_PATH = '/__ceiling/';

/** Headers that belong to the connection or to one moment, not to the answer: node:http writes its own. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * The ceiling: a bare node:http server in its own process that answers every request with one of the real
 * server's recorded answers, byte for byte (status, headers, the body as compressed for the same
 * Accept-Encoding), without looking at the request. What an endpoint reaches is reported as a fraction of
 * what this machine, at this moment, can answer at all with the same bytes. `POST /__ceiling/<n>` selects
 * the answer for the requests that follow.
 * Usage: node --import tsx ceiling-server.ts <port> <answers.json>
 */
function main() {
  const [port, answersFile] = process.argv.slice(2);
  const answers = (JSON.parse(readFileSync(answersFile!, 'utf8')) as CeilingAnswer[]).map((answer) => {
    const body = Buffer.from(answer.body, 'base64');
    const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !PER_CONNECTION.has(name)));
    return { status: answer.status, headers: { ...headers, 'content-length': body.length }, body };
  });
  let current = answers[0]!;
  const server = http.createServer((request, response) => {
    if (request.url?.startsWith(CEILING_SELECT_PATH)) {
      const selected = answers[Number(request.url.slice(CEILING_SELECT_PATH.length))];
      if (selected) current = selected;
      response.writeHead(selected ? 204 : 404).end();
      return;
    }
    response.writeHead(current.status, current.headers);
    response.end(current.body);
  });
  server.keepAliveTimeout = 72_000;
  server.listen(Number(port), '127.0.0.1', () => {
    const address = server.address();
    console.log(`ceiling listening on ${typeof address === 'object' && address ? address.port : port}`);
  });
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
}

if (process.argv[1]?.endsWith('ceiling-server.ts')) main();
