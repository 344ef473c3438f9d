import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserPasswordDigest } from '../../src/lib/passwords';
import { DEMO_LOGINS } from '../../src/seed/demo-seed';
import { parsePrometheusText, valueOf, type Sample } from '../helpers/prometheus-text';
import { APP_KEY } from '../helpers/test-app';
import { startTwoProcessServer, type TwoProcessServer } from '../helpers/two-process-server';

const TOKEN = 'metrics-token-for-the-cluster-test-42';
const REQUESTS = 12;
const WEEK_ROUTE = { method: 'GET', route: '/v3/weekoverzicht/:date', status_class: '2xx' };

/**
 * The compiled server with two processes on PostgreSQL: the primary hands connections out in turn, so the
 * week requests and the scrapes land on both. Each scrape must show all requests, whichever process answered.
 */
describe.skipIf(inject('dbKind') !== 'postgres')('/metrics over several server processes', () => {
  let running: TwoProcessServer;
  const [jan] = DEMO_LOGINS;

  beforeAll(async () => {
    running = await startTwoProcessServer({ METRICS_TOKEN: TOKEN });
  }, 180_000);
  afterAll(async () => {
    await running?.stop();
  });

  // A new connection each time (connection: close), so the primary gives each to the next process.
  const get = (path: string, headers: Record<string, string>) =>
    fetch(`${running.url}${path}`, { headers: { ...headers, connection: 'close' } });

  const scrape = async (): Promise<Sample[]> => {
    const response = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    return parsePrometheusText(await response.text());
  };

  it('counts the requests of both processes in every scrape', async () => {
    const signIn = await fetch(`${running.url}/v1/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-application-key': APP_KEY, connection: 'close' },
      body: JSON.stringify({
        RelatieId: jan!.companyCode,
        Gebruikersnaam: jan!.username,
        Wachtwoord: browserPasswordDigest(jan!.password),
      }),
    });
    expect(signIn.status).toBe(200);
    const { authToken } = (await signIn.json()) as { authToken: string };

    for (let i = 0; i < REQUESTS; i++) {
      const response = await get('/v3/weekoverzicht/2026-11-16', {
        'x-application-key': APP_KEY,
        authorization: `Bearer ${authToken}`,
      });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }

    for (let i = 0; i < 4; i++) {
      const all = await scrape();
      // One process alone saw about half: only the sum over both reaches REQUESTS.
      expect(valueOf(all, 'bouwwerk_http_request_duration_seconds_count', WEEK_ROUTE)).toBe(REQUESTS);
      // Both processes' pools: each opened at least one connection for its share of the requests.
      const connections =
        valueOf(all, 'bouwwerk_db_connections', { state: 'busy' }) +
        valueOf(all, 'bouwwerk_db_connections', { state: 'idle' });
      expect(connections).toBeGreaterThanOrEqual(2);
      // Read once from the database by the answering process, not summed over the processes.
      expect(valueOf(all, 'bouwwerk_webhook_deliveries_pending')).toBe(0);
      expect(all.filter((s) => s.name === 'bouwwerk_webhook_deliveries_pending')).toHaveLength(1);
    }
  });

  it('is refused without the token by whichever process answers', async () => {
    for (let i = 0; i < 4; i++) {
      const response = await get('/metrics', {});
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'MISSING_METRICS_TOKEN' });
    }
  });
});
