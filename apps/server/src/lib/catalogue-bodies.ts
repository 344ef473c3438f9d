import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export type BodyEncoding = 'br' | 'gzip' | 'identity';

interface EncodedBodies {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The encoding a client asked for (Accept-Encoding, with its q-values), or none. */
export function preferredEncoding(acceptEncoding: string | undefined): BodyEncoding {
  return (acceptEncoding && negotiate(acceptEncoding, ['br', 'gzip', 'identity'])) || 'identity';
}

/**
 * Serialized catalogues, plain and compressed, per version (company and stamp).
 *
 * A company's catalogue is some 10,000 lines, 1 MB of JSON, and changes only when the office sends a new one;
 * building and serializing it took 200 ms of the server's one thread per request. Each version is now built
 * once and sent as stored; brotli brings the megabyte a phone downloads to about 60 KB. The version is in the
 * key, so a new stamp (on any server instance) is a miss and an old body is never served.
 */
export class CatalogueBodies {
  private readonly bodies: LRUCache<string, EncodedBodies>;
  /** A version being built: concurrent first requests wait for the same build instead of each building it. */
  private readonly building = new Map<string, Promise<EncodedBodies>>();

  constructor(maxCompanies = 50) {
    this.bodies = new LRUCache({ max: maxCompanies });
  }

  async get(version: string, encoding: BodyEncoding, build: () => Promise<unknown>): Promise<Buffer> {
    const bodies = this.bodies.get(version) ?? (await this.built(version, build));
    return bodies[encoding];
  }

  private built(version: string, build: () => Promise<unknown>): Promise<EncodedBodies> {
    let pending = this.building.get(version);
    if (!pending) {
      pending = (async () => {
        const identity = Buffer.from(JSON.stringify(await build()));
        const [br, gz] = await Promise.all([
          brotli(identity, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
          }),
          gzipped(identity),
        ]);
        const bodies = { identity, br, gzip: gz };
        this.bodies.set(version, bodies);
        return bodies;
      })().finally(() => this.building.delete(version));
      this.building.set(version, pending);
    }
    return pending;
  }
}
