// The page as a tree: parse5's nodes, their visible text, and one bounded walk that collects what
// the other modules read (metas, title, JSON-LD blocks, h1, logo, paragraphs, menu, phones, text).
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { threadCpuMs } from '../cpu.js';
import { clip, collapseWhitespace } from './text.js';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/*
 * Every field is clipped before any regular expression sees it, and the tree walk stops at a
 * deadline: a hostile page (a 1.5 MB og:site_name, a million <p>) costs milliseconds, not the
 * event loop (issue #14).
 */
export const MAX_META_CHARS = 2_000;
const MAX_TITLE_CHARS = 1_000;
const MAX_HEADINGS = 40;
const MAX_HEADING_CHARS = 200;
export const MAX_TEXT_CHARS = 2_000;
const MAX_ALT_CHARS = 300;
const MAX_JSON_LD_CHARS = 200_000;
const MAX_JSON_LD_BLOCKS = 20;
/** Text kept for telling the country (a footer's address and phone are near the end of a page). */
const MAX_ALL_TEXT_CHARS = 30_000;
const SKIPPED_TEXT = new Set(['script', 'style', 'noscript', 'template', 'svg', 'math', 'iframe', 'object', 'select', 'button']);
const BLOCK = new Set([
  'p',
  'div',
  'br',
  'li',
  'ul',
  'ol',
  'section',
  'article',
  'header',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'td',
  'tr',
  'table',
  'nav',
  'main',
  'aside',
  'blockquote',
]);
const BOILERPLATE_CONTAINERS = new Set(['nav', 'footer', 'aside', 'form', 'dialog']);
const MAX_FOOTER_PARAGRAPHS = 6;

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((attribute) => attribute.name === name)?.value;
}

function children(node: Node): Node[] {
  if (isElement(node) && node.tagName === 'template') {
    return (node as DefaultTreeAdapterTypes.Template).content.childNodes;
  }
  return 'childNodes' in node ? node.childNodes : [];
}

/** Visible text of a subtree, with a space wherever a block ends; stops after `maxChars`. */
function textOf(node: Node, maxChars = MAX_TEXT_CHARS): string {
  const parts: string[] = [];
  let length = 0;
  const walk = (current: Node) => {
    if (length > maxChars) return;
    if (current.nodeName === '#text') {
      const value = clip((current as DefaultTreeAdapterTypes.TextNode).value, maxChars);
      parts.push(value);
      length += value.length;
      return;
    }
    if (isElement(current)) {
      if (SKIPPED_TEXT.has(current.tagName) || attr(current, 'hidden') !== undefined || attr(current, 'aria-hidden') === 'true')
        return;
      if (current.tagName === 'img') {
        parts.push(` ${clip(attr(current, 'alt') ?? '', MAX_ALT_CHARS)} `);
        return;
      }
    }
    for (const child of children(current)) walk(child);
    if (isElement(current) && BLOCK.has(current.tagName)) parts.push(' ');
  };
  walk(node);
  return collapseWhitespace(clip(parts.join(''), maxChars));
}

function looksLikeBoilerplateContainer(element: Element): boolean {
  if (BOILERPLATE_CONTAINERS.has(element.tagName)) return true;
  const marker = `${attr(element, 'id') ?? ''} ${attr(element, 'class') ?? ''} ${attr(element, 'role') ?? ''}`.toLowerCase();
  // Testimonials are the customers speaking, never the business describing itself: «Hace un año me encontraba
  // en una relación…», a Venezuelan couples' clinic's client (Clinipareja, #33).
  return /cookie|consent|gdpr|rgpd|banner-legal|modal|popup|newsletter|menu|breadcrumb|testimon|opiniones|rese(?:n|ñ)as/.test(
    marker,
  );
}

