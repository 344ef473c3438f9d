import type { WorkOrderPhoto } from '@bouwwerk/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from '../helpers/fixtures';
import { photoWithGps, testImage } from '../helpers/photos';
import { apiHeaders, signIn, useTestApp } from '../helpers/test-app';
import { keyHeaders, officeCompany, type OfficeCompany } from './registrations-fixtures';

/** The office reads a work order's photos by its own externalId: the list, and each photo's JPEG. */

const ctx = useTestApp();
let acme: OfficeCompany;
let other: OfficeCompany;
const tokens = { jan: '', piet: '' };
const photos: WorkOrderPhoto[] = [];

beforeAll(async () => {
  acme = await officeCompany(ctx.app, ctx.database.db, 'ACME');
  other = await officeCompany(ctx.app, ctx.database.db, 'OTHER');
  // An employee the office gave no externalId.
  await createEmployee(ctx.database.db, {
    companyId: acme.companyId,
    username: 'piet',
    firstName: 'Piet',
    lastName: 'Pieters',
    registratie_rechten: 1,
  });
  tokens.jan = await signIn(ctx.app, 'ACME', 'jan');
  tokens.piet = await signIn(ctx.app, 'ACME', 'piet');
  for (const [token, body] of [
    [tokens.jan, await photoWithGps(1200, 800)],
    [tokens.piet, await testImage(400, 300, 'jpeg')],
  ] as const) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/v1/werkbon/${acme.order}/photos`,
      headers: { ...apiHeaders(token), 'content-type': 'image/jpeg' },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    photos.push(response.json() as WorkOrderPhoto);
  }
});

const call = (url: string, key = acme.key) =>
  ctx.app.inject({ method: 'GET', url: `/integration/v1${url}`, headers: keyHeaders(key) });

describe('GET /integration/v1/work-orders/{externalId}/photos', () => {
  it('lists the photos oldest first, with who took them and their size', async () => {
    const response = await call('/work-orders/W-ACME/photos');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      photos: [
        {
          photoId: photos[0]!.id,
          takenAt: photos[0]!.takenAt,
          employeeId: acme.employee,
          employeeExternalId: 'E-ACME',
          employeeName: 'Jan Jansen',
          width: 800,
          height: 1200,
        },
        {
          photoId: photos[1]!.id,
          takenAt: photos[1]!.takenAt,
          employeeId: photos[1]!.takenBy,
          employeeExternalId: null,
          employeeName: 'Piet Pieters',
          width: 400,
          height: 300,
        },
      ],
    });
  });

  it('answers 404 for an unknown externalId and for another company’s order', async () => {
    for (const url of ['/work-orders/W-NONE/photos', '/work-orders/W-OTHER/photos']) {
      const response = await call(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'WORK_ORDER_NOT_FOUND', message: expect.any(String) });
    }
    expect((await call('/work-orders/W-OTHER/photos', other.key)).json()).toEqual({ photos: [] });
  });

  it('needs an integration key: none, or an app token, is 401', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/integration/v1/work-orders/W-ACME/photos' })).statusCode).toBe(
      401,
    );
    const withToken = await ctx.app.inject({
      method: 'GET',
      url: '/integration/v1/work-orders/W-ACME/photos',
      headers: { authorization: `Bearer ${tokens.jan}` },
    });
    expect(withToken.statusCode).toBe(401);
  });
});

describe('GET /integration/v1/work-orders/{externalId}/photos/{photoId}', () => {
  it('sends the stored JPEG, upright and without metadata', async () => {
    const response = await call(`/work-orders/W-ACME/photos/${photos[0]!.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(response.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(['jpeg', 800, 1200, undefined]);
  });

  it('answers 404 for a photo of another order or company, and 400 for a photoId that is no id', async () => {
    expect((await call(`/work-orders/W-OTHER/photos/${photos[0]!.id}`, other.key)).statusCode).toBe(404);
    expect((await call(`/work-orders/W-OTHER/photos/${photos[0]!.id}`)).statusCode).toBe(404);
    const missing = await call(`/work-orders/W-ACME/photos/2000000000`);
    expect(missing.json()).toEqual({ code: 'PHOTO_NOT_FOUND', message: expect.any(String) });
    expect((await call('/work-orders/W-ACME/photos/abc')).statusCode).toBe(400);
  });

  it('is in the OpenAPI document with its fields and a JPEG answer', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/integration/v1/openapi.json' })).json() as {
      paths: Record<string, { get?: { responses?: Record<string, { content?: Record<string, unknown> }> } }>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    expect(document.paths['/integration/v1/work-orders/{externalId}/photos']?.get).toBeDefined();
    const photo = document.paths['/integration/v1/work-orders/{externalId}/photos/{photoId}']?.get;
    expect(Object.keys(photo?.responses?.['200']?.content ?? {})).toEqual(['image/jpeg']);
    expect(Object.keys(document.components.schemas.WorkOrderPhoto?.properties ?? {})).toEqual(
      expect.arrayContaining(['photoId', 'takenAt', 'employeeExternalId', 'width', 'height']),
    );
  });
});
