export * from './common';
export * from './company';
export * from './registrations';
export * from './webhooks';
export * from './week-submissions';
export * from './import-contracts';
export * from './audit-log';
