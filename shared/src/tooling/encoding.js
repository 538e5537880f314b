// Which compression a response gets, from the request's Accept-Encoding (RFC 9110 §12.5.3), for the
// shell server's pages and `npm start`'s static files alike: one rule, negotiated by `negotiator`
// (the one Express and `compression` use) rather than by looking for "br" in the header.
//
// - q-values count: `br;q=0` is a refusal, `gzip;q=1, br;q=0.5` prefers gzip, `identity;q=1, gzip;q=0.5`
//   prefers no compression at all.
// - `*` stands for any coding not listed (`*;q=0` refuses them); identity is acceptable unless it is
//   refused by `identity;q=0` or by `*;q=0` without an entry of its own.
// - Between codings of equal q the server chooses (the RFC leaves it to the server): brotli, then gzip,
//   then none — brotli is the smaller.
// - No header means no preference: identity (the conservative answer; the RFC allows any coding).
// - When nothing we have is acceptable, not even identity (`identity;q=0` alone, `*;q=0`), the header
//   is disregarded, as the RFC allows instead of a 406: the page is sent uncompressed rather than
//   refused.
import Negotiator from 'negotiator';

/** Our codings in the order we prefer them among equals. */
const PREFERRED = ['br', 'gzip', 'identity'];

/**
 * The acceptable codings for this Accept-Encoding value, best first ('identity' included where it
 * is acceptable); empty when nothing is.
 */
export function acceptableEncodings(acceptEncoding) {
  const request = { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } };
  return new Negotiator(request).encodings(PREFERRED, { preferred: PREFERRED });
}

/** The coding to send: 'br', 'gzip', or null for none. */
export function pickEncoding(acceptEncoding) {
  const best = acceptableEncodings(acceptEncoding)[0];
  return best === 'br' || best === 'gzip' ? best : null;
}
