/** The acceptable codings for this Accept-Encoding value, best first ('identity' included where acceptable). */
export declare function acceptableEncodings(acceptEncoding: string | undefined): ('br' | 'gzip' | 'identity')[];
/** The coding to send: 'br', 'gzip', or null for none (see encoding.js for the rule). */
export declare function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null;
