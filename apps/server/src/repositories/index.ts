import { createCompaniesRepository } from './companies-repository';
import { createEmployeesRepository } from './employees-repository';
import type { Executor } from './executor';
import { createIdempotencyRepository } from './idempotency-repository';
import { createLoginFailuresRepository } from './login-failures-repository';
import { createSessionsRepository } from './sessions-repository';

export function createRepositories(db: Executor) {
  return {
    companies: createCompaniesRepository(db),
    employees: createEmployeesRepository(db),
    sessions: createSessionsRepository(db),
    loginFailures: createLoginFailuresRepository(db),
    idempotency: createIdempotencyRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
export type { Executor };
