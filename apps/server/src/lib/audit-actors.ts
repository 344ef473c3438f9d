import type { AuditActor } from '../repositories/audit-log-repository';

/** A field employee, writing through the app. */
export const employeeActor = (auth: { employeeId: number; firstName: string; lastName: string }): AuditActor => ({
  source: 'app',
  kind: 'employee',
  id: auth.employeeId,
  name: `${auth.firstName} ${auth.lastName}`.trim(),
});

/** An office user, writing through the console. */
export const consoleActor = (caller: { userId: number; name: string }): AuditActor => ({
  source: 'console',
  kind: 'office_user',
  id: caller.userId,
  name: caller.name,
});

/** The calculation package, writing through the integration API with a key (named by its prefix). */
export const integrationActor = (caller: { keyId: number; keyPrefix: string }): AuditActor => ({
  source: 'integration',
  kind: 'integration_key',
  id: caller.keyId,
  name: caller.keyPrefix,
});
