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

/** The files of one first screen that index.html asks for early, and the addresses a visit to it starts on. */
export interface ScreenHint {
  /** A RegExp's source: the addresses the visit may start on that lead to the screen. */
  pathPattern: string;
  scripts: readonly string[];
  styles: readonly string[];
}

/**
 * Runs in index.html before the app's code, as an inline script (so it must not refer to anything outside
 * itself). It asks at once for the code of the screen the visit will show: otherwise the browser learns of
 * it only once the entry has been downloaded and run, and the first paint waits a further round trip (on a
 * slow connection with 400 ms latency, most of a second). Signed in, that is the weekly overview and the
 * company logo, the largest thing of every signed-in screen's header; signed out, the login screen, where
 * every guarded address sends the visit. A hint only: guessing wrong costs a request, never behaviour, so it
 * reads the passport loosely and leaves the real check to the app (state/passport.ts).
 */
export function preloadFirstScreen(signedIn: ScreenHint, signedOut: ScreenHint) {
  try {
    const hint = (
      attributes: Partial<Pick<HTMLLinkElement, 'rel' | 'href' | 'as' | 'crossOrigin' | 'fetchPriority'>>,
    ) => document.head.append(Object.assign(document.createElement('link'), attributes));
    const preload = (screen: ScreenHint) => {
      if (!new RegExp(screen.pathPattern).test(location.pathname)) return;
      // CORS mode, as the entry's own modulepreload links and the stylesheets the chunks' loader adds.
      for (const href of screen.scripts) hint({ rel: 'modulepreload', href, crossOrigin: '' });
      for (const href of screen.styles) hint({ rel: 'preload', as: 'style', href, crossOrigin: '' });
    };
    const passport: unknown = JSON.parse(localStorage.getItem('passport') ?? 'null');
    const { accessToken, username, organisation, logoExt } = (passport ?? {}) as Record<string, unknown>;
    if (typeof passport !== 'object' || passport === null || !accessToken || !username) return preload(signedOut);
    if (typeof organisation === 'string' && organisation && typeof logoExt === 'string' && logoExt) {
      // The address the header's logo has (paths.companyAsset); an image, so no CORS mode.
      const href = `/company-assets/${encodeURIComponent(organisation.trim())}.${encodeURIComponent(logoExt)}`;
      hint({ rel: 'preload', as: 'image', href, fetchPriority: 'high' });
    }
    preload(signedIn);
  } catch {
    // Storage unavailable or unreadable: the app finds out itself; the hint is only lost.
  }
}

/** A first screen as the build knows it: its route modules (relative to apps/web) and its addresses. */
export interface FirstScreenRoutes {
  routeModules: readonly string[];
  pathPattern: RegExp;
}

/**
 * Puts preloadFirstScreen into the built index.html with the files of each screen's route modules and what
 * they import, less what the entry loads anyway.
 */
export function firstScreenPreload(
  root: string,
  screens: { signedIn: FirstScreenRoutes; signedOut: FirstScreenRoutes },
): Plugin {
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
        const href = (file: string) => `/${file}`;
        const hintOf = ({ routeModules, pathPattern }: FirstScreenRoutes): ScreenHint => {
          const routeFiles = routeModules.map((module) => {
            const id = path.join(root, module);
            const chunk = [...chunks.values()].find((c) => c.facadeModuleId === id);
            if (!chunk) throw new Error(`first-screen-preload: no chunk for ${module}; did the route module move?`);
            return chunk.fileName;
          });
          const files = [...closure(routeFiles)].filter((file) => !entryFiles.has(file));
          const styles = files.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]);
          return { pathPattern: pathPattern.source, scripts: files.map(href), styles: styles.map(href) };
        };
        const call = `(${preloadFirstScreen.toString()})(${JSON.stringify(hintOf(screens.signedIn))}, ${JSON.stringify(hintOf(screens.signedOut))});`;
        return { html, tags: [{ tag: 'script', children: call, injectTo: 'head' }] };
      },
    },
  };
}

/**
 * The entry's stylesheet (the shell's and the shared components' styles, a few kilobytes) written into
 * index.html instead of linked: a stylesheet link blocks the first paint and the app's scripts until it has
 * come in, a request of its own, on a slow connection another 400 ms of latency beside the entry's code. The
 * server allows the inline style by its hash, as it does the inline scripts (plugins/security-headers.ts).
 *
 * The link stays, disabled: the chunks' loader (Vite's preload helper) adds a stylesheet link for every CSS
 * file a lazy screen depends on, the entry's included, unless the document has one of that address, and
 * would download it again and wait for it. A disabled stylesheet is neither fetched nor applied (and
 * `media="print"` keeps a browser that fetches it anyway from waiting for it).
 */
export function inlineEntryStylesheet(): Plugin {
  return {
    name: 'bouwwerk:inline-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return link;
          const css = String(asset.source);
          if (css.includes('</style')) throw new Error(`inline-entry-stylesheet: ${file} would end its <style> early`);
          return `<style>${css}</style>\n    <link rel="stylesheet" href="/${file}" media="print" disabled>`;
        });
      },
    },
  };
}
