import { hashKey, type QueryClient, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import { apiResponse } from './api-client';

/** A query's data as of the server's last full answer, and the ETag the server gave that answer. */
interface Kept {
  tag: string;
  data: unknown;
}

/** By query hash; an entry goes when its query leaves the cache (garbage collected, sign-out, account switch). */
const kept = new Map<string, Kept>();
const watched = new WeakSet<QueryClient>();

function forgetRemovedQueries(client: QueryClient) {
  if (watched.has(client)) return;
  watched.add(client);
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'removed') kept.delete(event.query.queryHash);
  });
}

/**
 * GET for a query whose answer the server tags (the week, a day's registrations, the projects, the rights):
 * asked again with the tag of the answer it has, the server answers 304 from a version lookup instead of
 * building the answer again, and the query keeps its data. `toData` turns the answer into the query's data.
 */
export async function conditionalGet<Answer, Data = Answer>(
  path: string,
  { client, queryKey, signal }: Pick<QueryFunctionContext, 'client' | 'queryKey' | 'signal'>,
  toData: (answer: Answer) => Data = (answer) => answer as unknown as Data,
): Promise<Data> {
  forgetRemovedQueries(client);
  // The query's own hash (no query here sets a queryKeyHashFn of its own).
  const hash = hashKey(queryKey);
  const previous = kept.get(hash);
  const response = await apiResponse<Answer>(path, {
    signal,
    headers: previous ? { 'If-None-Match': previous.tag } : undefined,
  });
  if (response.status === 304 && previous) return previous.data as Data;
  const data = toData(response.data as Answer);
  const tag = response.headers.get('ETag');
  if (tag) kept.set(hash, { tag, data });
  else kept.delete(hash);
  return data;
}

/**
 * The tag of a query's data, to keep on the device with it (api/persisted-queries.ts): only while the data is
 * still the server's answer of that tag, not one a screen changed since.
 */
export function tagOfData(hash: string, data: unknown): string | undefined {
  const entry = kept.get(hash);
  if (!entry) return undefined;
  // Compared by value: the query cache keeps its older objects where a new answer equals them.
  return entry.data === data || JSON.stringify(entry.data) === JSON.stringify(data) ? entry.tag : undefined;
}

/** A read kept on the device, with its tag: the app's first question after a start can be answered by a 304. */
export function keepTag(hash: string, tag: string, data: unknown): void {
  kept.set(hash, { tag, data });
}

/**
 * After this device's own write: the reads it changed are asked again without their tags. Another server
 * process may hear of the write's commit a moment after the phone does (decision 014), and must not answer
 * the phone's next question with a 304 for the week before its booking.
 */
export function forgetTags(client: QueryClient, queryKey: QueryKey): void {
  for (const query of client.getQueryCache().findAll({ queryKey })) kept.delete(query.queryHash);
}
