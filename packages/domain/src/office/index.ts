export * from './roles';
export * from './passwords';
export * from './contracts';
