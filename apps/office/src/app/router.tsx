import { createBrowserRouter, redirect } from 'react-router';
import { BASENAME, paths } from '../lib/paths';
import { requireSessionLoader } from './require-session';
import { ErrorPage } from './routes/error-page';
import { NotFoundPage } from './routes/not-found-page';

/** Every screen is its own chunk, loaded when first visited: the login page's is all a first visit loads. */
export function createRouter() {
  return createBrowserRouter(
    [
      {
        path: paths.login.path,
        errorElement: <ErrorPage standalone />,
        lazy: () => import('../features/auth/components/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        // Its own chunk also because of the list of common passwords its form checks against (39 KB gzipped).
        path: paths.invitation.path,
        errorElement: <ErrorPage standalone />,
        lazy: () =>
          import('../features/auth/components/invitation-page').then((m) => ({ Component: m.InvitationPage })),
      },
      {
        path: paths.home.path,
        loader: requireSessionLoader,
        errorElement: <ErrorPage standalone />,
        lazy: () => import('./routes/shell-layout').then((m) => ({ Component: m.ShellLayout })),
        children: [
          {
            errorElement: <ErrorPage />,
            children: [
              { index: true, loader: () => redirect(paths.employees.getHref()) },
              {
                path: paths.employees.path,
                lazy: () =>
                  import('../features/employees/components/employee-list-page').then((m) => ({
                    Component: m.EmployeeListPage,
                  })),
              },
              {
                path: paths.newEmployee.path,
                lazy: () =>
                  import('../features/employees/components/employee-page').then((m) => ({
                    Component: m.NewEmployeePage,
                  })),
              },
              {
                path: paths.employee.path,
                lazy: () =>
                  import('../features/employees/components/employee-page').then((m) => ({
                    Component: m.EmployeePage,
                  })),
              },
              {
                path: paths.projects.path,
                lazy: () =>
                  import('../features/projects/components/project-list-page').then((m) => ({
                    Component: m.ProjectListPage,
                  })),
              },
              {
                path: paths.newProject.path,
                lazy: () =>
                  import('../features/projects/components/project-page').then((m) => ({
                    Component: m.NewProjectPage,
                  })),
              },
              {
                path: paths.project.path,
                lazy: () =>
                  import('../features/projects/components/project-page').then((m) => ({ Component: m.ProjectPage })),
              },
              {
                path: paths.relations.path,
                lazy: () =>
                  import('../features/relations/components/relation-list-page').then((m) => ({
                    Component: m.RelationListPage,
                  })),
              },
              {
                path: paths.newRelation.path,
                lazy: () =>
                  import('../features/relations/components/relation-page').then((m) => ({
                    Component: m.NewRelationPage,
                  })),
              },
              {
                path: paths.relation.path,
                lazy: () =>
                  import('../features/relations/components/relation-page').then((m) => ({
                    Component: m.RelationPage,
                  })),
              },
              {
                path: paths.projectGroups.path,
                lazy: () =>
                  import('../features/relations/components/project-group-list-page').then((m) => ({
                    Component: m.ProjectGroupListPage,
                  })),
              },
              {
                path: paths.workOrders.path,
                lazy: () =>
                  import('../features/work-orders/components/work-order-list-page').then((m) => ({
                    Component: m.WorkOrderListPage,
                  })),
              },
              {
                path: paths.newWorkOrder.path,
                lazy: () =>
                  import('../features/work-orders/components/work-order-page').then((m) => ({
                    Component: m.NewWorkOrderPage,
                  })),
              },
              {
                path: paths.workOrder.path,
                lazy: () =>
                  import('../features/work-orders/components/work-order-page').then((m) => ({
                    Component: m.WorkOrderPage,
                  })),
              },
              {
                path: paths.planning.path,
                lazy: () =>
                  import('../features/planning/components/planning-page').then((m) => ({
                    Component: m.PlanningPage,
                  })),
              },
              {
                path: paths.weeks.path,
                lazy: () => import('../features/weeks/components/weeks-page').then((m) => ({ Component: m.WeeksPage })),
              },
              {
                path: paths.registrations.path,
                lazy: () =>
                  import('../features/registrations/components/registrations-page').then((m) => ({
                    Component: m.RegistrationsPage,
                  })),
              },
              {
                path: paths.week.path,
                lazy: () => import('../features/weeks/components/week-page').then((m) => ({ Component: m.WeekPage })),
              },
              {
                path: paths.catalogue.path,
                lazy: () =>
                  import('../features/materials/components/catalogue-page').then((m) => ({
                    Component: m.CataloguePage,
                  })),
              },
              {
                path: paths.users.path,
                lazy: () =>
                  import('../features/office-users/components/users-page').then((m) => ({ Component: m.UsersPage })),
              },
              {
                path: paths.account.path,
                lazy: () =>
                  import('../features/account/components/account-page').then((m) => ({ Component: m.AccountPage })),
              },
              {
                path: paths.auditLog.path,
                lazy: () =>
                  import('../features/audit-log/components/audit-log-page').then((m) => ({
                    Component: m.AuditLogPage,
                  })),
              },
              {
                path: paths.types.path,
                lazy: () =>
                  import('../features/settings/components/types-page').then((m) => ({ Component: m.TypesPage })),
              },
              {
                path: paths.company.path,
                lazy: () =>
                  import('../features/settings/components/company-page').then((m) => ({ Component: m.CompanyPage })),
              },
              { path: '*', Component: NotFoundPage },
            ],
          },
        ],
      },
    ],
    { basename: BASENAME },
  );
}

export type OfficeRouter = ReturnType<typeof createRouter>;
