import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** http_ece (web-push's own encryption) decrypts what web-push encrypted, as a browser would. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt: (body: Buffer, params: { version: string; privateKey: ECDH; authSecret: Buffer }) => Buffer;
};

/** A push service on this machine: takes web-push's POST, decrypts it with the phone's keys, answers `status`. */
export class LocalPushReceiver {
  readonly received: Array<{ path: string; text: string; ttl: string | undefined; authorization: string }> = [];
  private readonly phones = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  readonly statusOf = new Map<string, number>();
  private server!: https.Server;
  private dir = '';
  cert = '';
  port = 0;

  async start() {
    // A certificate for 127.0.0.1 of its own, which the worker is told to trust (web-push speaks https only).
    this.dir = mkdtempSync(join(tmpdir(), 'push-receiver-'));
    const key = join(this.dir, 'key.pem');
    const cert = join(this.dir, 'cert.pem');
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert,
    ], { stdio: 'ignore' }); // prettier-ignore
    this.cert = readFileSync(cert, 'utf8');
    this.server = https.createServer({ key: readFileSync(key), cert: this.cert }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        const phone = this.phones.get(path);
        const status = this.statusOf.get(path) ?? 201;
        if (phone && status < 300) {
          const plain = ece.decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: phone.ecdh,
            authSecret: phone.auth,
          });
          this.received.push({
            path,
            text: plain.toString('utf8'),
            ttl: request.headers.ttl as string | undefined,
            authorization: String(request.headers.authorization ?? ''),
          });
        }
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop() {
    await new Promise((resolve) => this.server.close(resolve));
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** A phone's subscription: a P-256 key pair and a 16-byte auth secret, as a browser makes them. */
  phone(path: string) {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.phones.set(path, { ecdh, auth });
    return {
      endpoint: `https://127.0.0.1:${this.port}${path}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    };
  }
}
