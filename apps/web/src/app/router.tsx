import { todayInAmsterdam } from '@bouwwerk/domain';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { RenderDayRegistrations } from '../components/day-registrations-slot';
import { weeklyOverviewLoader } from '../features/weekly-overview/lib/weekly-overview-loader';
import { nl } from '../i18n/nl';
import { getPassport, isAuthenticated } from '../state/passport';
import { paths } from '../lib/paths';
import { requireAuthLoader } from './require-auth';
import type { RouteHandle } from './route-handle';
import { ErrorPage } from './routes/error-page';

/**
 * The specification's route table. Every screen is its own chunk, loaded when first visited.
 */

const today = () => todayInAmsterdam();
const todaysOverview = () => paths.weeklyOverviewDate.getHref(today());

/** A route that only sends on; `element: null` says it renders nothing on purpose. */
const redirectRoute = (to: (args: LoaderFunctionArgs) => string) => ({
  element: null,
  loader: (args: LoaderFunctionArgs) => redirect(to(args)),
});

/**
 * The project and work order pages show the day's registrations list of features/registrations; features do
 * not import each other, so the app loads both chunks and hands the list to the page.
 */
function withDayRegistrations<Page>(page: Promise<Page>): Promise<[Page, RenderDayRegistrations]> {
  return Promise.all([page, import('../features/registrations/components/day-registrations')]).then(([m, list]) => [
    m,
    (props) => <list.DayRegistrations {...props} />,
  ]);
}

const param = (args: LoaderFunctionArgs, name: string) => args.params[name] ?? '';

/** Screens that need a signed-in employee, inside the dashboard shell. */
const dashboardRoutes: RouteObject[] = [
  {
    path: paths.weeklyOverviewDate.path,
    handle: { title: nl.titles.weeklyOverview, root: true } satisfies RouteHandle,
    loader: weeklyOverviewLoader,
    lazy: () =>
      import('../features/weekly-overview/components/weekly-overview-page').then((m) => ({
        Component: m.WeeklyOverviewPage,
      })),
  },

  {
    path: paths.leaveOfAbsence.path,
    handle: { title: nl.titles.leaveOfAbsence, root: true } satisfies RouteHandle,
    lazy: () => import('../features/leave/components/leave-page').then((m) => ({ Component: m.NewLeavePage })),
  },
  {
    path: paths.leaveOfAbsenceEdit.path,
    handle: { title: nl.titles.leaveOfAbsence } satisfies RouteHandle,
    lazy: () =>
      import('../features/leave/components/leave-page').then((m) => ({
        loader: m.editLeaveLoader,
        Component: m.EditLeavePage,
      })),
  },

  {
    path: paths.selectProject.path,
    handle: { title: nl.titles.projects, root: true } satisfies RouteHandle,
    lazy: () =>
      import('../features/projects/components/project-list-page').then((m) => ({ Component: m.ProjectListPage })),
  },
  {
    path: paths.createProject.path,
    handle: { title: nl.titles.createProject } satisfies RouteHandle,
    lazy: () =>
      import('../features/projects/components/create-project-page').then((m) => ({ Component: m.CreateProjectPage })),
  },
  {
    path: paths.project.path,
    children: [
      { index: true, ...redirectRoute((a) => paths.projectDetails.getHref(param(a, 'project'), today())) },
      {
        path: paths.projectDetails.path,
        handle: { title: nl.titles.project } satisfies RouteHandle,
        lazy: () =>
          withDayRegistrations(import('../features/projects/components/project-detail-page')).then(([m, render]) => ({
            Component: () => <m.ProjectDetailPage renderRegistrations={render} />,
          })),
      },
    ],
  },
  ...paths.selectItem.paths.map((path) => ({
    path,
    handle: { title: nl.titles.selectItem } satisfies RouteHandle,
    lazy: () =>
      import('../features/projects/components/select-work-page').then((m) => ({ Component: m.SelectWorkPage })),
  })),
  ...paths.selectPart.paths.map((path) => ({
    path,
    handle: { title: nl.titles.selectPart } satisfies RouteHandle,
    lazy: () =>
      import('../features/projects/components/select-part-page').then((m) => ({ Component: m.SelectPartPage })),
  })),
  {
    path: paths.submit.path,
    children: [
      {
        index: true,
        ...redirectRoute((a) =>
          paths.submit.getHref({
            task: param(a, 'task'),
            type: param(a, 'type'),
            part: param(a, 'part'),
            form: 'hours',
          }),
        ),
      },
      {
        path: paths.submit.hoursPath,
        handle: { title: nl.titles.bookHours } satisfies RouteHandle,
        lazy: () =>
          import('../features/projects/components/book-hours-page').then((m) => ({
            Component: () => <m.BookHoursPage form="hours" />,
          })),
      },
      {
        path: paths.submit.materialsPath,
        handle: { title: nl.titles.bookMaterials } satisfies RouteHandle,
        lazy: () =>
          import('../features/materials/components/materials-page').then((m) => ({
            loader: m.projectMaterialsLoader,
            Component: m.MaterialsPage,
          })),
      },
      {
        path: paths.submit.opPath,
        handle: { title: nl.titles.bookOtherCosts } satisfies RouteHandle,
        lazy: () =>
          import('../features/projects/components/book-hours-page').then((m) => ({
            Component: () => <m.BookHoursPage form="op" />,
          })),
      },
    ],
  },

  {
    path: paths.order.path,
    children: [
      { index: true, ...redirectRoute((a) => paths.orderDetail.getHref(param(a, 'order'), today())) },
      {
        path: paths.orderDetail.path,
        handle: { title: nl.titles.workOrder } satisfies RouteHandle,
        lazy: () =>
          withDayRegistrations(import('../features/work-orders/components/work-order-page')).then(([m, render]) => ({
            loader: m.workOrderDetailLoader,
            Component: () => <m.WorkOrderPage renderRegistrations={render} />,
          })),
      },
      {
        path: paths.orderEdit.path,
        handle: { title: nl.titles.editWorkOrder } satisfies RouteHandle,
        lazy: () =>
          withDayRegistrations(import('../features/work-orders/components/work-order-edit-page')).then(
            ([m, render]) => ({
              loader: m.workOrderEditLoader,
              Component: () => <m.WorkOrderEditPage renderRegistrations={render} />,
            }),
          ),
      },
      {
        path: paths.orderSubmit.path,
        lazy: () =>
          import('../features/work-orders/components/order-submit-layout').then((m) => ({
            loader: m.orderSubmitLayoutLoader,
            Component: m.OrderSubmitLayout,
          })),
        children: [
          { index: true, ...redirectRoute((a) => paths.orderSubmit.getHoursHref(param(a, 'order'))) },
          {
            path: paths.orderSubmit.hoursPath,
            handle: { title: nl.titles.workOrderHours } satisfies RouteHandle,
            lazy: () =>
              import('../features/work-orders/components/order-hours-page').then((m) => ({
                loader: m.orderSubmitLoader,
                Component: m.OrderHoursPage,
              })),
          },
          {
            path: paths.orderSubmit.materialsPath,
            handle: { title: nl.titles.workOrderMaterials } satisfies RouteHandle,
            lazy: () =>
              import('../features/materials/components/materials-page').then((m) => ({
                loader: m.orderMaterialsLoader,
                Component: m.MaterialsPage,
              })),
          },
          {
            path: paths.orderSubmit.signaturePath,
            handle: { title: nl.titles.workOrderSignature } satisfies RouteHandle,
            lazy: () =>
              import('../features/work-orders/components/order-signature-page').then((m) => ({
                loader: m.orderSignatureLoader,
                Component: m.OrderSignaturePage,
              })),
          },
        ],
      },
    ],
  },
  {
    path: paths.selectOrder.path,
    handle: { title: nl.titles.workOrder } satisfies RouteHandle,
    lazy: () =>
      withDayRegistrations(import('../features/work-orders/components/select-order-page')).then(([m, render]) => ({
        loader: m.selectOrderLoader,
        Component: () => <m.SelectOrderPage renderRegistrations={render} />,
      })),
  },

  {
    path: paths.settings.path,
    handle: { title: nl.titles.settings } satisfies RouteHandle,
    // The app composes features (they do not import each other): settings reloads the materials catalogue,
    // and sign-out removes the cached ones.
    lazy: () =>
      Promise.all([
        import('../features/settings/components/settings-page'),
        import('../api/materials'),
        import('../api/device-catalogue'),
      ]).then(([settings, materials, deviceCatalogue]) => ({
        Component: () => (
          <settings.SettingsPage
            reloadMaterials={materials.reloadMaterials}
            forgetMaterials={deviceCatalogue.forgetDeviceCatalogues}
          />
        ),
      })),
  },
  {
    path: paths.outbox.path,
    handle: { title: nl.outbox.title } satisfies RouteHandle,
    lazy: () => import('../features/outbox/components/outbox-page').then((m) => ({ Component: m.OutboxPage })),
  },
  {
    path: paths.camera.path,
    handle: { title: nl.titles.camera } satisfies RouteHandle,
    lazy: () => import('../features/camera/components/camera-page').then((m) => ({ Component: m.CameraPage })),
  },
];

