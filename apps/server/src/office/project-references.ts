import type { OfficeProjectReferences } from '@bouwwerk/domain';
import { badRequest } from '../lib/http-errors';
import type { Repositories } from '../repositories';

/**
 * A project's relation, contact person and group are the company's own, and the contact person is one of the
 * relation's: else a 400 naming the field, as another company's record is no record at all. A reference the
 * project already has stays allowed, though the package may since have removed (hidden) what it names.
 */
export async function checkProjectReferences(
  repos: Repositories,
  companyId: number,
  refs: OfficeProjectReferences,
  current?: OfficeProjectReferences,
): Promise<void> {
  const kept = (field: keyof OfficeProjectReferences) => current !== undefined && current[field] === refs[field];
  const { relationId, contactPersonId, projectGroupId } = refs;

  if (relationId !== null && !kept('relationId') && !(await repos.officeRelations.relation(companyId, relationId)))
    throw badRequest('body.relationId: there is no such relation in your company', 'RELATION_NOT_FOUND');

  if (contactPersonId !== null && !(kept('contactPersonId') && kept('relationId'))) {
    const person = await repos.officeRelations.contactPerson(companyId, contactPersonId);
    if (!person || person.relationId !== relationId)
      throw badRequest(
        'body.contactPersonId: there is no such contact person of the relation in your company',
        'CONTACT_PERSON_NOT_FOUND',
      );
  }

  if (
    projectGroupId !== null &&
    !kept('projectGroupId') &&
    !(await repos.officeRelations.projectGroup(companyId, projectGroupId))
  )
    throw badRequest('body.projectGroupId: there is no such project group in your company', 'PROJECT_GROUP_NOT_FOUND');
}
