import { readFileSync } from 'node:fs';
import http from 'node:http';

/**
 * The ceiling: a bare node:http server answering one fixed JSON body, in its own process. What the app
 * reaches is reported as a fraction of what this machine, at this moment, can answer at all.
 * Usage: node --import tsx ceiling-server.ts <port> <body.json>
 */
const [port, bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile!);
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
});
server.keepAliveTimeout = 72_000;
server.listen(Number(port), '127.0.0.1', () => {
  const address = server.address();
  console.log(`ceiling listening on ${typeof address === 'object' && address ? address.port : port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
