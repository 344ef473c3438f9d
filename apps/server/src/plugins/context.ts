import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/types';
import type { Repositories } from '../repositories';
import type { EmployeeRow } from '../repositories/employee-fields';
import type { KeyedWrite } from '../repositories/idempotency-repository';

/** Who is asking: taken from the bearer token, never from the request body or path. */
export interface Auth extends EmployeeRights {
  sessionId: number;
  companyId: number;
  employeeId: number;
  username: string;
  firstName: string;
  lastName: string;
  companyCode: string;
  companyName: string;
  logoExt: string;
  token: string;
}

/** The signed-in employee's rights, as his session read them (repositories/sessions-repository.ts). */
export interface EmployeeRights extends Pick<
  EmployeeRow,
  | 'registratie_rechten'
  | 'project_administratie_ingeschakeld'
  | 'regiewerk_aanmaken_ingeschakeld'
  | 'boeken_overige_projectkosten'
  | 'aanmaken_regiewerk'
  | 'validate_registrations_enabled'
> {
  /** The company's "Registraties eerst valideren" (decision 018). */
  company_validates_first: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    repos: Repositories;
    /** onRequest hook for routes that need a signed-in employee. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    auth: Auth | null;
    /** This write's Idempotency-Key, not answered yet: its write's transaction takes it (plugins/idempotency.ts). */
    idempotency: KeyedWrite | null;
  }
}

/** The signed-in employee of a route behind `authenticate`. */
export function requireAuth(request: { auth: Auth | null }): Auth {
  if (!request.auth) throw new Error('requireAuth used on a route without the authenticate hook');
  return request.auth;
}
