import {
  decimalToHhmm,
  HourBookingSchema,
  HourUpdateSchema,
  IndirectBookingSchema,
  invoerKind,
  MaterialBookingSchema,
  MaterialUpdateSchema,
  OtherCostsBookingSchema,
} from '@bouwwerk/domain';
import type { OutboxRequest, OutboxShown } from '../../../api/outbox/types';
import { formatQuantity } from '../../../lib/quantities';
import type { RequestSchema } from '../../../lib/form-validation';

type Path = readonly (string | number)[];

/** The fields a refused write can be corrected in, found in its request body. */
export interface CorrectionValues {
  /** yyyy-MM-dd */
  date: string;
  /** Decimal hours (amount 'hours') or a quantity (amount 'quantity'). */
  amount: number;
  /** Null where the write has no remark. */
  remark: string | null;
}

/**
 * Where a kind of write keeps its correctable fields: the object inside the body that holds them (checked as
 * a whole by `schema`, the route's own), and each field's name in it. A date that may not change (the office's
 * material on an order) is null.
 */
export interface CorrectionPlace {
  at: Path;
  schema: RequestSchema<unknown>;
  date: string | null;
  amount: { kind: 'hours' | 'quantity'; path: Path };
  remark: string | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const listOf = (body: Record<string, unknown>, name: string): unknown[] =>
  Array.isArray(body[name]) ? (body[name] as unknown[]) : [];

/**
 * The correctable place of a write, or null for the ones that have nothing to correct (a delete, a signature,
 * a new project or regiewerk, an edit of several rows at once): those are sent again as they are, or discarded.
 */
export function correctionPlace(request: OutboxRequest): CorrectionPlace | null {
  const body = request.body;
  if (!isObject(body)) return null;
  if (request.method === 'POST' && request.path === '/v1/invoer') {
    const kind = invoerKind(body);
    if (kind === 'materials') {
      // One line: its quantity can be corrected; several: only the day.
      const lines = listOf(body, 'materialen');
      if (lines.length !== 1) return null;
      return {
        at: [],
        schema: MaterialBookingSchema,
        date: 'datum',
        amount: { kind: 'quantity', path: ['materialen', 0, 'aantal'] },
        remark: null,
      };
    }
    const schema =
      kind === 'indirect' ? IndirectBookingSchema : kind === 'otherCosts' ? OtherCostsBookingSchema : HourBookingSchema;
    return { at: [], schema, date: 'datum', amount: { kind: 'hours', path: ['aantal'] }, remark: 'opmerking' };
  }
  if (request.method === 'PATCH' && request.path === '/v1/registrations/hours') {
    return {
      at: [],
      schema: HourUpdateSchema,
      date: 'date',
      amount: { kind: 'hours', path: ['quantity'] },
      remark: 'remark',
    };
  }
  if (request.method === 'PUT' && request.path === '/v1/registrations/hoursandmaterials') {
    const hours = listOf(body, 'hours');
    const materials = listOf(body, 'materials');
    const predefined = listOf(body, 'predefinedMaterials');
    if (hours.length + materials.length + predefined.length !== 1) return null;
    if (hours.length === 1)
      return {
        at: ['hours', 0],
        schema: HourUpdateSchema,
        date: 'date',
        amount: { kind: 'hours', path: ['quantity'] },
        remark: 'remark',
      };
    return {
      at: [materials.length === 1 ? 'materials' : 'predefinedMaterials', 0],
      schema: MaterialUpdateSchema,
      // The office's material keeps its day (the server refuses another: DATE_LOCKED).
      date: materials.length === 1 ? 'date' : null,
      amount: { kind: 'quantity', path: ['quantity'] },
      remark: null,
    };
  }
  return null;
}

function read(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((at, key) => (isObject(at) || Array.isArray(at) ? (at as never)[key] : undefined), value);
}

/** A copy of value with path set; the objects and lists on the way are copied, the rest shared. */
function write(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [key, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[key as number] = write(value[key as number], rest, next);
    return copy;
  }
  const object = isObject(value) ? value : {};
  return { ...object, [key as string]: write(object[key as string], rest, next) };
}

/** The object the place's fields are in. */
export const correctedObject = (request: OutboxRequest, place: CorrectionPlace): unknown =>
  read(request.body, place.at);

/** The write's values as they were refused. */
export function correctionValues(request: OutboxRequest, place: CorrectionPlace): CorrectionValues {
  const object = correctedObject(request, place);
  const text = (name: string | null) => (name ? read(object, [name]) : undefined);
  const amount = read(object, place.amount.path);
  const date = text(place.date) ?? read(object, ['date']) ?? read(object, ['datum']);
  const remark = text(place.remark);
  return {
    date: typeof date === 'string' ? date : '',
    amount: typeof amount === 'number' ? amount : 0,
    remark: place.remark === null ? null : typeof remark === 'string' ? remark : '',
  };
}

/** The amount as the summary line writes it: '02:30' for hours, '2,5' for a quantity. */
const amountText = (kind: 'hours' | 'quantity', amount: number) =>
  kind === 'hours' ? decimalToHhmm(amount) : formatQuantity(amount);

/**
 * The corrected write: its request with the new values, and what it shows (its day, its hours in the day's
 * total, the amount in its summary line) to match.
 */
export function correctWrite(
  request: OutboxRequest,
  shown: OutboxShown,
  place: CorrectionPlace,
  values: CorrectionValues,
): { request: OutboxRequest; shown: OutboxShown } {
  const before = correctionValues(request, place);
  let body = request.body;
  if (place.date) body = write(body, [...place.at, place.date], values.date);
  body = write(body, [...place.at, ...place.amount.path], values.amount);
  if (place.remark && values.remark !== null) body = write(body, [...place.at, place.remark], values.remark);

  const hoursChange = place.amount.kind === 'hours' ? values.amount - before.amount : 0;
  const oldAmount = amountText(place.amount.kind, before.amount);
  const newAmount = amountText(place.amount.kind, values.amount);
  return {
    request: { ...request, body },
    shown: {
      ...shown,
      date: shown.date === null ? null : place.date ? values.date : shown.date,
      hoursDelta: shown.hoursDelta + hoursChange,
      summary: shown.summary.replace(oldAmount, newAmount),
    },
  };
}
