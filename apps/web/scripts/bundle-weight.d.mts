import type { RoutesWeight, Weight } from '../../../scripts/bundle-weight.mjs';

export type { Weight } from '../../../scripts/bundle-weight.mjs';

export type BundleWeight = Omit<RoutesWeight<'login' | 'weeklyOverview'>, 'routes'> & {
  login: Weight;
  weeklyOverview: Weight;
};

export const INITIAL_JS_BUDGET_BYTES: number;
export const DEFAULT_DIST: string;
export const ROUTES: Record<'login' | 'weeklyOverview', string[]>;
export const INITIAL_LABEL: string;
export function measureBundleWeight(dist?: string): BundleWeight;
