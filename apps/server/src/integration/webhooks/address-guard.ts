import { promises as dns } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { WebhookAddressPolicy } from '../../config';

/**
 * The guard against server-side request forgery: a webhook goes to public addresses only, unless the server
 * allows loopback receivers (a trial on one's own machine) or every address (a closed network). A host's
 * addresses are checked when the webhook is saved and again when each delivery connects (connectingLookup),
 * because a name may resolve elsewhere by then (DNS rebinding).
 */

/** What a destination is: public, this machine, or any other address that is not the internet's. */
export type AddressClass = 'public' | 'loopback' | 'private';

/** All addresses a host name resolves to, as getaddrinfo gives them (so /etc/hosts counts, as it will when connecting). */
export type HostResolver = (hostname: string) => Promise<string[]>;

export const systemResolver: HostResolver = async (hostname) =>
  (await dns.lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * ipaddr.js names the special ranges (private, loopback, linkLocal incl. 169.254.169.254, uniqueLocal,
 * carrierGradeNat, multicast, unspecified, reserved, ...); only what it calls unicast is the public internet.
 * process() reads an IPv4-mapped IPv6 address (::ffff:10.0.0.1) as the IPv4 address it is.
 */
export function classifyAddress(address: string): { class: AddressClass; range: string } {
  if (!ipaddr.isValid(address)) return { class: 'private', range: 'invalid' };
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (range === 'loopback') return { class: 'loopback', range };
  if (range !== 'unicast') return { class: 'private', range };
  // ::a.b.c.d (IPv4-compatible, deprecated) is no special range to ipaddr.js; nothing public lives there.
  const ipv4Compatible =
    parsed.kind() === 'ipv6' &&
    parsed
      .toByteArray()
      .slice(0, 12)
      .every((byte) => byte === 0);
  return ipv4Compatible ? { class: 'private', range: 'ipv4Compatible' } : { class: 'public', range };
}

export function isAllowed(kind: AddressClass, policy: WebhookAddressPolicy): boolean {
  return kind === 'public' || policy === 'all' || (kind === 'loopback' && policy === 'loopback');
}

/** The host of a URL as an address or name: without the brackets of an IPv6 literal. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Why no address of `addresses` may be sent to, or null when all may. */
function refusedAddress(host: string, addresses: string[], policy: WebhookAddressPolicy): string | null {
  for (const address of addresses) {
    const { class: kind, range } = classifyAddress(address);
    if (!isAllowed(kind, policy)) {
      // A name's address is not told: it would map the server's internal names for whoever holds a key.
      const where = address === host ? address : `${host} resolves to an address that`;
      return `${where} is no public internet address (range ${range}); webhooks are sent to public addresses only, unless the server is configured to allow others`;
    }
  }
  return null;
}

/**
 * Why a webhook may not be sent to `url`, or null when it may: http(s) without user name or password; every
 * address its host resolves to allowed by the policy; https, unless all of them are loopback and loopback
 * is allowed. The answer reads after `body.url: `.
 */
export async function refusedDestination(
  url: string,
  policy: WebhookAddressPolicy,
  resolve: HostResolver = systemResolver,
): Promise<string | null> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return 'must be an http:// or https:// URL';
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return 'must be an http:// or https:// URL';
  if (target.username || target.password)
    return 'must not hold a user name or password: the signature tells the receiver who sent it';
  const host = hostOf(target);
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch (error) {
    return `its host ${host} could not be resolved (${(error as NodeJS.ErrnoException).code ?? 'no address'})`;
  }
  if (addresses.length === 0) return `its host ${host} could not be resolved (no address)`;
  const refused = refusedAddress(host, addresses, policy);
  if (refused) return refused;
  const loopbackOnly = addresses.every((address) => classifyAddress(address).class === 'loopback');
  if (target.protocol === 'http:' && !(loopbackOnly && isAllowed('loopback', policy))) {
    return 'must be an https:// URL (http:// only for a receiver on this machine, when the server allows that)';
  }
  return null;
}

/** The error a delivery fails with when its host resolves to an address that is not allowed. */
export class RefusedAddressError extends Error {
  readonly code = 'EADDRREFUSED';
}

/**
 * The `lookup` of a delivery's connection: resolves the host, refuses the connection when any of its addresses
 * is not allowed, and connects to the checked ones only. (An IP literal is not looked up by node; a delivery
 * checks that with refusedDestination before it connects.)
 */
export function connectingLookup(policy: WebhookAddressPolicy, resolve: HostResolver = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused =
          addresses.length === 0 ? `${hostname} has no address` : refusedAddress(hostname, addresses, policy);
        if (refused) return callback(new RefusedAddressError(refused), '', 0);
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
        const wanted = addresses
          .map((address) => ({ address, family: isIP(address) }))
          .filter((entry) => !family || entry.family === family);
        if (wanted.length === 0)
          return callback(
            Object.assign(new Error(`${hostname} has no IPv${family} address`), { code: 'ENOTFOUND' }),
            '',
            0,
          );
        if (options.all) return (callback as unknown as (error: null, addresses: typeof wanted) => void)(null, wanted);
        callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
}
