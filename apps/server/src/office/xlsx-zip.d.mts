import type { Worksheet } from 'exceljs';

export declare function zipCaughtUp(sheet: Worksheet, signal?: AbortSignal): Promise<void>;
