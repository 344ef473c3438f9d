import { formatDate, parseDate, workOrderLockReason, type WorkOrder } from '@bouwwerk/domain';
import { useLoaderData, useNavigate } from 'react-router';
import type { DayRegistrationsProps, RenderDayRegistrations } from '../../../components/day-registrations-slot';
import { useRights } from '../../../api/rights';
import { useWorkOrder } from '../../../api/work-orders';
import { lockFieldsOf } from '../lib/order-status';

/** The pages of one order on one day: the router hands them the day's registrations list. */
export interface OrderDayPageProps {
  /** The day's registrations with edit (features/registrations), handed in by the router. */
  renderRegistrations?: RenderDayRegistrations;
}

/**
 * What every order-on-a-day page needs: the order and day of the address, the order itself, the rights,
 * and the day's registrations list for that order. `dayHref` is where stepping to another day goes; without
 * it the list stays on this day.
 */
export function useOrderDay(
  renderRegistrations: RenderDayRegistrations | undefined,
  dayHref?: (id: number, day: Date) => string,
) {
  const { id, date } = useLoaderData<{ id: number; date: Date }>();
  const navigate = useNavigate();
  const order = useWorkOrder(id, date);
  const rights = useRights().data;

  const registrationsOf = (workOrder: Pick<WorkOrder, 'orderStatus' | 'isDone' | 'factuurId' | 'plannedOnOrder'>) => {
    const props: DayRegistrationsProps = {
      source: 'order',
      id,
      date: formatDate(date, 'api'),
      locked: workOrderLockReason(lockFieldsOf(workOrder)) ?? false,
      plannedOnOrder: workOrder.plannedOnOrder,
    };
    if (dayHref) {
      props.onDateChange = (day) => {
        const next = parseDate(day, 'api');
        if (next) void navigate(dayHref(id, next), { replace: true });
      };
    } else {
      props.singleDate = true;
    }
    return renderRegistrations?.(props);
  };

  return { id, date, order, rights, navigate, registrationsOf };
}
