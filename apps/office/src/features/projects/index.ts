// The public entry of the projects: a work order names its project from this list.
export { projectQuery, projectsQuery } from './api/projects';
export { projectLabel } from './lib/project-list';
