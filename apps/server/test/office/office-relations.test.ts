import type { OfficeRole } from '@bouwwerk/domain';
import { describe, expect, it } from 'vitest';
import { createOfficeUser, OfficeBrowser, signedInCompany } from '../helpers/office';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.db;

const companyWith = (code: string, role: OfficeRole = 'planner') => signedInCompany(ctx.app, db(), code, { role });

const RELATION = {
  companyName: 'Bouwbedrijf Hamer B.V.',
  address: 'Dorpsstraat 12',
  zipCode: '3511 AB',
  city: 'Utrecht',
};
const PROJECT = { code: '2026-013', description: 'Renovatie school' };

const entriesOf = (companyId: number) =>
  db()
    .selectFrom('audit_log')
    .select(['action', 'target_id', 'actor_name'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();

describe('relations, contact persons and project groups in the office console', () => {
  it('a planner makes a relation with contact persons and a project group, and a project naming them', async () => {
    const { company, office } = await companyWith('REL');
    const created = await office.post('/office/v1/relations', RELATION);
    expect(created.statusCode, created.body).toBe(201);
    const relation = created.json();
    expect(relation).toEqual({
      id: expect.any(Number),
      externalId: null,
      telephone: '',
      ...RELATION,
      contactPersons: [],
    });

    const withPiet = await office.post(`/office/v1/relations/${relation.id}/contact-persons`, { name: 'Piet Bakker' });
    expect(withPiet.statusCode, withPiet.body).toBe(201);
    const piet = withPiet.json().contactPersons[0];
    expect(piet).toEqual({ id: expect.any(Number), externalId: null, name: 'Piet Bakker', projects: 0 });
    const withKees = await office.post(`/office/v1/relations/${relation.id}/contact-persons`, { name: 'Kees' });
    const kees = withKees.json().contactPersons.find((p: { name: string }) => p.name === 'Kees');
    const renamed = await office.put(`/office/v1/contact-persons/${kees.id}`, { name: 'Kees de Vries' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().contactPersons.map((p: { name: string }) => p.name)).toEqual([
      'Kees de Vries',
      'Piet Bakker',
    ]);

    const changed = await office.put(`/office/v1/relations/${relation.id}`, { ...RELATION, telephone: '030-1234567' });
    expect(changed.json()).toMatchObject({ telephone: '030-1234567', contactPersons: [{}, {}] });
    expect((await office.get('/office/v1/relations')).json().relations).toEqual([
      {
        id: relation.id,
        externalId: null,
        companyName: RELATION.companyName,
        city: 'Utrecht',
        telephone: '030-1234567',
        contactPersons: 2,
      },
    ]);

    const group = await office.post('/office/v1/project-groups', { name: 'Woningbouw' });
    expect(group.statusCode, group.body).toBe(201);
    const groupId = group.json().id;
    expect(group.json()).toEqual({ id: groupId, externalId: null, name: 'Woningbouw', projects: 0 });
    const regrouped = await office.put(`/office/v1/project-groups/${groupId}`, { name: 'Utiliteitsbouw' });
    expect(regrouped.json()).toMatchObject({ name: 'Utiliteitsbouw' });

    const refs = { relationId: relation.id, contactPersonId: piet.id, projectGroupId: groupId };
    const project = await office.post('/office/v1/projects', { ...PROJECT, ...refs });
    expect(project.statusCode, project.body).toBe(201);
    expect(project.json()).toMatchObject(refs);
    expect((await office.get(`/office/v1/projects/${project.json().id}`)).json()).toMatchObject(refs);
    expect((await office.get('/office/v1/project-groups')).json().projectGroups).toEqual([
      { id: groupId, externalId: null, name: 'Utiliteitsbouw', projects: 1 },
    ]);

    // Piet is named by the project: he stays; Kees goes.
    const inUse = await office.delete(`/office/v1/contact-persons/${piet.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({ code: 'CONTACT_PERSON_IN_USE', message: expect.any(String) });
    const removed = await office.delete(`/office/v1/contact-persons/${kees.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().contactPersons).toEqual([{ ...piet, projects: 1 }]);

    // The project lets go of its relation: nothing named any more.
    const cleared = await office.put(`/office/v1/projects/${project.json().id}`, PROJECT);
    expect(cleared.json()).toMatchObject({ relationId: null, contactPersonId: null, projectGroupId: null });

    const entries = await entriesOf(company.id);
    expect(entries.map((e) => e.action)).toEqual([
      'relations.insert',
      'contact_persons.insert',
      'contact_persons.insert',
      'contact_persons.update',
      'relations.update',
      'project_groups.insert',
      'project_groups.update',
      'projects.insert',
      'contact_persons.delete',
      'projects.update',
    ]);
    expect(entries.every((e) => e.actor_name === 'Piet')).toBe(true);
    expect(entries.find((e) => e.action === 'contact_persons.delete')?.target_id).toBe(kees.id);
  });

  it('a project names only the company’s relation, a contact person of that relation and the company’s group (400 naming the field)', async () => {
    const { company, office } = await companyWith('RELREF');
    const ours = (await office.post('/office/v1/relations', RELATION)).json();
    const another = (await office.post('/office/v1/relations', { companyName: 'Ander B.V.' })).json();
    const theirPerson = (
      await office.post(`/office/v1/relations/${another.id}/contact-persons`, { name: 'Jaap' })
    ).json().contactPersons[0];

    const other = await companyWith('RELREFOTHER');
    const foreign = (await other.office.post('/office/v1/relations', RELATION)).json();
    const foreignPerson = (
      await other.office.post(`/office/v1/relations/${foreign.id}/contact-persons`, { name: 'Klaas' })
    ).json().contactPersons[0];
    const foreignGroup = (await other.office.post('/office/v1/project-groups', { name: 'Geheim' })).json();

    const before = await entriesOf(company.id);
    for (const [refs, field] of [
      [{ relationId: foreign.id }, 'relationId'],
      [{ relationId: ours.id, contactPersonId: foreignPerson.id }, 'contactPersonId'],
      [{ relationId: ours.id, contactPersonId: theirPerson.id }, 'contactPersonId'],
      [{ contactPersonId: theirPerson.id }, 'contactPersonId'],
      [{ projectGroupId: foreignGroup.id }, 'projectGroupId'],
      [{ projectGroupId: 'Woningbouw' }, 'projectGroupId'],
    ] as const) {
      const response = await office.post('/office/v1/projects', { ...PROJECT, ...refs });
      expect(response.statusCode, JSON.stringify(refs)).toBe(400);
      expect(Object.keys(response.json())).toEqual(['code', 'message']);
      expect(response.json().message).toContain(`body.${field}`);
    }
    for (const [url, body, field] of [
      ['/office/v1/relations', { ...RELATION, companyName: '' }, 'companyName'],
      ['/office/v1/relations', { ...RELATION, zipCode: 'x'.repeat(100) }, 'zipCode'],
      [`/office/v1/relations/${ours.id}/contact-persons`, { name: '' }, 'name'],
      ['/office/v1/project-groups', { name: 'a\nb' }, 'name'],
      ['/office/v1/project-groups', { name: 'Groep', externalId: 'G-1' }, 'externalId'],
    ] as const) {
      const response = await office.post(url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(field);
    }
    expect(await entriesOf(company.id)).toEqual(before);
  });

  it("another company's relation, contact person or group is not found (404) and nothing of it leaks", async () => {
    const { company, office } = await companyWith('RELMINE');
    const other = await companyWith('RELTHEIRS');
    const theirs = (await other.office.post('/office/v1/relations', { companyName: 'Geheim B.V.' })).json();
    const person = (
      await other.office.post(`/office/v1/relations/${theirs.id}/contact-persons`, { name: 'Geheime Gerrit' })
    ).json().contactPersons[0];
    const group = (await other.office.post('/office/v1/project-groups', { name: 'Geheime groep' })).json();

    for (const response of [
      await office.get(`/office/v1/relations/${theirs.id}`),
      await office.put(`/office/v1/relations/${theirs.id}`, RELATION),
      await office.post(`/office/v1/relations/${theirs.id}/contact-persons`, { name: 'Stiekem' }),
      await office.put(`/office/v1/contact-persons/${person.id}`, { name: 'Stiekem' }),
      await office.delete(`/office/v1/contact-persons/${person.id}`),
      await office.put(`/office/v1/project-groups/${group.id}`, { name: 'Stiekem' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toMatch(/Geheim/);
    }
    expect((await office.get('/office/v1/relations')).json().relations).toEqual([]);
    expect((await office.get('/office/v1/project-groups')).json().projectGroups).toEqual([]);
    expect(await entriesOf(company.id)).toEqual([]);
    const untouched = await db()
      .selectFrom('contact_persons')
      .select('name')
      .where('id', '=', person.id)
      .executeTakeFirstOrThrow();
    expect(untouched.name).toBe('Geheime Gerrit');
  });

  it('what the package manages is read-only (409): a relation, its contact persons, a project group', async () => {
    const { company, office } = await companyWith('RELPKG');
    const relation = (await office.post('/office/v1/relations', RELATION)).json();
    const person = (await office.post(`/office/v1/relations/${relation.id}/contact-persons`, { name: 'Piet' })).json()
      .contactPersons[0];
    const group = (await office.post('/office/v1/project-groups', { name: 'Woningbouw' })).json();
    await db().updateTable('relations').set({ external_id: 'R-1' }).where('id', '=', relation.id).execute();
    await db().updateTable('project_groups').set({ external_id: 'G-1' }).where('id', '=', group.id).execute();

    const before = await entriesOf(company.id);
    for (const response of [
      await office.put(`/office/v1/relations/${relation.id}`, RELATION),
      await office.post(`/office/v1/relations/${relation.id}/contact-persons`, { name: 'Kees' }),
      await office.put(`/office/v1/contact-persons/${person.id}`, { name: 'Kees' }),
      await office.delete(`/office/v1/contact-persons/${person.id}`),
      await office.put(`/office/v1/project-groups/${group.id}`, { name: 'Anders' }),
    ]) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().code).toBe('MANAGED_BY_INTEGRATION');
    }
    expect(await entriesOf(company.id)).toEqual(before);
    // A project of the console's own may still name them.
    const project = await office.post('/office/v1/projects', {
      ...PROJECT,
      relationId: relation.id,
      contactPersonId: person.id,
      projectGroupId: group.id,
    });
    expect(project.statusCode, project.body).toBe(201);
  });

  it('the administratie reads relations and project groups but changes none (403)', async () => {
    const planner = await companyWith('RELADM');
    const relation = (await planner.office.post('/office/v1/relations', RELATION)).json();
    const person = (
      await planner.office.post(`/office/v1/relations/${relation.id}/contact-persons`, { name: 'Piet' })
    ).json().contactPersons[0];
    const group = (await planner.office.post('/office/v1/project-groups', { name: 'Woningbouw' })).json();
    await createOfficeUser(db(), {
      companyId: planner.company.id,
      email: 'anna@reladm.example',
      role: 'administratie',
      name: 'Anna',
    });
    const office = new OfficeBrowser(ctx.app);
    await office.signIn('RELADM', 'anna@reladm.example');

    expect((await office.get('/office/v1/relations')).statusCode).toBe(200);
    expect((await office.get(`/office/v1/relations/${relation.id}`)).statusCode).toBe(200);
    expect((await office.get('/office/v1/project-groups')).statusCode).toBe(200);
    for (const response of [
      await office.post('/office/v1/relations', RELATION),
      await office.put(`/office/v1/relations/${relation.id}`, RELATION),
      await office.post(`/office/v1/relations/${relation.id}/contact-persons`, { name: 'Kees' }),
      await office.put(`/office/v1/contact-persons/${person.id}`, { name: 'Kees' }),
      await office.delete(`/office/v1/contact-persons/${person.id}`),
      await office.post('/office/v1/project-groups', { name: 'Anders' }),
      await office.put(`/office/v1/project-groups/${group.id}`, { name: 'Anders' }),
    ])
      expect(response.statusCode).toBe(403);
  });
});
