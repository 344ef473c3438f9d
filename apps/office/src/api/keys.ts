/** Every query key of the console, so that a write invalidates exactly what it changed. */
export const keys = {
  session: ['office', 'session'] as const,
  employees: ['office', 'employees'] as const,
  employee: (id: number) => ['office', 'employees', id] as const,
  users: ['office', 'users'] as const,
};
