import { describe, expect, it } from 'vitest';
import { readAuditFilter, writeAuditFilter } from '../../src/features/audit-log/lib/audit-filter';
import { actionLabel, changedColumns, entryLabel, formatValue } from '../../src/features/audit-log/lib/audit-labels';

const target = (table: string) => ({ table, id: 1, label: 'x' });

describe('the Logboek in Dutch', () => {
  it('names a table’s actions by its record, the routes’ own actions by what they did, and others as stored', () => {
    expect(actionLabel('employees.insert')).toBe('Medewerker aangemaakt');
    expect(actionLabel('employees.update')).toBe('Medewerker gewijzigd');
    expect(actionLabel('hour_registrations.delete')).toBe('Urenregistratie verwijderd');
    expect(actionLabel('employees.password')).toBe('Nieuw wachtwoord');
    expect(actionLabel('employees.sign_out')).toBe('Afgemeld op telefoons');
    expect(actionLabel('office_users.create')).toBe('Gebruiker aangemaakt');
    expect(actionLabel('office_links.create')).toBe('Uitnodiging aangemaakt');
    expect(actionLabel('office_links.withdraw')).toBe('Uitnodiging ingetrokken');
    expect(actionLabel('office_passkeys.insert')).toBe('Passkey toegevoegd');
    expect(actionLabel('office_passkeys.delete')).toBe('Passkey verwijderd');
    expect(actionLabel('invoices.send')).toBe('invoices.send');
  });

  it('says what happened to a week by its state before and after', () => {
    const week = (action: string, before: string | null, after: string | null) =>
      entryLabel({
        action: `week_submissions.${action}`,
        before: before === null ? null : { state: before },
        after: after === null ? null : { state: after },
      });
    expect(week('insert', null, 'submitted')).toBe('Week ingediend');
    expect(week('update', 'submitted', 'approved')).toBe('Week goedgekeurd');
    expect(week('update', 'submitted', 'sent-back')).toBe('Week teruggestuurd');
    expect(week('update', 'sent-back', 'submitted')).toBe('Week ingediend');
    expect(week('update', 'approved', 'submitted')).toBe('Week heropend');
    expect(week('update', 'submitted', 'submitted')).toBe('Weekstaat gewijzigd');
    expect(entryLabel({ action: 'employees.update', before: null, after: null })).toBe('Medewerker gewijzigd');
    const changes = changedColumns({
      target: target('week_submissions'),
      before: { state: 'submitted', tx: '10', reason: '' },
      after: { state: 'sent-back', tx: '11', reason: 'Mist dinsdag' },
    });
    expect(changes.map(({ label, before, after }) => [label, before, after])).toEqual([
      ['Status', 'submitted', 'sent-back'],
      ['Reden', '', 'Mist dinsdag'],
    ]);
    expect(formatValue('sent-back', 'week_submissions', 'state')).toBe('Teruggestuurd');
  });

  it('shows only the columns an update changed, an employee’s by his form’s labels', () => {
    const changes = changedColumns({
      target: target('employees'),
      before: { id: 4, first_name: 'Jan', mobile: '06-1', registratie_rechten: 0, shoe_size: 42 },
      after: { id: 4, first_name: 'Jan', mobile: '06-2', registratie_rechten: 1, shoe_size: 43 },
    });
    expect(changes.map(({ label, before, after }) => [label, before, after])).toEqual([
      ['Mobiel', '06-1', '06-2'],
      ['Uren en materialen registreren', 0, 1],
      ['shoe_size', 42, 43],
    ]);
  });

  it('shows what a new record was made with, and what a removed one held', () => {
    const made = changedColumns({ target: target('projects'), before: null, after: { id: 9, name: 'Dak' } });
    expect(made).toEqual([{ column: 'name', label: 'name', before: undefined, after: 'Dak' }]);
    const removed = changedColumns({ target: target('projects'), before: { name: 'Dak' }, after: null });
    expect(removed).toEqual([{ column: 'name', label: 'name', before: 'Dak', after: undefined }]);
  });

  it('writes flags and the rights kept as numbers as Ja or Nee, and nothing as a dash', () => {
    expect(formatValue(true, 'projects', 'active')).toBe('Ja');
    expect(formatValue(2, 'employees', 'registratie_rechten')).toBe('Ja');
    expect(formatValue(2, 'employees', 'boeken_overige_projectkosten')).toBe('Nee');
    expect(formatValue(2, 'hour_registrations', 'hours')).toBe('2');
    expect(formatValue(undefined, 'projects', 'name')).toBe('—');
    expect(formatValue({ a: 1 }, 'projects', 'info')).toBe('{"a":1}');
  });
});

describe('the Logboek’s filters in the address', () => {
  it('reads back what it wrote, and leaves out what the page has no filter for', () => {
    const params = writeAuditFilter({ table: 'employees', actor: 'employee:7' });
    expect(params.toString()).toBe('soort=employees&door=employee%3A7');
    expect(readAuditFilter(params)).toEqual({ table: 'employees', actor: 'employee:7' });
    for (const door of ['employee:0', 'system:1', 'medewerker:7', '7'])
      expect(readAuditFilter(new URLSearchParams({ soort: 'audit_log', door }))).toEqual({});
    const period = writeAuditFilter({ from: '2026-10-01', to: '2026-10-31' });
    expect(period.toString()).toBe('van=2026-10-01&tot=2026-10-31');
    expect(readAuditFilter(period)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(readAuditFilter(new URLSearchParams('van=oktober&tot=2026-13'))).toEqual({});
  });
});
