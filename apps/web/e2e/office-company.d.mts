export declare const OFFICE_COMPANY: { code: string; name: string };
export declare const integrationKeyFile: (port: string) => string;
