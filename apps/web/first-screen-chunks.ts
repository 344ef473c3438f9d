import path from 'node:path';

/** What rolldown hands a chunk-naming function: the module graph of the build. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * The modules that app/router.tsx loads for each screen a visit starts on (relative to apps/web). The
 * bundle budget (scripts/bundle-weight.mjs) weighs the same screens.
 */
export const FIRST_SCREENS = {
  login: ['src/features/auth/components/login-page.tsx', 'src/features/accounts/components/account-menu-panel.tsx'],
  'weekly-overview': [
    'src/app/routes/dashboard-layout.tsx',
    'src/features/weekly-overview/components/weekly-overview-page.tsx',
  ],
} as const;

type FirstScreen = keyof typeof FIRST_SCREENS;

/** The shared rules' index re-exports every rule; a screen bundles only the ones it uses. */
const DOMAIN_INDEX = /[\\/]packages[\\/]domain[\\/]src[\\/]index\.ts$/;

/** Everything reachable from `roots` (included) by following `next`. */
export function reachable(roots: readonly string[], next: (id: string) => readonly string[] | undefined): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    next(id)?.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

/**
 * Every module that `roots` import statically, directly or through others, `roots` included; not through
 * the shared rules' index, whose rules a group takes along only when its modules use them.
 */
const staticClosure = (graph: ModuleGraph, roots: readonly string[]) =>
  reachable(roots, (id) => (DOMAIN_INDEX.test(id) ? undefined : graph.getModuleInfo(id)?.importedIds));

/**
 * Rolldown's `codeSplitting` groups that let a first visit load the app's code in few requests: the entry
 * with everything it imports ('start'), and one chunk for the screen the visit opens on, with the small
 * modules only that screen uses. What both first screens use goes with the start, which each of them loads
 * anyway. Left to itself, rolldown gives every module that two screens share a chunk of its own: before the
 * weekly overview could show, a dozen requests of under a kilobyte each, each a round trip on a phone's
 * connection. The screens' own route modules keep their chunks (the build manifest names them, and the
 * bundle budget reads it); other screens keep the automatic chunks.
 */
export function firstScreenChunks(root: string, entry: string) {
  const screens = Object.keys(FIRST_SCREENS) as FirstScreen[];
  const routeModules = new Set([entry, ...Object.values(FIRST_SCREENS).flat()].map((m) => path.join(root, m)));
  const closures = new WeakMap<ModuleGraph, { start: Set<string>; screens: Record<FirstScreen, Set<string>> }>();
  const closuresOf = (graph: ModuleGraph) => {
    let known = closures.get(graph);
    if (!known) {
      const closureOf = (modules: readonly string[]) =>
        staticClosure(
          graph,
          modules.map((m) => path.join(root, m)),
        );
      known = {
        start: closureOf([entry]),
        screens: Object.fromEntries(screens.map((screen) => [screen, closureOf(FIRST_SCREENS[screen])])) as Record<
          FirstScreen,
          Set<string>
        >,
      };
      closures.set(graph, known);
    }
    return known;
  };

  // A group takes the modules its name function names; the higher priority chooses first.
  const startGroup = {
    name: (id: string, graph: ModuleGraph) => {
      const known = closuresOf(graph);
      const screensUsing = screens.filter((screen) => known.screens[screen].has(id)).length;
      return !routeModules.has(id) && (known.start.has(id) || screensUsing > 1) ? 'start' : null;
    },
    priority: screens.length + 1,
  };
  const screenGroups = screens.map((screen, index) => ({
    name: (id: string, graph: ModuleGraph) =>
      closuresOf(graph).screens[screen].has(id) && !routeModules.has(id) ? screen : null,
    priority: screens.length - index,
  }));
  return [startGroup, ...screenGroups];
}
