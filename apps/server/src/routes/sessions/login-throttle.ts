import type { Config } from '../../config';
import { tooManyRequests } from '../../lib/http-errors';
import type { Repositories } from '../../repositories';

/**
 * Repeated failed sign-ins are limited per address (someone trying many accounts) and per company +
 * username (many addresses trying one account). Successful sign-ins are never counted.
 */
export function createLoginThrottle(repos: Repositories, limits: Config['loginRateLimit']) {
  const accountKey = (companyCode: string, username: string) =>
    `account:${companyCode.trim().toLowerCase()}:${username.trim().toLowerCase()}`;
  const addressKey = (ip: string) => `address:${ip}`;

  return {
    async assertAllowed(attempt: { ip: string; companyCode: string; username: string }, now = new Date()) {
      const since = new Date(now.getTime() - limits.windowMs);
      const checks: Array<[string, number]> = [
        [accountKey(attempt.companyCode, attempt.username), limits.maxPerAccount],
        [addressKey(attempt.ip), limits.maxPerAddress],
      ];
      for (const [key, max] of checks) {
        const { count, oldest } = await repos.loginFailures.countSince(key, since);
        if (count >= max) {
          const freeAt = (oldest?.getTime() ?? now.getTime()) + limits.windowMs;
          const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
          throw tooManyRequests(
            `Too many failed sign-ins; try again in ${Math.ceil(seconds / 60)} minute(s)`,
            seconds,
          );
        }
      }
    },

    async recordFailure(attempt: { ip: string; companyCode: string; username: string }, now = new Date()) {
      await repos.loginFailures.record(
        [accountKey(attempt.companyCode, attempt.username), addressKey(attempt.ip)],
        now,
        new Date(now.getTime() - limits.windowMs),
      );
    },

    async recordSuccess(attempt: { companyCode: string; username: string }) {
      await repos.loginFailures.clear(accountKey(attempt.companyCode, attempt.username));
    },
  };
}
