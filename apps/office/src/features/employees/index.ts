// The public entry of the employees: a work order plans the company's employees on it.
export { employeesQuery } from './api/employees';
export { fullName } from './lib/employee-rows';
