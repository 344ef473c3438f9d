import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowPushNotices, keepPushSubscription, pushState, turnOffPushNotices } from '../../src/api/push-subscription';
import { forgetSignedInSession, switchToUser } from '../../src/state/passport';
import { passportFromSession } from '../../src/state/passport-from-session';

const account = (id: number, name: string) =>
  passportFromSession(
    {
      bedrijfsnaam: 'Demo Bouw BV',
      logoExt: 'png',
      contactpersoonId: id,
      authToken: `token-${name}`,
      naam: name,
      achternaam: '',
    },
    { organisation: 'demo', username: name, rememberMe: false },
  );
const jan = account(3, 'jan');
const piet = account(4, 'piet');

const SUBSCRIPTION = {
  endpoint: 'https://push.example/send/phone',
  expirationTime: null,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};

/** The browser's side: its one permission and one subscription, and what the app asked of it. */
let permission: NotificationPermission;
let answer: NotificationPermission;
let subscribed: boolean;
let asked: number;
let unsubscribed: number;
/** The server's side: the requests it got, as `METHOD path token`. */
let requests: string[];

const subscription = {
  ...SUBSCRIPTION,
  toJSON: () => SUBSCRIPTION,
  unsubscribe: async () => {
    subscribed = false;
    unsubscribed++;
    return true;
  },
};
const pushManager = {
  getSubscription: async () => (subscribed ? subscription : null),
  subscribe: async () => {
    subscribed = true;
    return subscription;
  },
};

beforeEach(() => {
  permission = 'default';
  answer = 'granted';
  subscribed = false;
  asked = 0;
  unsubscribed = 0;
  requests = [];
  localStorage.clear();
  switchToUser(jan);
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission: async () => {
      asked++;
      permission = answer;
      return permission;
    },
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }), getRegistration: async () => ({ pushManager }) },
  });
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    requests.push(`${init.method ?? 'GET'} ${path} ${new Headers(init.headers).get('Authorization')}`);
    return path.endsWith('/v1/push/key')
      ? new Response(JSON.stringify({ publicKey: 'BKey-_' }), { headers: { 'Content-Type': 'application/json' } })
      : new Response(null, { status: 204 });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  forgetSignedInSession();
  localStorage.clear();
});

describe('Meldingen (Web Push) on the phone', () => {
  it('asks nothing until the employee allows it, then subscribes with the server key and sends it', async () => {
    expect(await pushState()).toBe('off');
    await keepPushSubscription();
    expect(asked).toBe(0);
    expect(requests).toEqual([]);

    expect(await allowPushNotices()).toBe('on');
    expect(asked).toBe(1);
    expect(requests).toEqual(['GET /v1/push/key Bearer token-jan', 'PUT /v1/push/subscription Bearer token-jan']);
    expect(await pushState()).toBe('on');

    // A new start sends it again for the session signed in now, asking nothing.
    requests = [];
    await keepPushSubscription();
    expect(requests).toEqual(['PUT /v1/push/subscription Bearer token-jan']);
    expect(asked).toBe(1);
  });

  it('gives another account on the same phone nothing until its employee allows it too', async () => {
    await allowPushNotices();
    switchToUser(piet);
    requests = [];
    expect(await pushState()).toBe('off');
    await keepPushSubscription();
    expect(requests).toEqual([]);

    await allowPushNotices();
    expect(requests).toContain('PUT /v1/push/subscription Bearer token-piet');
    // Piet turns his off: the phone keeps its subscription, Jan still wants it.
    await turnOffPushNotices();
    expect(requests).toContain('DELETE /v1/push/subscription Bearer token-piet');
    expect(unsubscribed).toBe(0);
    switchToUser(jan);
    expect(await pushState()).toBe('on');
    // The last one: the phone's subscription goes too.
    await turnOffPushNotices();
    expect(unsubscribed).toBe(1);
    expect(await pushState()).toBe('off');
  });

  it('a refused permission is said, and nothing is sent', async () => {
    answer = 'denied';
    expect(await allowPushNotices()).toBe('denied');
    expect(await pushState()).toBe('denied');
    expect(requests).toEqual([]);
  });

  it('a browser without Push is not offered it', async () => {
    vi.stubGlobal('PushManager', undefined);
    Reflect.deleteProperty(window, 'PushManager');
    expect(await pushState()).toBe('unsupported');
    await keepPushSubscription();
    expect(requests).toEqual([]);
  });
});
