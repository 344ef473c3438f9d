// A fast path: why, its measured gain and what a change must keep are in docs/decisions/010-the-fast-paths.md.
export declare const SLOTS: number;
export declare const FIELDS: Readonly<{ STATE: 0; LENGTH: 1; PER_SLOT: 2 }>;
export declare const STATE: Readonly<{ IDLE: 0; PROTOCOL: 1; DUMP: 2; CLOSE: 3; ANSWERED: 4; FAILED: 5 }>;
export declare function stateIndex(slot: number): number;
export declare function lengthIndex(slot: number): number;
export declare function createChannel(): { control: SharedArrayBuffer; data: SharedArrayBuffer[] };
export declare function reserve(data: SharedArrayBuffer, length: number): void;
export declare function signal(control: Int32Array, slot: number, length: number, state: number): void;
export declare function put(
  control: Int32Array,
  data: SharedArrayBuffer,
  slot: number,
  bytes: Uint8Array,
  state: number,
): void;
export declare function take(control: Int32Array, data: SharedArrayBuffer, slot: number): Uint8Array;
