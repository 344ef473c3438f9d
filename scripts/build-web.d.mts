export const STAMP_PATH: string;
export function webBuildInputsHash(root?: string, env?: Record<string, string | undefined>): string;
export function reasonToBuild(root?: string, env?: Record<string, string | undefined>): string | undefined;
export function writeStamp(inputs: string, root?: string): void;
