export * from './dates';
export * from './hours';
export * from './rights';
export * from './contracts/common';
export * from './contracts/sessions';
export * from './contracts/rights';