export const routes: RouteObject[] = [
  {
    errorElement: <ErrorPage standalone />,
    // While the first screen's code loads.
    hydrateFallbackElement: <div className="app-loading" role="status" aria-label={nl.app.loading} />,
    children: [
      {
        index: true,
        ...redirectRoute(() => (isAuthenticated(getPassport()) ? todaysOverview() : paths.login.getHref())),
      },
      {
        path: paths.login.path,
        // The app composes features: the login screen offers the accounts saved on the device.
        lazy: () =>
          Promise.all([
            import('../features/auth/components/login-page'),
            import('../features/accounts/components/account-menu-panel'),
          ]).then(([login, accounts]) => ({
            loader: login.loginLoader,
            Component: () => <login.LoginPage savedAccounts={<accounts.SavedAccountsOnLogin />} />,
          })),
      },
      // Outside the shell, so sending on to today's week does not wait for the shell's code (the guard is
      // the shell's, run first).
      {
        path: paths.weeklyOverview.path,
        ...redirectRoute(() => {
          requireAuthLoader();
          return todaysOverview();
        }),
      },
      {
        path: paths.resetPassword.path,
        lazy: () =>
          import('../features/auth/components/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        loader: requireAuthLoader,
        // The guard is cheap and synchronous: check it on every navigation, not only the first.
        shouldRevalidate: () => true,
        lazy: () => import('./routes/dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
        // A failing screen shows the error page inside the shell, so header and navigation stay usable.
        children: [{ errorElement: <ErrorPage />, children: dashboardRoutes }],
      },
      {
        path: '*',
        lazy: () => import('./routes/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
