/** What a route tells the dashboard shell: the page title, and whether it is a root of the bottom navigation. */
export interface RouteHandle {
  title: string;
  /** Root pages have no back button. */
  root?: boolean;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}
