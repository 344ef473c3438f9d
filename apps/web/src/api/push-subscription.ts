import { PushSubscriptionSchema } from '@bouwwerk/domain';
import { readJson, writeJson } from '../lib/storage';
import { getPassport, isAuthenticated } from '../state/passport';
import type { Account } from './keys';
import { deletePushSubscription, getPushKey, savePushSubscription } from './web-push';

/**
 * Web Push on this phone: "Planning voor morgen gewijzigd". Nothing here asks the browser for permission
 * unprompted: only allowPushNotices, from the employee's tap on the settings page.
 *
 * The browser has one permission and one subscription for the whole phone, and a shared phone holds several
 * accounts: which of them allowed notices is kept on the phone, so that another account signed in there gets
 * none until its employee allows them too.
 */

export type PushState = 'unsupported' | 'off' | 'on' | 'denied';

/** Push needs a service worker, the Push API and notifications; a browser without them is not offered it. */
export const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

const ALLOWED_KEY = 'pushNoticesAllowed';
const accountId = (account: Account) => `${account.organisation.trim().toLowerCase()}:${account.userID}`;
const allowedAccounts = (): string[] =>
  readJson(ALLOWED_KEY, (value) =>
    Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : null,
  ) ?? [];

function setAllowed(account: Account, allowed: boolean): string[] {
  const others = allowedAccounts().filter((id) => id !== accountId(account));
  const next = allowed ? [...others, accountId(account)] : others;
  writeJson(ALLOWED_KEY, next);
  return next;
}

function signedInAccount(): Account | null {
  const passport = getPassport();
  return isAuthenticated(passport) ? passport : null;
}

const allowedHere = (account: Account | null) => account !== null && allowedAccounts().includes(accountId(account));

/** The service worker's registration, if the app registered one (never waits for it). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

async function currentSubscription(): Promise<PushSubscription | null> {
  return (await registration())?.pushManager.getSubscription() ?? null;
}

/** Whether the signed-in account gets notices on this phone. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted' || !allowedHere(signedInAccount())) return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** The subscription as the server takes it: checked with the same schema the route checks with. */
const toBody = (subscription: PushSubscription) => PushSubscriptionSchema.parse(subscription.toJSON());

function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** Asks the browser (the employee tapped "Meldingen toestaan"), subscribes with the server's key and sends it. */
export async function allowPushNotices(): Promise<PushState> {
  const account = signedInAccount();
  if (!account) return 'off';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const worker = await navigator.serviceWorker.ready;
  const { publicKey } = await getPushKey();
  const options = { userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) };
  let subscription: PushSubscription;
  try {
    subscription = await worker.pushManager.subscribe(options);
  } catch (error) {
    // Subscribed before with another server key (a server set up anew): that subscription has to go first.
    const old = await worker.pushManager.getSubscription();
    if (!old) throw error;
    await old.unsubscribe();
    subscription = await worker.pushManager.subscribe(options);
  }
  await savePushSubscription(toBody(subscription));
  setAllowed(account, true);
  return 'on';
}

/** No more notices for the signed-in account; the phone's subscription goes when no account wants it. */
export async function turnOffPushNotices(): Promise<PushState> {
  const account = signedInAccount();
  await deletePushSubscription();
  const stillWanted = account ? setAllowed(account, false) : allowedAccounts();
  if (stillWanted.length === 0) await (await currentSubscription())?.unsubscribe();
  return 'off';
}

/**
 * A phone whose signed-in account allowed notices tells the server its subscription again, for the session
 * signed in now (a new sign-in is a new session). Asks nothing of the browser.
 */
export async function keepPushSubscription(): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted' || !allowedHere(signedInAccount())) return;
  const subscription = await currentSubscription();
  if (subscription) await savePushSubscription(toBody(subscription));
}
