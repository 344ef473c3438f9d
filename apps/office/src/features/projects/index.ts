// The public entry of the projects: a work order names its project from this list.
export { projectsQuery } from './api/projects';
export { projectLabel } from './lib/project-list';
