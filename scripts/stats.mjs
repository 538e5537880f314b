// Small statistics for the benchmark scripts.

/** The value at fraction `p` (0–1) of the sorted values: nearest rank, never past the last. */
export const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

export const median = (values) => percentile(values, 0.5);
