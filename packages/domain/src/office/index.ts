export * from './roles';
export * from './passwords';
export * from './contracts';
export * from './master-data';
