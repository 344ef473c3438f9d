/** The import collections of the integration API (PUT/GET /integration/v1/{collection}). */
export * from './import-common';
export * from './import-employees';
export * from './import-relations';
export * from './import-projects';
export * from './import-types';
export * from './import-work-orders';
export * from './import-planning';
export * from './import-working-hours';
export * from './import-materials';
export * from './import-batch';
