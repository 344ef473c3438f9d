export * from './common';
export * from './company';
export * from './registrations';
export * from './webhooks';
export * from './import-contracts';
