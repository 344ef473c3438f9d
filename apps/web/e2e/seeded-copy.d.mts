export declare const E2E_SERVER_PORT: string;
export declare const seededCopyDir: (port: string) => string;
