export interface Weight {
  jsBytes: number;
  cssBytes: number;
  files: Array<{ file: string; gzipBytes: number }>;
}

export interface RoutesWeight<R extends string> {
  routes: Record<R, Weight>;
  initial: Weight;
  all: Weight;
  budgetBytes: number;
  withinBudget: boolean;
}

export function weighRoutes<R extends string>(
  dist: string,
  routes: Record<R, string[]>,
  budgetBytes: number,
): RoutesWeight<R>;
