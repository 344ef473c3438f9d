import { todayInAmsterdam } from '@bouwwerk/domain';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { nl } from '../i18n/nl';
import { getPassport, isAuthenticated } from '../state/passport';
import { paths } from './paths';
import { requireAuthLoader } from './require-auth';
import type { RouteHandle } from './route-handle';
import { ErrorPage } from './routes/error-page';

/**
 * The specification's route table. Every screen is its own chunk, loaded when first visited; screens of
 * later issues show a placeholder inside the shell until then.
 */

const today = () => todayInAmsterdam();
const todaysOverview = () => paths.weeklyOverviewDate.getHref(today());

const placeholder = (title: string, root = false): RouteObject => ({
  handle: { title, root } satisfies RouteHandle,
  lazy: () => import('./routes/placeholder-page').then((m) => ({ Component: m.PlaceholderPage })),
});

/** A route that only sends on; `element: null` says it renders nothing on purpose. */
const redirectRoute = (to: (args: LoaderFunctionArgs) => string) => ({
  element: null,
  loader: (args: LoaderFunctionArgs) => redirect(to(args)),
});

const param = (args: LoaderFunctionArgs, name: string) => args.params[name] ?? '';

/** Screens that need a signed-in employee, inside the dashboard shell. */
const dashboardRoutes: RouteObject[] = [
  { path: paths.weeklyOverview.path, ...redirectRoute(todaysOverview) },
  {
    path: paths.weeklyOverviewDate.path,
    handle: { title: nl.titles.weeklyOverview, root: true } satisfies RouteHandle,
    lazy: () =>
      import('../features/weekly-overview/components/weekly-overview-page').then((m) => ({
        loader: m.weeklyOverviewLoader,
        Component: m.WeeklyOverviewPage,
      })),
  },

  { path: paths.leaveOfAbsence.path, ...placeholder(nl.titles.leaveOfAbsence, true) },
  { path: paths.leaveOfAbsenceEdit.path, ...placeholder(nl.titles.leaveOfAbsence) },

  { path: paths.selectProject.path, ...placeholder(nl.titles.projects, true) },
  { path: paths.createProject.path, ...placeholder(nl.titles.createProject) },
  {
    path: paths.project.path,
    children: [
      { index: true, ...redirectRoute((a) => paths.projectDetails.getHref(param(a, 'project'), today())) },
      { path: paths.projectDetails.path, ...placeholder(nl.titles.project) },
    ],
  },
  ...paths.selectItem.paths.map((path) => ({ path, ...placeholder(nl.titles.selectItem) })),
  ...paths.selectPart.paths.map((path) => ({ path, ...placeholder(nl.titles.selectPart) })),
  {
    path: paths.submit.path,
    children: [
      {
        index: true,
        ...redirectRoute((a) =>
          paths.submit.getHref({ task: param(a, 'task'), type: param(a, 'type'), part: param(a, 'part'), form: 'hours' }),
        ),
      },
      { path: paths.submit.hoursPath, ...placeholder(nl.titles.bookHours) },
      {
        path: paths.submit.materialsPath,
        handle: { title: nl.titles.bookMaterials } satisfies RouteHandle,
        lazy: () =>
          import('../features/materials/components/materials-page').then((m) => ({
            loader: m.projectMaterialsLoader,
            Component: m.MaterialsPage,
          })),
      },
      { path: paths.submit.opPath, ...placeholder(nl.titles.bookOtherCosts) },
    ],
  },

  {
    path: paths.order.path,
    children: [
      { index: true, ...redirectRoute((a) => paths.orderDetail.getHref(param(a, 'order'), today())) },
      { path: paths.orderDetail.path, ...placeholder(nl.titles.workOrder) },
      { path: paths.orderEdit.path, ...placeholder(nl.titles.editWorkOrder) },
      {
        path: paths.orderSubmit.path,
        children: [
          { index: true, ...redirectRoute((a) => paths.orderSubmit.getHoursHref(param(a, 'order'))) },
          { path: paths.orderSubmit.hoursPath, ...placeholder(nl.titles.workOrderHours) },
          {
            path: paths.orderSubmit.materialsPath,
            handle: { title: nl.titles.workOrderMaterials } satisfies RouteHandle,
            lazy: () =>
              import('../features/materials/components/materials-page').then((m) => ({
                loader: m.orderMaterialsLoader,
                Component: m.MaterialsPage,
              })),
          },
          { path: paths.orderSubmit.signaturePath, ...placeholder(nl.titles.workOrderSignature) },
        ],
      },
    ],
  },
  { path: paths.selectOrder.path, ...placeholder(nl.titles.workOrder) },

  {
    path: paths.settings.path,
    handle: { title: nl.titles.settings } satisfies RouteHandle,
    // The app composes features (they do not import each other): settings reloads the materials catalogue,
    // and sign-out removes the cached ones.
    lazy: () =>
      Promise.all([
        import('../features/settings/components/settings-page'),
        import('../features/materials/api/get-materials'),
        import('../features/materials/lib/device-catalogue'),
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
