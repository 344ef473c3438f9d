import { workOrderButtons, type ButtonState, type Rights, type WorkOrder } from '@bouwwerk/domain';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../lib/paths';
import { ClockIcon, ScrewIcon, SignatureIcon } from '../../../components/icons';
import { nl } from '../../../i18n/nl';
import { returnPathOf, returnState } from '../../../lib/return-to';
import { lockFieldsOf } from '../lib/order-status';

interface OrderAction {
  key: 'hours' | 'materials' | 'signature';
  label: string;
  /** Said under the label on the larger tiles of select/order. */
  text: string;
  icon: ReactNode;
  state: ButtonState;
  href: string;
}

/** The order's booking actions for the day, shown or greyed out per the lock rules of @bouwwerk/domain. */
export function orderActions(order: WorkOrder, rights: Rights, date: Date, labels: 'short' | 'long'): OrderAction[] {
  const buttons = workOrderButtons(lockFieldsOf(order), rights);
  const t = nl.workOrder;
  return [
    {
      key: 'hours',
      label: labels === 'short' ? t.hours : t.bookHours,
      text: t.bookHoursText,
      icon: <ClockIcon />,
      state: buttons.hours,
      href: paths.orderSubmit.getHoursHref(order.id, date),
    },
    {
      key: 'materials',
      label: labels === 'short' ? t.materials : t.bookMaterials,
      text: t.bookMaterialsText,
      icon: <ScrewIcon />,
      state: buttons.materials,
      href: paths.orderSubmit.getMaterialsHref(order.id, date),
    },
    {
      key: 'signature',
      label: labels === 'short' ? t.signature : t.sign,
      text: t.signText,
      icon: <SignatureIcon />,
      state: buttons.signature,
      href: paths.orderSubmit.getSignatureHref(order.id, date),
    },
  ];
}

interface OrderActionsProps {
  order: WorkOrder;
  date: Date;
  /** Unknown rights show no buttons rather than buttons that may turn out not to be allowed. */
  rights: Rights | undefined;
  /** 'bar': a row of buttons (the order page); 'tiles': large choices with a line of text (select/order). */
  variant: 'bar' | 'tiles';
  /**
   * 'start' (the order's own pages): the form returns here after saving. 'continue' (select/order, a step of
   * a booking started elsewhere): the form returns to where that booking started, else here.
   */
  flow?: 'start' | 'continue';
}

/** Hours, materials and signature: hidden for a done order or without rights, greyed out when locked. */
export function OrderActions({ order, date, rights, variant, flow = 'start' }: OrderActionsProps) {
  const location = useLocation();
  if (!rights) return null;
  const linkState = flow === 'continue' && returnPathOf(location.state) ? location.state : returnState(location);
  const actions = orderActions(order, rights, date, variant === 'bar' ? 'short' : 'long').filter(
    (a) => a.state !== 'hidden',
  );
  if (actions.length === 0) return null;
  return (
    <div className={`order-actions order-actions--${variant}`} role="group" aria-label={nl.workOrder.actions}>
      {actions.map((action) => {
        const content = (
          <>
            {action.icon}
            <span className="order-actions__label">{action.label}</span>
            {variant === 'tiles' ? <span className="order-actions__text">{action.text}</span> : null}
          </>
        );
        return action.state === 'enabled' ? (
          <Link
            key={action.key}
            className="button button--secondary order-actions__button"
            to={action.href}
            state={linkState}
          >
            {content}
          </Link>
        ) : (
          <button
            key={action.key}
            type="button"
            className="button button--secondary button--unavailable order-actions__button"
            disabled
          >
            {content}
          </button>
        );
      })}
    </div>
  );
}
