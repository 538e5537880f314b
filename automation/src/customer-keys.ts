// Who a customer is for the one-free-trial rule: the e-mail address and the website domain, each
// normalised so that trivial variants of the same one count as the same customer.

/** Who a customer is for the one-trial rule, normalised. */
export interface CustomerKeys {
  customerEmail: string;
  websiteDomain: string;
}

/** Gmail's two spellings of one mailbox domain; Google delivers @googlemail.com to the same inbox. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** A domain without trailing dots ("x.es.." → "x.es"), in lower case. */
function withoutTrailingDots(domain: string): string {
  return domain.toLowerCase().replace(/\.+$/, '');
}

/**
 * "  Lucia+prueba2@LaEspiga.es " → "lucia@laespiga.es": case and a "+tag" (sub-addressing, which
 * delivers to the same mailbox at most providers) do not make a new customer, nor do trailing dots
 * of the domain. Gmail: "@googlemail.com" is "@gmail.com" (one mailbox, two domains), and dots in the
 * local part are ignored ("l.u.c.i.a@gmail.com" is lucia@gmail.com), as Gmail itself ignores them —
 * otherwise every extra dot would be a free trial for the same inbox. Only for Gmail: at other
 * providers and at Google Workspace domains a dot makes another address, often another person.
 */
export function customerEmailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let domain = withoutTrailingDots(address.slice(at + 1));
  const tagless = address.slice(0, at).replace(/\+.*$/, '');
  // "+solo@x.es": the whole local part is the tag, so it is the name.
  let local = tagless || address.slice(0, at);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.replace(/\./g, '') || local;
  }
  return `${local}@${domain}`;
}

/**
 * "https://WWW.Panadería-Espiga.es:8080/contacto" → "xn--panadera-espiga-bpb.es": the host name in
 * lower case and ASCII form, without trailing dots ("x.es.." → "x.es") or leading "www." labels, however
 * many ("www.www.x.es" → "x.es"; but "www.es" stays: without its "www." it would be a top-level domain).
 * Subdomains stay distinct (tienda.x.es is not x.es): many small businesses live on a shared host's
 * subdomain (negocio.wixsite.com), and lumping them together would refuse strangers. Null when it is
 * not a URL.
 */
export function websiteDomain(website: string): string | null {
  let host: string;
  try {
    host = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(website.trim()) ? website.trim() : `https://${website.trim()}`).hostname;
  } catch {
    return null;
  }
  // WHATWG URL already gives the host in lower case and ASCII (punycode) form.
  let domain = withoutTrailingDots(host);
  while (domain.startsWith('www.') && domain.indexOf('.', 4) !== -1) domain = domain.slice(4);
  return domain.length > 0 ? domain : null;
}

/** Both keys of a customer; the website is the one the demo was made from. */
export function customerKeys(email: string, website: string): CustomerKeys | null {
  const domain = websiteDomain(website);
  return domain ? { customerEmail: customerEmailKey(email), websiteDomain: domain } : null;
}
