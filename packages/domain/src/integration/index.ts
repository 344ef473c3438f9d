export * from './common';
export * from './company';
export * from './registrations';
export * from './webhooks';
