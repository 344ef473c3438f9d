export * from './common';
export * from './company';
