import type {
  NewFieldPassword,
  OfficeEmployee,
  OfficeEmployeeCreated,
  OfficeEmployeeInput,
  OfficeEmployees,
  OfficeEmployeeTeamInput,
  OfficeWorkingHoursInput,
} from '@bouwwerk/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import { api } from '../../../lib/api-client';

const EMPLOYEES = '/office/v1/employees';
const employeePath = (id: number) => `${EMPLOYEES}/${id}`;

/** The company's employees, whole: a contractor has tens to a few hundred, searched and paged in the browser. */
export const employeesQuery = queryOptions({
  queryKey: keys.employees,
  queryFn: ({ signal }) => api<OfficeEmployees>(EMPLOYEES, { signal }).then((answer) => answer.employees),
});

export const employeeQuery = (id: number) =>
  queryOptions({
    queryKey: keys.employee(id),
    queryFn: ({ signal }) => api<OfficeEmployee>(employeePath(id), { signal }),
  });

/** A write changed one employee: his page shows the answer, every list asks again. */
function changed(queryClient: QueryClient, employee: OfficeEmployee): OfficeEmployee {
  queryClient.setQueryData(keys.employee(employee.id), employee);
  void queryClient.invalidateQueries({ queryKey: keys.employees, exact: true });
  void queryClient.invalidateQueries({ queryKey: keys.auditLogs });
  return employee;
}

/** A new employee and his first field password, which only the answer holds: the cache keeps him without it. */
export async function createEmployee(queryClient: QueryClient, body: OfficeEmployeeInput) {
  const { password, ...employee } = await api<OfficeEmployeeCreated>(EMPLOYEES, { method: 'POST', body });
  return { employee: changed(queryClient, employee), password };
}

export const updateEmployee = (queryClient: QueryClient, id: number, body: OfficeEmployeeInput) =>
  api<OfficeEmployee>(employeePath(id), { method: 'PUT', body }).then((employee) => changed(queryClient, employee));

/** His own working hours, or null to follow the company's again. */
export const setWorkingHours = (queryClient: QueryClient, id: number, body: OfficeWorkingHoursInput) =>
  api<OfficeEmployee>(`${employeePath(id)}/working-hours`, { method: 'PUT', body }).then((employee) =>
    changed(queryClient, employee),
  );

/** His team, '' for none; the Planbord groups by it. */
export const setTeam = (queryClient: QueryClient, id: number, body: OfficeEmployeeTeamInput) =>
  api<OfficeEmployee>(`${employeePath(id)}/team`, { method: 'PUT', body }).then((employee) => {
    void queryClient.invalidateQueries({ queryKey: keys.planning });
    return changed(queryClient, employee);
  });

/** Phones signed in or out: the count on his page and in the list, and a new entry in the Logboek. */
const sessionsChanged = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: keys.employees }),
    queryClient.invalidateQueries({ queryKey: keys.auditLogs }),
  ]);

/** A new field password, shown once; the server signs his phones out. */
export const newFieldPassword = async (queryClient: QueryClient, id: number) => {
  const answer = await api<NewFieldPassword>(`${employeePath(id)}/password`, { method: 'POST' });
  void sessionsChanged(queryClient);
  return answer.password;
};

export const signOutPhones = async (queryClient: QueryClient, id: number) => {
  await api(`${employeePath(id)}/sessions`, { method: 'DELETE' });
  void sessionsChanged(queryClient);
};
