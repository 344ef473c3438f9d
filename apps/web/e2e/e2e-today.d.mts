export declare const E2E_TODAY: string;
export declare const E2E_NOW: Date;
