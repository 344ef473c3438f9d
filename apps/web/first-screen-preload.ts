import path from 'node:path';
import type { Plugin } from 'vite';
import { reachable } from './first-screen-chunks';

/** What a build's chunk tells about its imports (rolldown's output chunk, with Vite's CSS metadata). */
interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Runs in index.html before the app's code, as an inline script (so it must not refer to anything outside
 * itself). For a visit that starts signed in, it asks at once for the company logo, the largest thing of
 * every signed-in screen's header, and on the weekly overview for that screen's chunks: otherwise the browser
 * learns of them only once the entry has been downloaded and run, and the first paint waits a further round
 * trip. A hint only: guessing wrong costs a request, never behaviour, so it reads the passport loosely and
 * leaves the real check to the app (state/passport.ts).
 */
export function preloadWhenSignedIn(pathPattern: string, scripts: readonly string[], styles: readonly string[]) {
  try {
    const passport: unknown = JSON.parse(localStorage.getItem('passport') ?? 'null');
    if (typeof passport !== 'object' || passport === null) return;
    const { accessToken, username, organisation, logoExt } = passport as Record<string, unknown>;
    if (!accessToken || !username) return;
    const hint = (
      attributes: Partial<Pick<HTMLLinkElement, 'rel' | 'href' | 'as' | 'crossOrigin' | 'fetchPriority'>>,
    ) => document.head.append(Object.assign(document.createElement('link'), attributes));
    if (typeof organisation === 'string' && organisation && typeof logoExt === 'string' && logoExt) {
      // The address the header's logo has (paths.companyAsset); an image, so no CORS mode.
      const href = `/company-assets/${encodeURIComponent(organisation.trim())}.${encodeURIComponent(logoExt)}`;
      hint({ rel: 'preload', as: 'image', href, fetchPriority: 'high' });
    }
    if (!new RegExp(pathPattern).test(location.pathname)) return;
    // CORS mode, as the entry's own modulepreload links and the stylesheets the chunks' loader adds.
    for (const href of scripts) hint({ rel: 'modulepreload', href, crossOrigin: '' });
    for (const href of styles) hint({ rel: 'preload', as: 'style', href, crossOrigin: '' });
  } catch {
    // Storage unavailable or unreadable: the app finds out itself; the hint is only lost.
  }
}

/**
 * Puts preloadWhenSignedIn into the built index.html with the files of the screen's route modules (relative
 * to apps/web) and what they import, less what the entry loads anyway. `pathPattern` is the addresses the
 * visit may start on that lead to the screen.
 */
export function firstScreenPreload(root: string, routeModules: readonly string[], pathPattern: RegExp): Plugin {
  return {
    name: 'bouwwerk:first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle || !ctx.chunk) return html;
        const chunks = new Map<string, BuiltChunk>();
        for (const output of Object.values(bundle))
          if (output.type === 'chunk') chunks.set(output.fileName, output as BuiltChunk);

        const closure = (start: readonly string[]) => reachable(start, (file) => chunks.get(file)?.imports);
        const entryFiles = closure([ctx.chunk.fileName]);
        const routeFiles = routeModules.map((module) => {
          const id = path.join(root, module);
          const chunk = [...chunks.values()].find((c) => c.facadeModuleId === id);
          if (!chunk) throw new Error(`first-screen-preload: no chunk for ${module}; did the route module move?`);
          return chunk.fileName;
        });
        const files = [...closure(routeFiles)].filter((file) => !entryFiles.has(file));
        const styles = files.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]);
        const href = (file: string) => `/${file}`;
        const call = `(${preloadWhenSignedIn.toString()})(${JSON.stringify(pathPattern.source)}, ${JSON.stringify(files.map(href))}, ${JSON.stringify(styles.map(href))});`;
        return { html, tags: [{ tag: 'script', children: call, injectTo: 'head' }] };
      },
    },
  };
}
