import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classifyAddress,
  isAllowed,
  refusedDestination,
  type HostResolver,
} from '../../src/integration/webhooks/address-guard';
import { DEFAULT_RETRY_POLICY, retryDelayMs } from '../../src/integration/webhooks/retry-policy';
import { sendDelivery, type SendOptions } from '../../src/integration/webhooks/sender';
import { newMessageId, newWebhookSecret, signDelivery } from '../../src/integration/webhooks/signing';
import { startReceiver, type Receiver } from './webhooks-receiver';

/** A resolver from a table: what DNS would answer, without DNS. Unknown names fail as getaddrinfo does. */
const resolverOf =
  (table: Record<string, string[]>): HostResolver =>
  async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses;
  };

describe('classifying an address', () => {
  it.each([
    ['93.184.216.34', 'public'],
    ['8.8.8.8', 'public'],
    ['2606:2800:220:1:248:1893:25c7:1946', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['169.254.169.254', 'private'],
    ['100.64.0.1', 'private'],
    ['0.0.0.0', 'private'],
    ['224.0.0.251', 'private'],
    ['255.255.255.255', 'private'],
    ['fe80::1', 'private'],
    ['fc00::1', 'private'],
    ['fd00:ec2::254', 'private'],
    ['::', 'private'],
    ['ff02::1', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'private'],
    ['::7f00:1', 'private'],
    ['64:ff9b::a00:1', 'private'],
    ['not an address', 'private'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address).class).toBe(kind);
  });

  it('allows public addresses always, loopback with loopback or all, the rest with all only', () => {
    expect([isAllowed('public', 'none'), isAllowed('loopback', 'none'), isAllowed('private', 'none')]).toEqual([
      true,
      false,
      false,
    ]);
    expect([
      isAllowed('public', 'loopback'),
      isAllowed('loopback', 'loopback'),
      isAllowed('private', 'loopback'),
    ]).toEqual([true, true, false]);
    expect([isAllowed('public', 'all'), isAllowed('loopback', 'all'), isAllowed('private', 'all')]).toEqual([
      true,
      true,
      true,
    ]);
  });
});

describe('checking a destination by the addresses its host resolves to', () => {
  const resolve = resolverOf({
    'office.example': ['93.184.216.34', '2606:2800:220:1:248:1893:25c7:1946'],
    'split.example': ['93.184.216.34', '10.1.2.3'],
    'metadata.example': ['169.254.169.254'],
    'local.example': ['127.0.0.1', '::1'],
  });

  it('takes https to a public host', async () => {
    expect(await refusedDestination('https://office.example/hook', 'none', resolve)).toBeNull();
  });

  it('refuses a host with any non-public address among its addresses, and names it', async () => {
    expect(await refusedDestination('https://split.example/hook', 'none', resolve)).toMatch(
      /^split\.example resolves to an address that is no public internet address \(range private\)/,
    );
    expect(await refusedDestination('https://metadata.example/', 'loopback', resolve)).toMatch(
      /^metadata\.example resolves to an address that is no public internet address \(range linkLocal\)/,
    );
    expect(await refusedDestination('https://metadata.example/', 'all', resolve)).toBeNull();
  });

  it('takes http only to a loopback host when loopback is allowed', async () => {
    expect(await refusedDestination('http://office.example/hook', 'all', resolve)).toMatch(
      /^must be an https:\/\/ URL/,
    );
    expect(await refusedDestination('http://local.example:8080/hook', 'loopback', resolve)).toBeNull();
    expect(await refusedDestination('http://local.example:8080/hook', 'none', resolve)).toMatch(/range loopback/);
  });

  it('refuses a host that does not resolve', async () => {
    expect(await refusedDestination('https://nowhere.example/', 'all', resolve)).toBe(
      'its host nowhere.example could not be resolved (ENOTFOUND)',
    );
  });
});

describe('sending one delivery', () => {
  let receiver: Receiver;
  const stopping = new AbortController().signal;
  const delivery = () => ({
    url: '',
    secret: newWebhookSecret(),
    messageId: newMessageId(),
    body: JSON.stringify({ type: 'registration.created', data: { n: 1 } }),
  });
  const options = (resolve: HostResolver): SendOptions => ({ policy: 'loopback', resolve, timeoutMs: 2_000, stopping });

  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  it('connects to the address the guard checked: a name only our resolver knows reaches the receiver', async () => {
    const outcome = await sendDelivery(
      { ...delivery(), url: `http://receiver.test:${receiver.port}/hook` },
      options(resolverOf({ 'receiver.test': ['127.0.0.1'] })),
    );
    expect(outcome).toEqual({ kind: 'accepted', statusCode: 200 });
    expect(receiver.received).toHaveLength(1);
  });

  it('refuses the connection when the name resolves elsewhere by the time it connects (DNS rebinding)', async () => {
    receiver.reset();
    // First answer (the check before sending): loopback, allowed. Second (when connecting): a private address.
    const answers = [['127.0.0.1'], ['10.0.0.1']];
    const rebinding: HostResolver = async () => answers.shift() ?? ['10.0.0.1'];
    const outcome = await sendDelivery(
      { ...delivery(), url: `http://rebind.test:${receiver.port}/hook` },
      options(rebinding),
    );
    expect(outcome).toEqual({
      kind: 'refused',
      statusCode: null,
      error: expect.stringMatching(
        /^rebind\.test resolves to an address that is no public internet address \(range private\)/,
      ),
    });
    expect(answers).toEqual([]);
    expect(receiver.received).toEqual([]);
  });

  it('sends nothing once the server is stopping', async () => {
    receiver.reset();
    const stopped = AbortSignal.abort();
    const outcome = await sendDelivery(
      { ...delivery(), url: receiver.url },
      { ...options(resolverOf({})), stopping: stopped },
    );
    expect(outcome).toEqual({ kind: 'aborted' });
    expect(receiver.received).toEqual([]);
  });
});

describe('Standard Webhooks signing', () => {
  it('makes secrets of 32 random bytes and signatures the standardwebhooks library makes too', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(newWebhookSecret()).not.toBe(secret);
    const id = newMessageId();
    const timestamp = 1_764_000_000;
    const body = '{"type":"registration.deleted","data":{"registrationId":7}}';
    expect(signDelivery(secret, id, timestamp, body)).toBe(
      new Webhook(secret).sign(id, new Date(timestamp * 1000), body),
    );
    expect(signDelivery(secret, id, timestamp + 1, body)).not.toBe(signDelivery(secret, id, timestamp, body));
  });
});

describe('the retry delays', () => {
  it('start at 2.5 to 5 s, double, stay within an hour, and give some 30 tries in the day before giving up', () => {
    expect(retryDelayMs(1, DEFAULT_RETRY_POLICY, () => 0)).toBe(2_500);
    expect(retryDelayMs(1, DEFAULT_RETRY_POLICY, () => 1)).toBe(5_000);
    expect(retryDelayMs(2, DEFAULT_RETRY_POLICY, () => 1)).toBe(10_000);
    expect(retryDelayMs(40, DEFAULT_RETRY_POLICY, () => 1)).toBe(3_600_000);
    expect(retryDelayMs(40, DEFAULT_RETRY_POLICY, () => 0)).toBe(1_800_000);
    let elapsed = 0;
    let attempts = 0;
    while (elapsed <= DEFAULT_RETRY_POLICY.giveUpAfterMs)
      elapsed += retryDelayMs(++attempts, DEFAULT_RETRY_POLICY, () => 0.5);
    expect(attempts).toBeGreaterThan(25);
    expect(attempts).toBeLessThan(45);
  });
});
