/**
 * The query builder as the server runs it, for code outside apps/server (bench/) that writes SQL against a server
 * database. Outside this package `import 'kysely'` finds another version (the root node_modules holds 0.27, a
 * peer of kysely-pglite's code generator), whose types do not accept the server's Kysely and whose sql`` is a
 * second copy of the library; through here there is one copy, the server's.
 */
export { sql, type Kysely } from 'kysely';
