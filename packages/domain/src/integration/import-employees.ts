import type { z } from 'zod';
import { LIMITS, lineText } from '../contracts/common';
import { flag, importRecord, optionalLine, requiredLine } from './import-common';

/**
 * What the office keeps of an employee, whoever writes it: the integration API's import and the office console
 * share these fields and their rules. The rights are those of the specification, with the app's columns behind
 * them (docs/integration.md has the table).
 */
export const EMPLOYEE_FIELDS = {
  firstName: requiredLine(100).meta({ example: 'Jan' }),
  lastName: optionalLine(100).meta({ example: 'de Vries' }),
  username: requiredLine(LIMITS.usernameMax).meta({
    description: 'What he types to sign in; unique within the company, case-insensitively.',
    example: 'jan',
  }),
  mobile: optionalLine(LIMITS.phoneMax).meta({ example: '06-12345678' }),
  telephone: optionalLine(LIMITS.phoneMax),
  active: flag(true).meta({ description: 'false: may not sign in (the account is kept).' }),
  registrationRights: flag(false).meta({
    description: 'May register and change hours and materials (registratieRechten above 0).',
  }),
  projectAdministration: flag(false).meta({
    description: 'Sees Indirect and Projecten and may create projects (projectAdministratieIngeschakeld).',
  }),
  createCostPlusWork: flag(false).meta({
    description:
      'Creating regiewerk (cost-plus work) is switched on for him (regiewerkAanmakenIngeschakeld); he needs createSurplusWork too.',
  }),
  bookOtherProjectCosts: flag(false).meta({
    description: 'May book other project costs (boekenOverigeProjectkosten = 1).',
  }),
  createSurplusWork: flag(false).meta({
    description: 'May create regiewerk on a project (aanmakenRegiewerk = 1), with createCostPlusWork.',
  }),
  validateRegistrations: flag(false).meta({
    description:
      'Validation applies to his registrations: only validated ones can be changed (validateRegistrationsEnabled).',
  }),
};

/**
 * An employee: who signs in to the app (company code, `username`, password) and what he may do. The rights
 * are those of the specification, with the app's columns behind them (docs/integration.md has the table).
 */
export const EmployeeImport = importRecord({
  id: 'Employee',
  description:
    'An employee who signs in to the app with the company code, `username` and `password`. Removing one (`deleted: true`) ' +
    'makes him inactive: he can no longer sign in, his registrations stay.',
  shape: {
    ...EMPLOYEE_FIELDS,
    password: lineText(200)
      .min(1, { error: 'must be 1 to 200 characters, or left out to keep the password' })
      .optional()
      .meta({
        description:
          'Plain text, sent over TLS, stored only as the app stores passwords (scrypt of its SHA-256), never returned. ' +
          'Left out: the password is kept (a new employee without one cannot sign in until one is sent). ' +
          'Sent again unchanged: nothing is written, but checking it costs some 30 ms of CPU per employee, so send it only when it is set or changed.',
        example: 'welkom123',
      }),
  },
});
export type EmployeeImportRecord = z.output<typeof EmployeeImport.record>;
