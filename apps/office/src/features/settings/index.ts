// The public entry of the settings: the planning board plans indirect work of the company's types.
export { typesQuery } from './api/settings';
