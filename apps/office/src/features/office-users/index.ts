// The public entry of the office users: what another feature may use of them.
export { usersQuery } from './api/users';
