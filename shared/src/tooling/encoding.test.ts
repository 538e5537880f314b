// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { acceptableEncodings, pickEncoding } from './encoding.js';

// [Accept-Encoding, the coding sent, why]
const table: [string | undefined, 'br' | 'gzip' | null, string][] = [
  [undefined, null, 'no header: no preference, sent as is'],
  ['', null, 'empty: no coding wanted'],
  ['gzip, deflate, br', 'br', 'what browsers send: brotli, the smaller'],
  ['gzip, deflate, br, zstd', 'br', 'a coding we do not have is ignored'],
  ['gzip', 'gzip', 'only gzip'],
  ['br', 'br', 'only brotli'],
  ['BR', 'br', 'codings are case-insensitive'],
  ['br;q=0, gzip', 'gzip', 'br;q=0 refuses brotli'],
  ['gzip, br;q=0', 'gzip', 'the refusal counts wherever it stands'],
  ['br;q=0.0, gzip;q=0.5', 'gzip', 'q=0.0 is q=0'],
  ['br;q=0', null, 'brotli refused, nothing else listed: identity'],
  ['br;q=0.5, gzip;q=1', 'gzip', 'the higher q wins'],
  ['gzip;q=0.9, br;q=0.8', 'gzip', 'the higher q wins, whatever the order'],
  ['gzip, br', 'br', 'a tie is the server’s choice: brotli'],
  ['br;q=0.5, gzip;q=0.5', 'br', 'a tie below 1 too'],
  ['*', 'br', '* accepts any coding: brotli'],
  ['*;q=0.5, gzip', 'gzip', 'a listed coding beats what * allows with a lower q'],
  ['*, br;q=0', 'gzip', 'br refused, the rest through *'],
  ['*;q=0', null, 'everything refused: the header is disregarded (no 406), sent as is'],
  ['identity;q=0', null, 'only identity refused and nothing else listed: disregarded, sent as is'],
  ['identity;q=0, gzip', 'gzip', 'identity refused, gzip accepted'],
  ['identity, gzip;q=0.5', null, 'identity preferred to gzip'],
  ['identity;q=0.5, gzip', 'gzip', 'gzip preferred to identity'],
  ['deflate', null, 'only a coding we do not produce'],
  ['br;q=abc, gzip', 'gzip', 'a q that is not a number does not accept brotli'],
  ['gzip;q=0.001', 'gzip', 'a low q is still acceptable'],
  ['   ', null, 'blank'],
  [',,,;;;==', null, 'garbage'],
];

describe('Accept-Encoding, negotiated with q-values', () => {
  it.each(table)('%j → %s (%s)', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });

  it('ranks every acceptable coding, identity included unless refused', () => {
    // Identity, not listed, counts as acceptable at the lowest q listed (here tied with gzip: gzip first).
    expect(acceptableEncodings('gzip;q=0.5, br')).toEqual(['br', 'gzip', 'identity']);
    expect(acceptableEncodings('gzip, br;q=0.1')).toEqual(['gzip', 'br', 'identity']);
    expect(acceptableEncodings('gzip, identity;q=0')).toEqual(['gzip']);
    expect(acceptableEncodings('*;q=0')).toEqual([]);
    expect(acceptableEncodings(undefined)).toEqual(['identity']);
  });

  it('answers a long hostile header at once', () => {
    const started = performance.now();
    expect(pickEncoding(`${'x;q=0.1, '.repeat(5000)}gzip`)).toBe('gzip');
    expect(performance.now() - started).toBeLessThan(500);
  });
});
