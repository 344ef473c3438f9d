import type { RoutesWeight, Weight } from '../../../scripts/bundle-weight.mjs';

export type OfficeBundleWeight = Omit<RoutesWeight<'login'>, 'routes'> & { login: Weight };

export const INITIAL_JS_BUDGET_BYTES: number;
export const DEFAULT_DIST: string;
export const ROUTES: Record<'login', string[]>;
export const INITIAL_LABEL: string;
export function measureBundleWeight(dist?: string): OfficeBundleWeight;
