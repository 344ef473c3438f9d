// A leaf: this module imports nothing, so every module of the outbox and every endpoint that describes a write
// can import its types without tying itself to the others.

/** Which kind of row a registration is: hours, a material line, or material the office put on the order. */
export type RegistrationKind = 'hour' | 'material' | 'predefined';

/** The HTTP call a write makes, exactly as it is sent (and sent again) to the server. */
export interface OutboxRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The API path, such as /v1/invoer. */
  path: string;
  /** The JSON body, or a Blob sent as it is with its own type (a photo); none for a DELETE. */
  body?: unknown;
}

/**
 * Which reads the write changes once the server has it (api/on-booking-changed.ts). Kept as data, not as a
 * function, because the item outlives the page that made it (a reload, a closed tab).
 */
export type OutboxChange =
  | { kind: 'booking' }
  | { kind: 'project' }
  | { kind: 'regiewerk'; projectId: number }
  | { kind: 'signature'; orderId: number }
  /** A photo added to or removed from the order. */
  | { kind: 'photo'; orderId: number }
  /** 'Week indienen': the week of this Monday (yyyy-MM-dd). */
  | { kind: 'week-submission'; weekStart: string };

/** What the write is, in the words of the screens. */
export type OutboxKind =
  | 'hours'
  | 'other-costs'
  | 'materials'
  | 'indirect'
  | 'edit'
  | 'delete'
  | 'signature'
  | 'project'
  | 'regiewerk'
  | 'week-submit'
  | 'photo'
  | 'photo-remove';

/**
 * Where and how a write shows before the server has it: on its day in the week overview (with its card, if
 * it has one), in that day's registrations, and in the day's total of hours.
 */
export interface OutboxShown {
  kind: OutboxKind;
  /** The day it books on (yyyy-MM-dd); null for a write without a day (a new project, a regiewerk). */
  date: string | null;
  /** The card it belongs to; neither for indirect hours or a new project. */
  projectId?: number;
  werkbonId?: number;
  /** The hours it adds to (an edit: the difference, a delete: minus the hours) the day's total; 0 for none. */
  hoursDelta: number;
  /** One line for a list, such as '2:30 uur · Metselwerk' or '3 st · Schroeven 4x40'. */
  summary: string;
  /** The registration an edit or a delete changes. */
  registration?: { kind: RegistrationKind; id: number };
}

/** What a form hands over: the call, the reads it changes, and how it shows until the server has it. */
export interface OutboxWrite {
  request: OutboxRequest;
  change: OutboxChange;
  shown: OutboxShown;
}

/** The server's refusal of a write (4xx other than 401), kept with the item until the user acts on it. */
export interface OutboxRefusal {
  status: number;
  code: string;
  message: string;
}

/**
 * One write on the phone. `seq` orders the items in the order they were made (IndexedDB's autoIncrement, shared
 * by every tab); `key` is the Idempotency-Key (a UUIDv7) every attempt of this write carries.
 */
export interface OutboxItem {
  seq: number;
  key: string;
  request: OutboxRequest;
  change: OutboxChange;
  shown: OutboxShown;
  /** pending: waiting to be sent or being sent; refused: the server said no, the user must act. */
  state: 'pending' | 'refused';
  refusal: OutboxRefusal | null;
  /** When the user saved it (ISO 8601). */
  createdAt: string;
  /** Attempts without an answer so far: the backoff grows with them. */
  attempts: number;
}
