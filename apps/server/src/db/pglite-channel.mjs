// @ts-check
/**
 * The shared memory between the server and its PGlite thread (pglite-worker.mjs): an Int32Array of
 * CHANNEL slots, and a growable data buffer that holds a request's bytes, then its answer's.
 * The server writes a request and sets a request state; the thread answers and sets ANSWERED or FAILED;
 * the server reads the answer and sets IDLE. One request at a time.
 */
export const CHANNEL = Object.freeze({ STATE: 0, LENGTH: 1, SLOTS: 2 });

export const STATE = Object.freeze({ IDLE: 0, PROTOCOL: 1, DUMP: 2, CLOSE: 3, ANSWERED: 4, FAILED: 5 });

/**
 * Makes room for `length` bytes in the growable data buffer, keeping what is there: at least doubling, so a
 * growing answer written in chunks grows the buffer a few times only.
 * @param {SharedArrayBuffer} data @param {number} length
 */
export function reserve(data, length) {
  if (length > data.byteLength) data.grow(Math.min(data.maxByteLength, Math.max(length, data.byteLength * 2)));
}
