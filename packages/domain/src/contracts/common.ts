import { z } from 'zod';

/** The error body of every 4xx and 5xx answer of the API. */
export const ApiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/**
 * What the columns and the business can hold, declared once: the schemas check each before any SQL runs,
 * and the forms take their lengths and ranges from here. A value past a limit is a 400 naming its field,
 * never a database error.
 */
export const LIMITS = {
  /** Ids are PostgreSQL integer (int4) columns. */
  idMax: 2_147_483_647,
  companyCodeMax: 64,
  usernameMax: 128,
  /** A remark (opmerking): a few sentences typed on a phone. */
  remarkMax: 2000,
  /** A description (omschrijving) of a booking, a material line or a new work. */
  descriptionMax: 500,
  /** Hours are numeric(8,4): four decimals, and at most a whole day. */
  hoursScale: 4,
  hoursMax: 24,
  /** Material quantities are numeric(12,4): four decimals, eight digits before the point. */
  quantityScale: 4,
  quantityMaxAbs: 99_999_999.9999,
  /** The fields of a new project, as the calculation package keeps them. */
  projectCodeMax: 40,
  addressMax: 200,
  postalCodeMax: 20,
  cityMax: 100,
  phoneMax: 40,
  /** 'Naam klant' on a signed work order. */
  signerNameMax: 100,
  /** percentage is numeric(6,2). */
  percentageMax: 1000,
  /** The business dates that are read and written: a booking or a week outside them is a typing error. */
  firstDate: '2000-01-01',
  lastDate: '2099-12-31',
  /** Items of one list in a request body (material lines, registration changes). */
  listMax: 500,
  /** Nesting of a JSON body: our deepest body is 3 levels; anything far deeper is hostile. */
  jsonDepthMax: 16,
} as const;

/** A value rounded to the decimals its column keeps, as PostgreSQL's numeric(p, s) rounds it. */
export function roundToScale(value: number, scale: number): number {
  const factor = 10 ** scale;
  return Math.round(value * factor) / factor;
}

const ID_MESSAGE = `must be an id: a whole number from 1 to ${LIMITS.idMax}`;

/** An id in a JSON body; `message` says what it names when it is missing or wrong. */
export const idOf = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(LIMITS.idMax, { error: message });

export const IdSchema = idOf(ID_MESSAGE);

/** An id in a path: decimal digits only (no '0x157', '1e3', ' 7' or '+7'), within int4. */
export const IdParamSchema = z
  .string({ error: ID_MESSAGE })
  .regex(/^[1-9][0-9]{0,9}$/, { error: ID_MESSAGE })
  .transform(Number)
  .refine((id) => id <= LIMITS.idMax, { error: ID_MESSAGE });

/** Control characters (NUL, escape, backspace, ...) have no place in what a person types. */
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
/** A remark may hold line breaks and tabs; nothing else below the space. */
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** True when the text has no lone UTF-16 surrogate (no valid character, and not storable as UTF-8). */
const isWellFormed = (text: string) => !/\p{Cs}/u.test(text);

/**
 * Characters that pass for nothing or for a line break without being a control character below the space:
 * NEL (U+0085), the Unicode line and paragraph separators (U+2028, U+2029) and the byte order mark or
 * zero-width no-break space (U+FEFF). Pasted text carries them unseen.
 */
const INVISIBLE_CHARACTERS = /[\u0085\u2028\u2029\ufeff]/;
const INVISIBLE_CHARACTERS_ALL = /[\u0085\u2028\u2029\ufeff]/g;

/**
 * What a person typed, with the invisible characters normalised rather than refused: nobody can find and
 * remove a character they cannot see. The line breaks among them become `lineBreak`, the byte order mark
 * goes. The same rule for the app's fields and the integration's, as both take these schemas.
 */
const normaliseInvisible = (lineBreak: string) => (text: string) =>
  INVISIBLE_CHARACTERS.test(text)
    ? text.replace(INVISIBLE_CHARACTERS_ALL, (character) => (character === '\ufeff' ? '' : lineBreak))
    : text;

/** One line of text: no control characters, at most `max` characters; invisible line breaks become a space. */
export const lineText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .overwrite(normaliseInvisible(' '))
    .max(max, { error: `must be at most ${max} characters` })
    .refine((text) => !CONTROL_CHARACTERS.test(text) && isWellFormed(text), {
      error: 'must not contain control characters',
    });

/**
 * Text of several lines (a remark): line breaks and tabs allowed, other control characters not; the
 * invisible line breaks become a line break.
 */
export const multilineText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .overwrite(normaliseInvisible('\n'))
    .max(max, { error: `must be at most ${max} characters` })
    .refine((text) => !CONTROL_CHARACTERS_BUT_LINES.test(text) && isWellFormed(text), {
      error: 'must not contain control characters',
    });

/**
 * Text a machine compares rather than a person reads (an external id, a URL): control characters and the
 * invisible ones are refused, as changing them would change what it names. At most `max` characters.
 */
export const codeText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .max(max, { error: `must be at most ${max} characters` })
    .refine((text) => !CONTROL_CHARACTERS.test(text) && isWellFormed(text), {
      error: 'must not contain control characters',
    })
    .refine((text) => !INVISIBLE_CHARACTERS.test(text), {
      error: 'must not contain invisible characters (U+0085, U+2028, U+2029, U+FEFF)',
    });

export const Sha256HexSchema = z
  .string({ error: 'must be a string' })
  .regex(/^[0-9a-fA-F]{64}$/, { error: 'must be the SHA-256 hex of the password (64 hexadecimal characters)' })
  .transform((v) => v.toLowerCase());
