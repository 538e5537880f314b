export declare function percentile(values: readonly number[], p: number): number;
export declare function median(values: readonly number[]): number;
