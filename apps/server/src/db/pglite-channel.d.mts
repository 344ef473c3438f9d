export declare const CHANNEL: Readonly<{ STATE: 0; LENGTH: 1; SLOTS: 2 }>;
export declare const STATE: Readonly<{ IDLE: 0; PROTOCOL: 1; DUMP: 2; CLOSE: 3; ANSWERED: 4; FAILED: 5 }>;
export declare function reserve(data: SharedArrayBuffer, length: number): void;
