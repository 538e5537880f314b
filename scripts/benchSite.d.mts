export declare function siteForBench(base: string): Promise<() => void>;
