// Who a customer is for the one-free-trial rule: the e-mail address and the website domain, each
// normalised so that trivial variants of the same one count as the same customer.
import type { CustomerKeys } from '../db/store.js';

/**
 * "  Lucia+prueba2@LaEspiga.es " → "lucia@laespiga.es": case and a "+tag" (sub-addressing, which
 * delivers to the same mailbox at most providers) do not make a new customer. Dots are left alone:
 * only some providers ignore them.
 */
export function customerEmailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  const local = address.slice(0, at).replace(/\+.*$/, '');
  return `${local || address.slice(0, at)}@${address.slice(at + 1)}`;
}

/**
 * "https://WWW.Panadería-Espiga.es:8080/contacto" → "xn--panadera-espiga-bpb.es": the host name in
 * lower case and ASCII form, without a trailing dot or a leading "www.". Subdomains stay distinct
 * (tienda.x.es is not x.es): many small businesses live on a shared host's subdomain
 * (negocio.wixsite.com), and lumping them together would refuse strangers. Null when it is not a URL.
 */
export function websiteDomain(website: string): string | null {
  let host: string;
  try {
    host = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(website.trim()) ? website.trim() : `https://${website.trim()}`).hostname;
  } catch {
    return null;
  }
  // WHATWG URL already gives the host in lower case and ASCII (punycode) form.
  const domain = host.replace(/\.$/, '').replace(/^www\./, '');
  return domain.length > 0 ? domain : null;
}

/** Both keys of a customer; the website is the one the demo was made from. */
export function customerKeys(email: string, website: string): CustomerKeys | null {
  const domain = websiteDomain(website);
  return domain ? { customerEmail: customerEmailKey(email), websiteDomain: domain } : null;
}
