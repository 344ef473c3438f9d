export type BrowserApp = 'web' | 'office';
export const BROWSER_APPS: Record<BrowserApp, { dir: string; title: string }>;
export function stampPath(app: BrowserApp): string;
export function buildInputsHash(app: BrowserApp, root?: string, env?: Record<string, string | undefined>): string;
export function reasonToBuild(
  app: BrowserApp,
  root?: string,
  env?: Record<string, string | undefined>,
): string | undefined;
export function writeStamp(app: BrowserApp, inputs: string, root?: string): void;
