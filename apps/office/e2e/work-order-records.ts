import type { OfficeEmployeeCreated, OfficeSession, OfficeWorkOrder } from '@bouwwerk/domain';
import type { Page } from '@playwright/test';
import { fieldHeaders } from './field-api';
import { createEmployee, createWorkOrder, E2E_TODAY, expect, unique } from './fixtures';

/**
 * A work order the field worked on through its own API, for the tests of the order's page: an employee of
 * this test's own planned on it, who books hours with materials on it, photographs it and has it signed.
 */

/** A real JPEG and a signature PNG, drawn by the page's browser (the server decodes what it stores). */
const drawn = (page: Page) =>
  page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 120;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 320, 120);
    context.fillStyle = '#000000';
    context.fillRect(20, 60, 220, 4);
    const jpeg = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg'));
    return { jpeg: Array.from(new Uint8Array(await jpeg.arrayBuffer())), png: canvas.toDataURL('image/png') };
  });

export interface FieldWorkedOrder {
  order: OfficeWorkOrder;
  employeeName: string;
  hourType: string;
  signerName: string;
}

export async function orderWorkedByTheField(page: Page, session: OfficeSession): Promise<FieldWorkedOrder> {
  const lastName = unique('Veld');
  const employee = (await createEmployee(page, session, {
    firstName: 'Fien',
    lastName,
    username: unique('veld'),
    registrationRights: true,
  })) as OfficeEmployeeCreated;
  const order = await createWorkOrder(page, session, {
    number: unique('WB-'),
    customer: 'Fam. Veldwerk',
    startDate: E2E_TODAY,
    employeeIds: [employee.id],
  });

  const headers = await fieldHeaders(page, employee);
  const field = async (path: string, data: unknown, contentType?: string) => {
    const response = await page.request.post(path, {
      headers: { ...headers, ...(contentType && { 'Content-Type': contentType }) },
      data,
    });
    expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  };

  const { jpeg, png } = await drawn(page);
  const hourType = await defaultHourType(page, headers);
  await field('/v1/invoer', {
    datum: E2E_TODAY,
    medewerkerId: employee.id,
    projectId: 0,
    werkbonId: order.id,
    werkId: 0,
    budgetId: 0,
    stelpostId: 0,
    uursoortId: hourType.id,
    aantal: 2.5,
    opmerking: 'Leiding vervangen',
    omschrijving: '',
    percentage: null,
    materialen: [{ aantal: 3, eenheid: 'm1', omschrijving: 'Koperbuis 15 mm' }],
  });
  await field(`/v1/werkbon/${order.id}/photos`, Buffer.from(jpeg), 'image/jpeg');
  const signerName = 'K. de Klant';
  await field(`/v1/werkbon/${order.id}/signature`, { id: order.id, image: png, signerName });
  return { order, employeeName: `Fien ${lastName}`, hourType: hourType.omschrijving, signerName };
}

/** The company's first hour type, as the app preselects it. */
async function defaultHourType(page: Page, headers: Record<string, string>) {
  const response = await page.request.get('/v1/uursoorten', { headers });
  expect(response.status()).toBe(200);
  const [first] = (await response.json()) as Array<{ id: number; omschrijving: string }>;
  return first!;
}
