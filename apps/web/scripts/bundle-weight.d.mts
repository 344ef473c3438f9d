export interface Weight {
  jsBytes: number;
  cssBytes: number;
  files: Array<{ file: string; gzipBytes: number }>;
}

export interface BundleWeight {
  login: Weight;
  weeklyOverview: Weight;
  initial: Weight;
  all: Weight;
  budgetBytes: number;
  withinBudget: boolean;
}

export const INITIAL_JS_BUDGET_BYTES: number;
export const DEFAULT_DIST: string;
export const ROUTES: Record<'login' | 'weeklyOverview', string[]>;
export function measureBundleWeight(dist?: string): BundleWeight;
