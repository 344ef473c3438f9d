import type { Page } from '@playwright/test';

/** The query keys of the reads (api/keys.ts) the signed-in account keeps in its IndexedDB. */
export const keptKeys = (page: Page) =>
  page.evaluate(async () => {
    const passport = JSON.parse(localStorage.getItem('passport') ?? 'null') as {
      organisation: string;
      userID: number;
    };
    const name = `bouwwerk:${passport.organisation.trim().toLowerCase()}:${passport.userID}`;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const entries = await new Promise<Array<{ queryKey: unknown[] }>>((resolve, reject) => {
      const all = db.transaction('queries').objectStore('queries').getAll();
      all.onsuccess = () => resolve(all.result as Array<{ queryKey: unknown[] }>);
      all.onerror = () => reject(all.error);
    });
    db.close();
    return entries.map((entry) => entry.queryKey);
  });
