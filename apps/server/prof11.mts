import { sql } from 'kysely';
import { createPostgresDatabase } from './src/db/database';
import { createRepositories } from './src/repositories';
import { hashToken } from './src/lib/tokens';
import { buildWeekOverview } from './src/routes/weekoverzicht/build-week-overview';
const h = createPostgresDatabase(process.argv[2]!, 4);
const db = h.db;
const targets = JSON.parse(process.env.TARGETS!);
const emps = (await sql<{ id: number; company_id: number }>`select id, company_id from employees where username = any(${targets.usernames})`.execute(db)).rows;
const repos = createRepositories(db);
const { weekDays, formatDate, parseDate } = await import('@bouwwerk/domain');
const weeks = targets.weekDates as string[];
const range = (i: number) => { const d = weekDays(parseDate(weeks[i % weeks.length]!, 'api')!).map((x) => formatDate(x, 'api')); return { from: d[0]!, to: d[6]! }; };
const e = (i: number) => emps[(i * 7) % emps.length]!;
const f = (i: number) => ({ companyId: e(i).company_id, employeeId: e(i).id, ...range(i) });
async function time(name: string, n: number, fn: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 100; i++) await fn(i);
  const t = performance.now();
  for (let i = 0; i < n; i++) await fn(i);
  console.log(name, ((performance.now() - t) / n).toFixed(3), 'ms');
}
await time('select 1', 300, () => sql`select 1`.execute(db));
await time('session', 300, () => repos.sessions.findActive(hashToken('abc'), new Date()));
await time('weekOfEmployee', 300, (i) => repos.weekOverview.weekOfEmployee(f(i)));
await time('buildWeekOverview', 300, (i) => buildWeekOverview(repos, { companyId: e(i).company_id, employeeId: e(i).id }, parseDate(weeks[i % weeks.length]!, 'api')!));
await h.close();
