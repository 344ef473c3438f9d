import { readJson, writeJson } from '../lib/storage';

/**
 * The device token each account's sign-in gave this device (decision 008), sent back in that account's next
 * sign-ins so that they pass the limits strangers' guesses run into. A fact about the device, not a session:
 * signing out keeps it; 'Resetten' clears all storage and with it these.
 */
const KEY = 'deviceTokens';
/** A device holds a few accounts; a list longer than this drops its oldest. */
const MAX_ACCOUNTS = 50;

interface Account {
  organisation: string;
  username: string;
}

type Tokens = Record<string, string>;

/**
 * The domain's DeviceTokenSchema, without bringing zod into the app's first screens
 * (docs/decisions/003-typed-answers-zod-for-requests-and-forms.md).
 */
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** As the server matches them: trimmed and case-insensitive. */
const accountKey = ({ organisation, username }: Account) =>
  JSON.stringify([organisation.trim().toLowerCase(), username.trim().toLowerCase()]);

function parseTokens(value: unknown): Tokens | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && DEVICE_TOKEN.test(entry[1]),
    ),
  );
}

export function getDeviceToken(account: Account): string | undefined {
  return readJson(KEY, parseTokens)?.[accountKey(account)];
}

export function keepDeviceToken(account: Account, token: string): void {
  const key = accountKey(account);
  const others = Object.entries(readJson(KEY, parseTokens) ?? {}).filter(([k]) => k !== key);
  writeJson(KEY, Object.fromEntries([...others.slice(-(MAX_ACCOUNTS - 1)), [key, token]]));
}
