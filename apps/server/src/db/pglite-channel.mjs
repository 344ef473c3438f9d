// @ts-check
// A fast path: why, its measured gain and what a change must keep are in docs/decisions/010-the-fast-paths.md.
/**
 * The shared memory between the server and its PGlite thread (pglite-worker.mjs): a ring of SLOTS slots,
 * so several requests can wait for the thread at once and it executes them back to back, instead of idling
 * while the server's event loop finishes other work before it sends the next.
 *
 * A slot is two Int32 fields in the control array (its state and a length) and a growable data buffer of its
 * own that holds a request's bytes, then its answer's. The server writes a request and sets a request state;
 * the thread answers and sets ANSWERED or FAILED; the server reads the answer and sets IDLE. Both sides go
 * round the ring in the same order, so the thread executes requests in the order the server sent them.
 */
export const SLOTS = 8;

export const FIELDS = Object.freeze({ STATE: 0, LENGTH: 1, PER_SLOT: 2 });

export const STATE = Object.freeze({ IDLE: 0, PROTOCOL: 1, DUMP: 2, CLOSE: 3, ANSWERED: 4, FAILED: 5 });

/** @param {number} slot */
export const stateIndex = (slot) => slot * FIELDS.PER_SLOT + FIELDS.STATE;

/** @param {number} slot */
export const lengthIndex = (slot) => slot * FIELDS.PER_SLOT + FIELDS.LENGTH;

/** The control array and every slot's data buffer, made once by the server and shared with the thread. */
export function createChannel() {
  return {
    control: new SharedArrayBuffer(SLOTS * FIELDS.PER_SLOT * Int32Array.BYTES_PER_ELEMENT),
    // Growable up to 1 GB each: only address space is reserved until an answer needs the room.
    data: Array.from({ length: SLOTS }, () => new SharedArrayBuffer(64 * 1024, { maxByteLength: 1024 ** 3 })),
  };
}

/**
 * Makes room for `length` bytes in the growable data buffer, keeping what is there: at least doubling, so a
 * growing answer written in chunks grows the buffer a few times only.
 * @param {SharedArrayBuffer} data @param {number} length
 */
export function reserve(data, length) {
  if (length > data.byteLength) data.grow(Math.min(data.maxByteLength, Math.max(length, data.byteLength * 2)));
}

/**
 * Sets a slot's length and state and wakes whoever waits on it: the thread for a request, the server for an
 * answer. The length first: the state is what the other side waits on.
 * @param {Int32Array} control @param {number} slot @param {number} length @param {number} state
 */
export function signal(control, slot, length, state) {
  Atomics.store(control, lengthIndex(slot), length);
  Atomics.store(control, stateIndex(slot), state);
  Atomics.notify(control, stateIndex(slot));
}

/**
 * Writes bytes into a slot's buffer and signals them: a request (the server) or an answer (the thread).
 * @param {Int32Array} control @param {SharedArrayBuffer} data @param {number} slot @param {Uint8Array} bytes @param {number} state
 */
export function put(control, data, slot, bytes, state) {
  reserve(data, bytes.length);
  new Uint8Array(data, 0, bytes.length).set(bytes);
  signal(control, slot, bytes.length, state);
}

/**
 * A copy of what a slot holds: the buffer is shared and reused, and text decoding refuses shared memory.
 * @param {Int32Array} control @param {SharedArrayBuffer} data @param {number} slot
 */
export function take(control, data, slot) {
  return new Uint8Array(data, 0, Atomics.load(control, lengthIndex(slot))).slice();
}