export interface Collected {
  language: string | null;
  metas: Map<string, string>;
  title: string | null;
  jsonLd: string[];
  h1: string | null;
  logoAlt: string | null;
  paragraphs: string[];
  /** The first paragraphs inside a <footer>, bounded: a footer's «Somos una empresa dedicada a…» (#33, sixteenth round). */
  footerParagraphs: string[];
  /** The h2–h6 headings outside boilerplate, in order: a «¿Qué hacemos?» and the cards of services under it (#33). */
  headings: string[];
  /** Link labels inside <nav> (a weak sector signal: a garage's menu lists its trades). */
  menuLinks: string[];
  /** Characters of visible text seen outside boilerplate (to tell an empty shell). */
  textChars: number;
  /** tel: and WhatsApp link targets (where the business is). */
  phones: string[];
  /** Visible text, footers included, bounded: addresses, phone numbers and prices. */
  allText: string[];
  allTextChars: number;
}

function isLogo(element: Element): boolean {
  const marker = `${attr(element, 'id') ?? ''} ${attr(element, 'class') ?? ''} ${clip(attr(element, 'src') ?? '', 300)}`;
  return /logo|brand|marca/i.test(marker);
}

/** Walks the page until done or until this thread's CPU time (`threadCpuMs()`) passes `deadline`. */
export function collect(document: Node, deadline: number): Collected {
  const found: Collected = {
    language: null,
    metas: new Map(),
    title: null,
    jsonLd: [],
    h1: null,
    logoAlt: null,
    paragraphs: [],
    footerParagraphs: [],
    headings: [],
    menuLinks: [],
    textChars: 0,
    phones: [],
    allText: [],
    allTextChars: 0,
  };
  let visited = 0;
  let stopped = false;
  const walk = (node: Node, inBoilerplate: boolean, inLogo: boolean, inFooter = false) => {
    if (stopped) return;
    // The clock is read every few hundred nodes: cheap, and a page too big to read in time is cut.
    visited += 1;
    if (visited % 256 === 0 && threadCpuMs() > deadline) {
      stopped = true;
      return;
    }
    if (node.nodeName === '#text') {
      if (found.allTextChars < MAX_ALL_TEXT_CHARS) {
        const value = clip((node as DefaultTreeAdapterTypes.TextNode).value, 2_000);
        found.allText.push(value);
        found.allTextChars += value.length;
      }
      if (!inBoilerplate && found.textChars < 10_000) {
        found.textChars += clip((node as DefaultTreeAdapterTypes.TextNode).value, 10_000).trim().length;
      }
      return;
    }
    if (!isElement(node)) {
      for (const child of children(node)) walk(child, inBoilerplate, inLogo, inFooter);
      return;
    }
    switch (node.tagName) {
      case 'html':
        found.language ??=
          clip(attr(node, 'lang') ?? '', 35)
            .trim()
            .toLowerCase() || null;
        break;
      case 'meta': {
        const key = clip(attr(node, 'property') ?? attr(node, 'name') ?? attr(node, 'itemprop') ?? '', 100)
          .trim()
          .toLowerCase();
        const content = attr(node, 'content');
        if (key && content !== undefined && !found.metas.has(key)) {
          found.metas.set(key, collapseWhitespace(clip(content, MAX_META_CHARS)));
        }
        return;
      }
      case 'title':
        found.title ??= collapseWhitespace(clip(textOfRaw(node), MAX_TITLE_CHARS)) || null;
        return;
      case 'script':
        if (
          clip(attr(node, 'type') ?? '', 100)
            .trim()
            .toLowerCase() === 'application/ld+json' &&
          found.jsonLd.length < MAX_JSON_LD_BLOCKS
        ) {
          const block = textOfRaw(node);
          // A block too big to be a business card is skipped whole (cutting it would only break the JSON).
          if (block.length <= MAX_JSON_LD_CHARS) found.jsonLd.push(block);
        }
        return;
      case 'img': {
        const alt = collapseWhitespace(clip(attr(node, 'alt') ?? '', MAX_ALT_CHARS));
        if (!found.logoAlt && alt && (inLogo || isLogo(node))) found.logoAlt = alt;
        return;
      }
      case 'h1':
        if (!found.h1 && !inBoilerplate) found.h1 = textOf(node, MAX_TITLE_CHARS) || null;
        if (!inBoilerplate) found.textChars += found.h1?.length ?? 0;
        // A page may head each section with an <h1> («¿Qué hacemos?», Cristalería el Abra).
        if (!inBoilerplate && found.headings.length < MAX_HEADINGS) {
          const heading =
            found.headings.length === 0 && found.h1 ? clip(found.h1, MAX_HEADING_CHARS) : textOf(node, MAX_HEADING_CHARS);
          if (heading) found.headings.push(heading);
        }
        // Logos are often an <img> inside the site's <h1>; its tel: and WhatsApp links are collected
        // by the walk below too (`case 'a'`), once.
        for (const child of children(node)) walk(child, true, inLogo || isLogo(node));
        return;
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        if (!inBoilerplate && found.headings.length < MAX_HEADINGS) {
          const heading = textOf(node, MAX_HEADING_CHARS);
          if (heading) found.headings.push(heading);
        }
        break;
      case 'nav':
        collectLinkLabels(node, found.menuLinks);
        break;
      case 'a': {
        const href = clip(attr(node, 'href') ?? '', 200).trim();
        if (found.phones.length < 20 && PHONE_LINK.test(href)) found.phones.push(href);
        break;
      }
      case 'p':
        if (!inBoilerplate && found.paragraphs.length < 20) {
          const text = textOf(node);
          found.textChars += text.length;
          if (text) found.paragraphs.push(text);
          // Kept for the country too (the walk does not descend into it).
          found.allText.push(text);
          found.allTextChars += text.length;
          collectPhoneLinks(node, found.phones);
          return;
        }
        // A footer's paragraph (address, phone): its text and links are collected by the walk below.
        if (inFooter && found.footerParagraphs.length < MAX_FOOTER_PARAGRAPHS) {
          const text = textOf(node);
          if (text) found.footerParagraphs.push(text);
        }
        break;
      default:
        if (SKIPPED_TEXT.has(node.tagName) && node.tagName !== 'template') return;
    }
    const boilerplate = inBoilerplate || looksLikeBoilerplateContainer(node);
    const logo = inLogo || isLogo(node);
    const footer = inFooter || node.tagName === 'footer';
    for (const child of children(node)) walk(child, boilerplate, logo, footer);
  };
  walk(document, false, false);
  return found;
}

