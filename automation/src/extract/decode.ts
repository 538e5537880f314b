/** Normalises an encoding label to one TextDecoder knows, or null. */
function supported(label: string | undefined | null): string | null {
  if (!label) return null;
  const cleaned = label
    .trim()
    .replace(/^["']|["']$/g, '')
    .toLowerCase();
  if (!cleaned) return null;
  try {
    return new TextDecoder(cleaned).encoding;
  } catch {
    return null;
  }
}

function charsetFromContentType(contentType: string | undefined): string | null {
  if (!contentType) return null;
  const match = /charset\s*=\s*("?)([^";,\s]+)\1/i.exec(contentType);
  return supported(match?.[2]);
}

function charsetFromBom(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

/** The HTML "prescan": a <meta charset> or http-equiv Content-Type in the first 4 KB. */
function charsetFromMeta(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.subarray(0, 4096)).toString('latin1');
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    const direct = /\bcharset\s*=\s*["']?\s*([\w.:-]+)/i.exec(tag);
    const found = supported(direct?.[1]);
    // A page saved as UTF-16 cannot declare itself in ASCII; the spec maps such a declaration to UTF-8.
    if (found) return found.startsWith('utf-16') ? 'utf-8' : found;
  }
  return null;
}

export interface DecodedHtml {
  html: string;
  encoding: string;
  /** Where the encoding came from. */
  source: 'bom' | 'header' | 'meta' | 'sniffed';
}

function tryStrict(bytes: Uint8Array, encoding: string): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Bytes to text the way a browser would: BOM, then the HTTP charset, then the document's own
 * declaration, then a guess. A page that says UTF-8 but is not valid UTF-8 (common with old
 * Spanish sites saved in Latin-1) is read as windows-1252 instead of filling it with U+FFFD.
 */
export function decodeHtml(bytes: Uint8Array, contentType?: string): DecodedHtml {
  const bom = charsetFromBom(bytes);
  if (bom) return { html: new TextDecoder(bom).decode(bytes), encoding: bom, source: 'bom' };
  const header = charsetFromContentType(contentType);
  const meta = header ? null : charsetFromMeta(bytes);
  const declared = header ?? meta;
  const source = header ? 'header' : 'meta';
  if (declared && declared !== 'utf-8') return { html: new TextDecoder(declared).decode(bytes), encoding: declared, source };
  const utf8 = tryStrict(bytes, 'utf-8');
  if (utf8 !== null) return { html: utf8, encoding: 'utf-8', source: declared ? source : 'sniffed' };
  // A body cut at the size cap may end in the middle of a character: forgive the tail only.
  for (let cut = 1; cut <= 3 && cut < bytes.length; cut += 1) {
    if (tryStrict(bytes.subarray(0, bytes.length - cut), 'utf-8') !== null) {
      return { html: new TextDecoder('utf-8').decode(bytes), encoding: 'utf-8', source: declared ? source : 'sniffed' };
    }
  }
  return { html: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252', source: 'sniffed' };
}
