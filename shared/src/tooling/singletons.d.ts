export declare const SINGLETONS: Readonly<Record<string, string>>;