/** tel: and WhatsApp links under a node the main walk does not descend into (a paragraph). */
function collectPhoneLinks(node: Node, phones: string[]): void {
  if (phones.length >= 20) return;
  if (isElement(node) && node.tagName === 'a') {
    const href = clip(attr(node, 'href') ?? '', 200).trim();
    if (PHONE_LINK.test(href)) phones.push(href);
  }
  for (const child of children(node)) collectPhoneLinks(child, phones);
}

const PHONE_LINK = /^(?:tel:|https?:\/\/(?:wa\.me|api\.whatsapp\.com)\/)/i;

const MAX_MENU_LINKS = 40;
const MAX_MENU_LABEL_CHARS = 80;

/** The labels of the links inside a navigation element, up to a bound. */
function collectLinkLabels(node: Node, labels: string[]): void {
  for (const child of children(node)) {
    if (labels.length >= MAX_MENU_LINKS) return;
    if (!isElement(child)) continue;
    if (child.tagName === 'a') {
      const label = textOf(child, MAX_MENU_LABEL_CHARS);
      if (label) labels.push(label);
    } else if (!SKIPPED_TEXT.has(child.tagName)) {
      collectLinkLabels(child, labels);
    }
  }
}

/** Raw text children (title and script contents are text-only elements). */
function textOfRaw(node: Node): string {
  return children(node)
    .map((child) => (child.nodeName === '#text' ? (child as DefaultTreeAdapterTypes.TextNode).value : ''))
    .join('');
}

export function decodeEntities(text: string): string {
  // JSON-LD and meta values sometimes carry HTML entities a second time ("&amp;amp;").
  if (!text.includes('&')) return text;
  const fragment = parse(`<p>${text.replace(/</g, '&lt;')}</p>`);
  return collapseWhitespace(textOf(fragment));
}
