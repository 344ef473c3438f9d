import autocannon from 'autocannon';



import { browserPasswordDigest } from './src/lib/passwords';
import { BENCH_PASSWORD, BENCH_COMPANY_CODE } from './src/bench/generate-company';
const url = process.argv[2]!;
const path = process.argv[3] ?? 'week';
const targets = JSON.parse(process.env.TARGETS!);
const tokens: string[] = [];
for (const u of targets.usernames.slice(0, 50)) {
  const r = await fetch(`${url}/v1/sessions`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-application-key': 'bouwwerk-web' }, body: JSON.stringify({ RelatieId: BENCH_COMPANY_CODE, Gebruikersnaam: u, Wachtwoord: browserPasswordDigest(BENCH_PASSWORD) }) });
  tokens.push((await r.json()).authToken);
}
let i = 0;
const res = await autocannon({ url, connections: Number(process.env.CONN ?? 50), duration: Number(process.env.SECS ?? 8), requests: [{ setupRequest: (req: any) => { const n = i++; return { ...req, method: 'GET', path: `/v3/weekoverzicht/${targets.weekDates[n % targets.weekDates.length]}`, headers: { 'x-application-key': 'bouwwerk-web', authorization: `Bearer ${tokens[n % tokens.length]}` } }; } }] });
console.log('req/s', res.requests.average, 'p50', res.latency.p50, 'p90', res.latency.p90, 'p97.5', res.latency.p97_5, 'p99', res.latency.p99, 'max', res.latency.max, 'non2xx', res.non2xx, 'errors', res.errors);
