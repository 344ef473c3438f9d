import { z } from 'zod';

/** The company a key belongs to: a connector's first call, to check its key. */
export const IntegrationCompanySchema = z
  .object({
    code: z.string().meta({ description: 'The company code employees type when they sign in.' }),
    name: z.string(),
  })
  .meta({ id: 'Company' });
