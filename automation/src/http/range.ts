export type RangeResult = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * A single HTTP byte range (RFC 9110 §14): "bytes=a-b", "bytes=a-" or "bytes=-n".
 * null = serve the whole file (no header, another unit, several ranges or a malformed header, which
 * the RFC says to ignore); 'unsatisfiable' = 416.
 */
export function parseRange(header: string | undefined | null, size: number): RangeResult {
  if (!header) return null;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end: Math.min(end, size - 1) };
}
