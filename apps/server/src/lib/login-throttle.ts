import type { LoginRateLimit } from '../config';
import { tooManyRequests } from './http-errors';
import { counts, type SignInLimit } from './metrics';
import type { Repositories } from '../repositories';
import { NO_LIMIT, type CounterRule } from '../repositories/sign-in-repository';

export interface SignInAttempt {
  ip: string;
  companyCode: string;
  username: string;
}

/** The rules an attempt reserved: its success gives them back, its failure keeps them counted. */
export interface ThrottleTicket {
  accountAndAddressKey: string;
  keys: string[];
}

/** How often a process removes counts that ran out; any process may, the statement is idempotent. */
const PRUNE_INTERVAL_MS = 60_000;

/**
 * Sign-in limits for attempts without a device token of the account (decision 008). Every attempt reserves
 * its place in each limit before the password is checked, each in one statement, so no concurrency lets more
 * than a limit's number of passwords be checked:
 * - per company code + username + address: a hard limit, so one address cannot guess on for an account while
 *   the employee elsewhere (or another employee at the same address) is not held up by it;
 * - per address: a hard limit over all accounts (password spraying); the employees behind a shared address
 *   who signed in on their device before carry a device token and are not counted here;
 * - per company code + username from anywhere: no hard limit but a wait that doubles with each failure, so
 *   many addresses together get few guesses, and strangers cannot lock the account, only slow its new devices.
 * A `namespace` keeps another door's counts apart (the office's sign-in: its users are not employees).
 */
export function createLoginThrottle(repos: Repositories, limits: LoginRateLimit, namespace?: string) {
  const normal = (text: string) => text.trim().toLowerCase();
  const scoped = (key: string) => (namespace === undefined ? key : `${namespace}:${key}`);
  const accountKey = (a: SignInAttempt) =>
    scoped(`account:${JSON.stringify([normal(a.companyCode), normal(a.username)])}`);
  const accountAndAddressKey = (a: SignInAttempt) =>
    scoped(`account+address:${JSON.stringify([normal(a.companyCode), normal(a.username), a.ip])}`);
  const addressKey = (a: SignInAttempt) => scoped(`address:${a.ip}`);
  let prunedAt = 0;

  /** Most particular first, so that an attempt refused by its own limit takes no place in the shared ones. */
  const rulesOf = (attempt: SignInAttempt): Array<CounterRule & { name: SignInLimit }> => [
    {
      name: 'account_and_address',
      key: accountAndAddressKey(attempt),
      limit: limits.maxPerAccountAndAddress,
      delayFrom: NO_LIMIT,
      firstDelayMs: 0,
      maxDelayMs: 0,
    },
    {
      name: 'address',
      key: addressKey(attempt),
      limit: limits.maxPerAddress,
      delayFrom: NO_LIMIT,
      firstDelayMs: 0,
      maxDelayMs: 0,
    },
    {
      name: 'account',
      key: accountKey(attempt),
      limit: NO_LIMIT,
      delayFrom: limits.accountFailuresBeforeDelay,
      firstDelayMs: limits.accountFirstDelayMs,
      maxDelayMs: limits.accountMaxDelayMs,
    },
  ];

  return {
    /** Takes the attempt's place in every limit, or answers 429 (and takes none) when one is full. */
    async reserve(attempt: SignInAttempt, now = new Date()): Promise<ThrottleTicket> {
      if (now.getTime() - prunedAt > PRUNE_INTERVAL_MS) {
        prunedAt = now.getTime();
        await repos.signIn.prune(now, limits.windowMs);
      }
      const reserved: string[] = [];
      for (const rule of rulesOf(attempt)) {
        const result = await repos.signIn.reserve(rule, now, limits.windowMs);
        if (!result.reserved) {
          for (const key of reserved) await repos.signIn.release(key);
          counts.signInThrottled[rule.name]++;
          throw tooManyAttempts(result.retryAfterMs);
        }
        reserved.push(rule.key);
      }
      return { accountAndAddressKey: accountAndAddressKey(attempt), keys: reserved };
    },

    /**
     * The password was right: the attempt is given back everywhere, and the account's failures from this
     * address are forgiven (the employee's own typing errors). Failures from elsewhere stay counted.
     */
    async succeeded(ticket: ThrottleTicket) {
      await repos.signIn.clear(ticket.accountAndAddressKey);
      for (const key of ticket.keys) if (key !== ticket.accountAndAddressKey) await repos.signIn.release(key);
    },

    /**
     * Counts a request that stores something before anyone is known (a passkey sign-in's challenge) against
     * the address's hard limit of its own, so that no address can fill the server's tables: 429 past it.
     */
    async reserveForAddress(purpose: string, ip: string, now = new Date()) {
      const result = await repos.signIn.reserve(
        {
          key: scoped(`${purpose}:${ip}`),
          limit: limits.maxPerAddress,
          delayFrom: NO_LIMIT,
          firstDelayMs: 0,
          maxDelayMs: 0,
        },
        now,
        limits.windowMs,
      );
      if (!result.reserved) throw tooManyAttempts(result.retryAfterMs, 'requests from your address');
    },

    /** The attempt ended without a password check (an error of ours): it is given back. */
    async abandoned(ticket: ThrottleTicket) {
      for (const key of ticket.keys) await repos.signIn.release(key);
    },
  };
}

function tooManyAttempts(retryAfterMs: number, what = 'failed sign-ins') {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const wait = seconds < 60 ? `${seconds} second(s)` : `${Math.ceil(seconds / 60)} minute(s)`;
  return tooManyRequests(`Too many ${what}; try again in ${wait}`, seconds);
}
