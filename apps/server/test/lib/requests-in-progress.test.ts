import { createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestsInProgress } from '../../src/lib/requests-in-progress';

describe('RequestsInProgress', () => {
  const held: ServerResponse[] = [];
  const server = createServer((_request, response) => held.push(response));
  const requests = new RequestsInProgress();
  requests.watch(server);

  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  it('counts a request from its arrival until its answer is sent or its client goes away', async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const send = () => {
      const outgoing = request({ port, host: '127.0.0.1', path: '/' });
      outgoing.on('error', () => {});
      outgoing.end();
      return outgoing;
    };

    expect(requests.atMostOne()).toBe(true);
    send();
    await until(() => held.length === 1);
    expect([requests.size, requests.atMostOne()]).toEqual([1, true]);

    const abandoned = send();
    await until(() => held.length === 2);
    expect([requests.size, requests.atMostOne()]).toEqual([2, false]);

    held[0]!.end('done');
    await until(() => requests.size === 1);
    abandoned.destroy();
    await until(() => requests.size === 0);
    expect(requests.atMostOne()).toBe(true);
  });
});
