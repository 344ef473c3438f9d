import type { Server } from 'node:http';

/**
 * How many HTTP requests the process is serving: from the moment a request arrives until its response is
 * finished or its connection closed ('close' comes either way, so the count cannot drift).
 */
export class RequestsInProgress {
  private count = 0;

  get size() {
    return this.count;
  }

  /** At most one request in progress: the one asking, if any. */
  readonly atMostOne = () => this.count <= 1;

  watch(server: Server) {
    server.on('request', (_request, response) => {
      this.count++;
      response.once('close', () => this.count--);
    });
  }
}
