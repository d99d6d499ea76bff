export declare const envFile: string;
export declare function vapidKeys(): { publicKey: string; privateKey: string };
export declare function generateEnv(): Record<string, string>;
export declare function parseEnv(text: string): Record<string, string>;
export declare function ensureEnvFile(): Record<string, string>;
