export declare function planningForThisWeek<T extends { startDate: string; endDate: string }>(
  records: T[],
  today?: Date,
): T[];
