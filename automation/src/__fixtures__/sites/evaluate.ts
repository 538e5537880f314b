// Runs extraction, understanding and the script on one corpus page and judges the result against the
// hand-written expectation. Shared by corpus.test.ts and the bench (`npm run bench:extract`).
import { readFileSync } from 'node:fs';
import { writeDemoScript, type DemoScript } from '../../demo/script.js';
import { decodeHtml } from '../../extract/decode.js';
import { extractSiteFacts } from '../../extract/extract.js';
import { guessLanguage } from '../../extract/sentences.js';
import type { SiteFacts, SiteUnderstanding } from '../../extract/types.js';
import { understandSite } from '../../extract/understand.js';
import type { CorpusSite } from './corpus.js';

export interface Evaluation {
  site: CorpusSite;
  understanding: SiteUnderstanding;
  script: DemoScript;
  nameRight: boolean;
  sectorRight: boolean;
  readRight: boolean;
  /** The demo speaks the business's country's Spanish. */
  countryRight: boolean;
  /** Why the script would embarrass the business (empty when it is fine). */
  badScript: string[];
}

export function pageBytes(site: CorpusSite): Buffer {
  return readFileSync(new URL(site.file, import.meta.url));
}

const normal = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/*
 * Checks written independently of the extractor's own filters, so a filter that lets something
 * through is caught here rather than agreed with.
 */
const QUESTION = /[¿?]/;
const CALL_TO_ACTION = /\b(ll[aá]m[ae]|ll[aá]manos|contact[ae]|cont[aá]ctanos|pide|pida|reserva tu|visítanos|ven a)\b/i;
const ADDRESS = /\b(calle|c\/|avda|avenida|plaza|pol[ií]gono)\b|\b\d{5}\b/i;
const BOILERPLATE = /cookie|consentimiento|javascript|aviso legal|privacidad|inicio\b|men[uú]\b/i;

export function judgeScript(site: CorpusSite, script: DemoScript): string[] {
  const problems: string[] = [];
  const said = `${script.greetingText} ${script.messageText}`;
  for (const phrase of site.mustNotSay) {
    if (normal(said).includes(normal(phrase))) problems.push(`reads "${phrase}"`);
  }
  const fromPage = script.descriptionSpoken;
  if (fromPage) {
    if (QUESTION.test(fromPage)) problems.push('reads a question from the page');
    if (CALL_TO_ACTION.test(fromPage)) problems.push('reads a call to action');
    if (ADDRESS.test(fromPage)) problems.push('reads an address');
    if (BOILERPLATE.test(fromPage)) problems.push('reads menu or cookie text');
  }
  if (guessLanguage(script.messageText) === 'en' || guessLanguage(fromPage ?? '') === 'en') problems.push('reads English');
  const seconds = script.estimatedSeconds.total;
  if (seconds < 13 || seconds > 17) problems.push(`lasts ${seconds} s`);
  if (!/inteligencia artificial/.test(script.greetingText)) problems.push('does not say it is an AI');
  return problems;
}

/** The script a page's facts give, as the service writes it (the bench times it on hostile pages, #33). */
export function scriptOfFacts(facts: SiteFacts, hostname: string): DemoScript {
  const learned = understandSite(facts, hostname);
  return writeDemoScript({
    companyName: learned.companyName,
    description: learned.description,
    language: learned.language,
    sector: learned.sector?.slug ?? null,
    trade: learned.sector?.trade ?? null,
    country: learned.country.code,
  });
}

/** The script of a name and a description handed over directly, past extraction's bounds (#33). */
export function scriptOfText(companyName: string, description: string | null): DemoScript {
  return writeDemoScript({ companyName, description });
}

export function evaluate(site: CorpusSite): Evaluation {
  const bytes = pageBytes(site);
  const { html } = decodeHtml(bytes);
  const facts = extractSiteFacts(html, site.url);
  const hostname = new URL(site.url).hostname;
  const understanding = understandSite(facts, hostname);
  const script = scriptOfFacts(facts, hostname);
  const names = [site.name, ...site.variants].map(normal);
  return {
    site,
    understanding,
    script,
    nameRight: names.includes(normal(understanding.companyName)),
    sectorRight: (understanding.sector?.slug ?? null) === site.sector,
    readRight: understanding.siteRead === site.readable,
    countryRight: understanding.country.code === (site.country ?? 'ES'),
    badScript: judgeScript(site, script),
  };
}
