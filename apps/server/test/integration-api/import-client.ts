import { newIntegrationKey } from '../../src/lib/integration-keys';
import { createCompany } from '../helpers/fixtures';
import type { TestContext } from '../helpers/test-app';

/** A company of its own with an integration key (used once), and calls of the import API with that key. */
export async function importingCompany(ctx: TestContext, code: string) {
  const company = await createCompany(ctx.database.db, { code });
  const key = newIntegrationKey();
  await ctx.app.repos.integrationKeys.create(company.id, key, 'office');
  const headers = { authorization: `Bearer ${key}` };
  // A key's first use records it (then at most once a minute): done here, so a test's calls count only their own writes.
  await ctx.app.inject({ method: 'GET', url: '/integration/v1/company', headers });
  return {
    companyId: company.id,
    code,
    key,
    put: (collection: string, records: unknown) =>
      ctx.app.inject({ method: 'PUT', url: `/integration/v1/${collection}`, headers, payload: records as object }),
    get: (collection: string, query = '') =>
      ctx.app.inject({ method: 'GET', url: `/integration/v1/${collection}${query}`, headers }),
    /** Every item of a collection, page by page. */
    async list(collection: string, limit = 1000): Promise<Array<Record<string, unknown>>> {
      const items: Array<Record<string, unknown>> = [];
      let after: string | null = null;
      do {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/integration/v1/${collection}?limit=${limit}${after ? `&after=${after}` : ''}`,
          headers,
        });
        if (response.statusCode !== 200) throw new Error(`GET ${collection}: ${response.statusCode} ${response.body}`);
        const page = response.json() as { items: Array<Record<string, unknown>>; next: string | null };
        items.push(...page.items);
        after = page.next;
      } while (after);
      return items;
    },
  };
}
export type ImportingCompany = Awaited<ReturnType<typeof importingCompany>>;
