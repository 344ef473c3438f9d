import { OfficeWorkOrderInputSchema, type OfficeWorkOrder } from '@bouwwerk/domain';
import { describe, expect, it } from 'vitest';
import { nl } from '../../src/i18n/nl';
import { ApiError } from '../../src/lib/api-client';
import { checkRequest, saveRefusal } from '../../src/lib/form-check';
import { bodyOf, infoRow, messagesOf, valuesOf } from '../../src/features/work-orders/lib/work-order-values';

const order: OfficeWorkOrder = {
  id: 7,
  externalId: null,
  number: 'WB-1',
  status: 4,
  customer: 'Fam. Jansen',
  description: 'Storing',
  done: false,
  projectId: 3,
  startDate: '2026-11-24',
  endDate: null,
  invoiceId: 12,
  externalReference: 'P-1',
  externalOrder: 'O-1',
  address: { name: 'Jansen', street: 'Kerkstraat 1', postalCode: '3511 AB', city: 'Utrecht', telephone: '' },
  orderDescription: 'Ketel nakijken',
  info: [{ label: 'Sleutel', value: 'Bij de buren' }],
  employeeIds: [5],
};

const check = (values: ReturnType<typeof valuesOf>) =>
  checkRequest(OfficeWorkOrderInputSchema, bodyOf(values, order), messagesOf(values));

describe('the work order form', () => {
  it('sends back what it does not edit (status, invoice, references) and trims what it does', () => {
    const values = { ...valuesOf(order), customer: '  Fam. Pietersen ', info: [infoRow(' Hond ', ' Lief ')] };
    expect(bodyOf(values, order)).toMatchObject({
      status: 4,
      invoiceId: 12,
      externalReference: 'P-1',
      externalOrder: 'O-1',
      customer: 'Fam. Pietersen',
      projectId: 3,
      info: [{ label: 'Hond', value: 'Lief' }],
      employeeIds: [5],
    });
    expect(bodyOf({ ...values, projectId: '', endDate: '' }, undefined)).toMatchObject({
      status: 2,
      invoiceId: null,
      projectId: null,
      endDate: null,
    });
  });

  it('asks for a start date where employees are chosen, at Startdatum', () => {
    const values = { ...valuesOf(order), startDate: '' };
    expect(check(values).errors).toEqual({ startDate: nl.workOrderForm.startDateNeeded });
    expect(check({ ...values, employeeIds: [] }).ok).toBe(true);
  });

  it('wants a number, a label on every info row and an end not before the start', () => {
    const values = {
      ...valuesOf(order),
      number: ' ',
      endDate: '2026-11-20',
      info: [infoRow('', 'zonder kenmerk')],
    };
    expect(check(values).errors).toEqual({
      number: nl.workOrderForm.numberInvalid,
      endDate: nl.form.endBeforeStart,
      label: nl.workOrderForm.infoLabelInvalid,
    });
  });

  it("places the server's refusal at the field it names", () => {
    const messages = messagesOf({ ...valuesOf(order), startDate: '' });
    const conflicts = { NUMBER_TAKEN: { number: nl.workOrderForm.numberTaken } };
    const badRequest = new ApiError(400, 'VALIDATION', 'body.startDate: is needed to plan the employees on the order');
    expect(saveRefusal(badRequest, messages, conflicts)).toEqual({ startDate: nl.workOrderForm.startDateNeeded });
    expect(saveRefusal(new ApiError(409, 'NUMBER_TAKEN', 'taken'), messages, conflicts)).toEqual({
      number: nl.workOrderForm.numberTaken,
    });
    expect(saveRefusal(new ApiError(409, 'MANAGED_BY_INTEGRATION', 'managed'), messages, conflicts)).toEqual({
      form: nl.managed.refused,
    });
    expect(saveRefusal(new ApiError(400, 'VALIDATION', 'body.elsewhere: no'), messages)).toEqual({
      form: nl.errors.form,
    });
  });
});
