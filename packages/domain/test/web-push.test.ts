import { describe, expect, it } from 'vitest';
import { PushSubscriptionSchema } from '../src/contracts/web-push';

const keys = { p256dh: `B${'x'.repeat(86)}`, auth: 'y'.repeat(22) };

describe('PushSubscriptionSchema', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/cXyZ:APA91bH-abc_def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
    'https://web.push.apple.com/QGx9vQ',
    'https://127.0.0.1:8443/push/phone',
  ])('takes the endpoint %s with its keys', (endpoint) => {
    expect(PushSubscriptionSchema.parse({ endpoint, expirationTime: null, keys })).toEqual({
      endpoint,
      expirationTime: null,
      keys,
    });
  });

  it.each([
    ['http', 'http://push.example/x'],
    ['a user name', 'https://user:pw@push.example/x'],
    ['a space', 'https://push.example/a b'],
    ['another scheme', 'javascript:alert(1)'],
    ['too long', `https://push.example/${'a'.repeat(1000)}`],
  ])('refuses an endpoint with %s', (_what, endpoint) => {
    const result = PushSubscriptionSchema.safeParse({ endpoint, keys });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['endpoint']);
  });

  it.each([
    ['p256dh', { ...keys, p256dh: 'abc' }],
    ['p256dh', { ...keys, p256dh: `${'+'.repeat(87)}` }],
    ['auth', { ...keys, auth: 'z'.repeat(30) }],
  ])('refuses a wrong %s', (field, wrong) => {
    const result = PushSubscriptionSchema.safeParse({ endpoint: 'https://push.example/x', keys: wrong });
    expect(result.error?.issues[0]?.path).toEqual(['keys', field]);
  });

  it('refuses fields the browser does not send', () => {
    const result = PushSubscriptionSchema.safeParse({ endpoint: 'https://push.example/x', keys, extra: 1 });
    expect(result.success).toBe(false);
  });
});
