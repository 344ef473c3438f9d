import { EMPLOYEE_EDITORS, type OfficeEmployee } from '@bouwwerk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useSession } from '../../../api/session';
import { ManagedBadge } from '../../../components/managed-badge';
import { RecordLoad, recordId } from '../../../components/record-load';
import { SecretDialog } from '../../../components/secret-dialog';
import { StatusMessage } from '../../../components/status-message';
import { nl } from '../../../i18n/nl';
import { RecordHistory } from '../../audit-log';
import { paths } from '../../../lib/paths';
import { createEmployee, employeeQuery, setTeam, setWorkingHours, updateEmployee } from '../api/employees';
import { fullName } from '../lib/employee-rows';
import { EmployeeActions } from './employee-actions';
import { EmployeeForm } from './employee-form';
import { TeamForm } from './team-form';
import { WorkingHoursForm } from './working-hours-form';
import './employees.css';

/** What a page says after a save that took the user to it. */
interface Saved {
  saved?: 'created';
}

function BackLink() {
  return <Link to={paths.employees.getHref()}>{nl.employees.back}</Link>;
}

/** /kantoor/medewerkers/nieuw: a new employee of the company's own (no externalId). */
export function NewEmployeePage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const canEdit = EMPLOYEE_EDITORS.includes(session.user.role);
  const [created, setCreated] = useState<{ employee: OfficeEmployee; password: string } | null>(null);

  // The first password is shown here, before his page takes over: it is never kept where a reload finds it.
  const toHisPage = (employee: OfficeEmployee) =>
    navigate(paths.employee.getHref(employee.id), { replace: true, state: { saved: 'created' } satisfies Saved });

  return (
    <section className="page" aria-labelledby="employee-title">
      <title>{`${nl.employees.create} · ${nl.app.name}`}</title>
      <BackLink />
      <h1 id="employee-title">{nl.employees.create}</h1>
      {canEdit ? (
        <EmployeeForm
          readOnly={false}
          onSave={async (input) => {
            setCreated(await createEmployee(queryClient, input));
          }}
        />
      ) : (
        <p role="alert">{nl.employees.readOnly}</p>
      )}
      {created ? (
        <SecretDialog
          title={nl.employeeActions.firstPasswordTitle}
          label={nl.employeeActions.firstPasswordTitle}
          secret={created.password}
          onClose={() => void toHisPage(created.employee)}
        >
          <p>{nl.employeeActions.firstPasswordIntro(fullName(created.employee), created.employee.username)}</p>
        </SecretDialog>
      ) : null}
    </section>
  );
}

/**
 * /kantoor/medewerkers/:id: an employee's details and rights, his password and phones. Read-only for a record
 * the company's package manages ("Beheerd via koppeling") and for a role that only reads.
 */
export function EmployeePage() {
  const id = recordId(useParams().id);
  const employee = useQuery({ ...employeeQuery(id), enabled: !Number.isNaN(id) });
  return (
    <RecordLoad query={employee} valid={!Number.isNaN(id)} back={<BackLink />}>
      {(record) => <EmployeeDetails record={record} />}
    </RecordLoad>
  );
}

function EmployeeDetails({ record }: { record: OfficeEmployee }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const location = useLocation();
  const canEdit = EMPLOYEE_EDITORS.includes(session.user.role);
  const arrived = location.state as Saved | null;
  const managed = record.externalId !== null;
  const name = fullName(record);
  return (
    <section className="page" aria-labelledby="employee-title">
      <title>{`${name} · ${nl.app.name}`}</title>
      <BackLink />
      <div className="page__header">
        <h1 id="employee-title">{name}</h1>
        {managed ? <ManagedBadge /> : null}
      </div>
      {managed ? <p>{nl.employees.managedExplained}</p> : canEdit ? null : <p>{nl.employees.readOnly}</p>}
      <StatusMessage message={arrived?.saved === 'created' ? nl.employeeForm.created : null} />
      <div className="employee-layout">
        <EmployeeForm
          // Another employee's page starts a form of its own; the same employee read again keeps what is typed.
          key={record.id}
          employee={record}
          readOnly={managed || !canEdit}
          onSave={(input) => updateEmployee(queryClient, record.id, input)}
        />
        {canEdit ? <EmployeeActions employee={record} /> : null}
        <WorkingHoursForm
          key={`working-hours-${record.id}`}
          employee={record}
          readOnly={!canEdit}
          onSave={(input) => setWorkingHours(queryClient, record.id, input)}
        />
        <TeamForm
          key={`team-${record.id}`}
          employee={record}
          readOnly={!canEdit}
          onSave={(input) => setTeam(queryClient, record.id, input)}
        />
      </div>
      <RecordHistory tables={['employees', 'employee_working_hours']} recordId={record.id} />
    </section>
  );
}
