// The public entry of the relations: a project's form chooses its relation, contact person and group here.
export {
  PROJECT_RELATION_MESSAGES,
  ProjectRelationFields,
  projectRelationBody,
  projectRelationValues,
  type ProjectRelationValues,
} from './components/project-relation-fields';
