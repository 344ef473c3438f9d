// The public entry of the work orders: the planning board plans people on them.
export { workOrdersQuery } from './api/work-orders';
export { isFinished } from './lib/work-order-list';
