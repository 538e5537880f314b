// Extraction in one call: the page parsed and walked once (dom.ts), then each part decides its own
// thing (json-ld.ts, name.ts, description.ts, places.ts, country.ts) and this puts the facts together.
import { parse } from 'parse5';
import { compactHtml } from './compact.js';
import { detectCountry } from './country.js';
import {
  aboutTheBusiness,
  serviceInTitle,
  TAGLINE,
  tradeInTownOfTitle,
  usableDescription,
  SAYS_WHERE,
  separatorsAsSentence,
  servicesOfCards,
  servicesFirst,
  SPECIALITY_LEAD,
  speaksOfItself,
  inFirstPerson,
  tradeWordsOf,
  whatInTown,
} from './description.js';
import { extractDetails } from './details.js';
import { threadCpuMs } from '../cpu.js';
import { collect } from './dom.js';
import { organizationsFromJsonLd } from './json-ld.js';
import {
  brandInPlace,
  brandOfLabel,
  cleanTitle,
  copyrightName,
  fullerTitleForm,
  hasBrandWord,
  logoName,
  readsAsSlogan,
  restoreAccents,
  unshoutedName,
  selfIntroducedName,
  headingAtName,
  SERVICE_TITLE,
  namesNoOne,
  pictographsAsSeparators,
  titleName,
  usableName,
  withoutLegalForm,
} from './name.js';
import { nameFromDomain } from './domain-name.js';
import { isPlaceOf, placesOfPage } from './places.js';
import { mentionsATrade } from './sectors.js';
import { guessLanguage } from './sentences.js';
import { clip, cutAtWord, slug } from './text.js';
import type { DescriptionSource, NameSource, SiteFacts } from './types.js';

/** Whether two names share a word of three letters or more, accents and case aside. */
function sharesAWord(a: string, b: string): boolean {
  const words = (text: string) =>
    slug(text)
      .split('-')
      .filter((word) => word.length >= 3);
  const theirs = new Set(words(b));
  return words(a).some((word) => theirs.has(word));
}

/**
 * Past this, the walk stops collecting and extraction works with what it has. A safety net only:
 * `compactHtml` already bounds the work (a worst-case page takes well under 100 ms), and a tight
 * wall-clock budget made results depend on the machine: a 60 kB WordPress page took 56 ms on a
 * cold process, was cut before its content at 30 ms and came out "unreadable" (GesTron, #17). It is
 * this thread's CPU time (`threadCpuMs`): on wall-clock time a starved process cut pages short under load.
 */
export const EXTRACTION_BUDGET_MS = 250;

/** Three or more phrases between bars: keywords for search engines, not sentences. */
const KEYWORD_BARS = /^[^|]{3,120}\s\|\s[^|]{3,120}\s\|\s[^|]{3,}/u;

/** A redirect, error or bot-challenge page: nothing on it is about the business. */
const NOT_A_PAGE =
  /^(\d{3}\s+)?(moved permanently|moved temporarily|found|see other|temporary redirect|permanent redirect|object moved|document moved|redirecting\.*|redirigiendo\.*|bad gateway|service unavailable|internal server error|not found|forbidden|just a moment\.*|attention required!?|access denied|acceso denegado|account suspended|cuenta suspendida|web hosting|domain (is )?for sale|dominio en venta|este dominio)/i;

/**
 * Company name and a one-sentence description from a page, in order of reliability:
 * name from og:site_name, JSON-LD Organization, the title without its taglines, then the h1;
 * description from the meta/OpenGraph/Twitter description, JSON-LD, then the first real paragraph.
 */
export function extractSiteFacts(html: string, pageUrl: string): SiteFacts {
  const deadline = threadCpuMs() + EXTRACTION_BUDGET_MS;
  const document = parse(compactHtml(html));
  const found = collect(document, deadline);
  const hostname = new URL(pageUrl).hostname;
  const types: string[] = [];
  const organizations = organizationsFromJsonLd(found.jsonLd, types);

  const allText = found.allText.join(' ');
  const places = placesOfPage(organizations, [found.metas.get('description') ?? '', allText].join(' '), found.title, hostname);
  // «Rulo Barbershop en Martínez: cortes clásicos…» (#33): the brand, and its town, which is then never the name.
  const described = brandInPlace(found.metas.get('description') ?? found.metas.get('og:description'));
  if (described && !places.includes(described.town)) places.push(described.town);
  let name: string | null = null;
  let nameSource: NameSource | null = null;
  const nameCandidates: [NameSource, () => string | null][] = [
    // «Armando Nuñez | Electricidad, Domótica y CCTV» (#33, seventh round): a site name with a tagline is
    // ranked as a title's segments are.
    [
      'og:site_name',
      () => {
        // «Viadca - Agencia de Viajes Durango», «… 🧿 Telerehabilitación ✅» (#33, ninth round): a dash or a
        // pictograph parts a site name as «|» does.
        const raw = found.metas.get('og:site_name');
        const label = usableName(raw && raw.length <= 400 ? pictographsAsSeparators(raw) : raw);
        return label && /\s[|–—-]\s/.test(label) ? brandOfLabel(label, hostname) : label;
      },
    ],
    ['json-ld', () => organizations.map((org) => brandOfLabel(org.name, hostname)).find(Boolean) ?? null],
    [
      'title',
      () =>
        found.title
          ? titleName(found.title.length <= 400 ? pictographsAsSeparators(found.title) : found.title, hostname, places, [
              found.metas.get('description') ?? '',
              found.metas.get('og:title') ?? '',
              found.metas.get('og:description') ?? '',
            ])
          : null,
    ],
    // «Cargando...», «React App», «Inicio» (#33, twelfth round): a title that is a placeholder names no one; the Open
    // Graph title written for the same page («Picantería Los Tunales») does, ranked as a title is.
    [
      'title',
      () => {
        const ogTitle = found.metas.get('og:title');
        if (!found.title || usableName(found.title) || !ogTitle || ogTitle.length > 400) return null;
        return titleName(pictographsAsSeparators(ogTitle), hostname, places, [found.metas.get('description') ?? '']);
      },
    ],
    ['logo-alt', () => logoName(found.logoAlt)],
    ['description', () => described?.brand ?? null],
    [
      'h1',
      () => {
        const h1 = usableName(found.h1);
        // A town («Martínez») or a slogan («Duerme tranquilo!») in the heading is not the name (#33).
        if (!h1 || isPlaceOf(h1, places) || readsAsSlogan(h1) || namesNoOne(h1)) return null;
        return h1.length <= 80 && h1.split(' ').length <= 8 ? h1 : null;
      },
    ],
    ['self-introduction', () => selfIntroducedName(found.paragraphs)],
    // «© 2023 F&C | Todos los derechos reservados» (#33, eighth round) under a title and a heading that name no one.
    ['copyright', () => copyrightName(allText)],
  ];
  const notAPage = [found.title, found.h1].some((text) => text !== null && NOT_A_PAGE.test(clip(text, 200)));
  for (const [source, read] of notAPage ? [] : nameCandidates) {
    const value = read();
    if (value) {
      name = cutAtWord(value, 120);
      nameSource = source;
      break;
    }
  }
  // A title that is only a trade and its qualifiers («Servicios de Mantenimiento», #33, seventh round) still
  // beats a hosting platform's domain when nothing else names the business.
  if (!name && !notAPage && found.title) {
    const qualified = cleanTitle(found.title, hostname, places);
    if (qualified && namesNoOne(qualified)) [name, nameSource] = [qualified, 'title'];
  }
  // «Desatoro Arequipa» over a logo «Manantial» (#33, twelfth round): a title that is only a trade word and the town
  // says what and where; the logo that names something else names the business.
  if (name && nameSource === 'title') {
    const tradeAndTown = /^(\S+)\s+(\S.*)$/u.exec(name);
    const logo = logoName(found.logoAlt);
    if (
      tradeAndTown &&
      mentionsATrade(tradeAndTown[1] ?? '') &&
      isPlaceOf(tradeAndTown[2] ?? '', places) &&
      logo &&
      !mentionsATrade(logo) &&
      !isPlaceOf(logo, places)
    )
      [name, nameSource] = [logo, 'logo-alt'];
  }
  // «Alquiler de Volquetes Villa Pueyrredón» over «En 'El 10 de Villa Pueyrredón' nos dedicamos al alquiler de volquetes.»
  // (#33, nineteenth round): a title that is a service offered and where gives way to the name the business gives itself.
  let introducedOverTitle = false;
  if (name && nameSource === 'title' && SERVICE_TITLE.test(name)) {
    const introduced = selfIntroducedName(found.paragraphs);
    if (introduced && !SERVICE_TITLE.test(introduced) && slug(introduced) !== slug(name)) {
      [name, nameSource] = [introduced, 'self-introduction'];
      introducedOverTitle = true;
    }
  }
  // «Puertas automáticas» as the whole title, «En Soluciones HK encontrarás» as the h1 (#33, twenty-fourth round): a
  // title sharing no word with the name the heading gives the place says what is sold, not who sells it.
  if (name && nameSource === 'title' && !introducedOverTitle) {
    const atName = headingAtName(found.h1);
    if (atName && !isPlaceOf(atName, places) && !sharesAWord(atName, name)) [name, nameSource] = [atName, 'h1'];
  }
  // JSON-LD names are often a plain-ASCII or shortened form of the brand the title spells out.
  if (name && nameSource === 'json-ld' && found.title) name = fullerTitleForm(name, cleanTitle(found.title, hostname));
  // «Quiropráctico Quiro Salud CDMX» in JSON-LD, «Quiropráctico en CDMX | Quiro Salud CDMX» in the title (#33, thirteenth
  // round): a trade word put before the brand the title names alone says what, not who; the title's brand is the name.
  if (name && nameSource === 'json-ld' && found.title) {
    const titled = titleName(found.title.length <= 400 ? found.title : '', hostname, places, []);
    const lead = titled && name.length > titled.length && name.endsWith(` ${titled}`) ? name.slice(0, -titled.length).trim() : '';
    if (titled && lead && lead.split(' ').length === 1 && mentionsATrade(lead)) name = titled;
  }
  // A shouted title or logo («ESCUELA DE MUSICA ARMONIA», #33, thirteenth round) is said as the page writes the same
  // name elsewhere in mixed case, else capitalised the Spanish way.
  if (name)
    name = unshoutedName(name, [
      found.metas.get('og:site_name'),
      ...organizations.map((org) => org.name),
      found.logoAlt,
      found.h1,
      found.title,
      found.metas.get('og:title'),
      found.metas.get('description'),
      allText,
    ]);
  if (name)
    name = withoutLegalForm(restoreAccents(name, [found.title ?? '', found.h1 ?? '', found.metas.get('description') ?? '']));
  // «Escribanía - Servicios Notariales Profesionales» on escribaniachiesa.com (#33): a name that is only a
  // trade word names no one; the domain, that trade and a word of its own, names the business.
  if (name && nameSource !== 'og:site_name' && nameSource !== 'json-ld') name = brandOfTradeInDomain(name, hostname);

  let description: string | null = null;
  let descriptionSource: DescriptionSource | null = null;
  const descriptionCandidates: [DescriptionSource, () => string | null][] = [
    [
      'meta',
      () => {
        // «Abogado Penal El Ejido y Almería | Asistencia 24/7 a Detenidos | Defensa Juicio Rápido | …» (Dagar Abogados, #33,
        // nineteenth round): a meta description that is search keywords between bars gives way to an Open Graph
        // description written as sentences («Abogados penalistas en El Ejido y Almería. Defensa 24/7…»).
        const meta = found.metas.get('description');
        const og = found.metas.get('og:description');
        if (meta && og && KEYWORD_BARS.test(clip(meta, 2_000)) && !/\s\|\s/.test(og) && usableDescription(og, name)) return null;
        return usableDescription(meta, name);
      },
    ],
    ['og:description', () => usableDescription(found.metas.get('og:description'), name)],
    ['twitter:description', () => usableDescription(found.metas.get('twitter:description'), name)],
    ['json-ld', () => organizations.map((org) => usableDescription(org.description, name)).find(Boolean) ?? null],
    // What and where, as the title tells search engines: "Reparación de ordenadores en Zaragoza - Skullmasher.io".
    // Not when the business introduced itself by name in its text over such a title (#33, nineteenth round): what it says
    // of itself there («…nos dedicamos al alquiler de volquetes.») is said, not the title's keywords.
    ['title', () => (found.title && !introducedOverTitle ? serviceInTitle(found.title, name) : null)],
    [
      'paragraph',
      () => {
        const sentences = found.paragraphs.map((paragraph) => ({
          long: paragraph.length >= 40,
          sentence: usableDescription(paragraph, name),
        }));
        const usable = sentences
          .filter(({ long, sentence }) => long && sentence !== null && aboutTheBusiness(sentence, name))
          .map(({ sentence }) => sentence as string);
        // A header's tagline ("Aire acondicionado, calefacción y más - San Rafael, Mendoza") gives way
        // to a paragraph written as a sentence further down (#25); it is used only when there is none.
        // The business saying in the first person that it is the trade its name says («Somos una
        // microempresa familiar de tintorería…» of «Tintorería Les Corts», a «quiénes somos» paragraph)
        // before a line that names another trade and not that one («Especialistas en limpieza
        // profesional desde 2023», a hero's tagline), wherever each is on the page (#33).
        const namedTrades = tradeWordsOf(name);
        const saysTheTrade = (line: string) => namedTrades.some((trade) => slug(line).includes(trade));
        // «calidad, diseño y durabilidad en todos nuestros productos.» in a header's top bar, above «Nos dedicamos a la
        // fabricación y venta de carpas…» (3H Carpas, #33, nineteenth round): a line that opens in lower case is a fragment
        // of a banner, not a sentence the business wrote; a paragraph that opens as a sentence comes first.
        const first =
          usable.find((line) => !TAGLINE.test(line) && !/^\p{Ll}/u.test(line)) ??
          usable.find((line) => !TAGLINE.test(line)) ??
          usable[0];
        // «Definimos el espacio, a partir de allí…» before «Soy paisajista. Mi misión es…» (#33, eighth round): a
        // first line that names no trade at all gives way to a later one where the business states its trade.
        const statesATrade = (line: string) => /^(?:soy|somos)\s/iu.test(line) && mentionsATrade(line.split(/[.,]/)[0] ?? '');
        const inItsVoice =
          first && !saysTheTrade(first)
            ? usable.find(
                (line) =>
                  !TAGLINE.test(line) &&
                  inFirstPerson(line) &&
                  (saysTheTrade(line) || (!mentionsATrade(first) && statesATrade(line))) &&
                  !SAYS_WHERE.test(line),
              )
            : undefined;
        // Then the cards of services under a «¿Qué hacemos?» heading, before a line that speaks of the
        // business neither in the first person, nor by name, nor by the trade its name says («Son los
        // vidrios más comunes, en viviendas y locales comerciales.», the text of one card, #33).
        // «Seleccionamos solo los mejores productos.» before «Especializados en la venta de pescado.» (Pescadería
        // Cantábrica, #33, fourteenth round): a first line that names no trade, nor the business, nor says what it is
        // («Somos un estudio de tatuajes…»), gives way to one, short as a card's text may be, that says what the
        // business specialises in.
        const specialised =
          first &&
          !mentionsATrade(first) &&
          !/^somos\s/iu.test(first) &&
          !(slug(name ?? '').length >= 4 && slug(first).includes(slug(name ?? '')))
            ? sentences
                .map(({ sentence }) => sentence)
                .find((line): line is string => line !== null && SPECIALITY_LEAD.test(line) && !TAGLINE.test(line))
            : undefined;
        const cards =
          first && (speaksOfItself(first, name) || saysTheTrade(first)) ? null : servicesOfCards(found.headings, places);
        const about = inItsVoice ?? specialised ?? cards ?? first;
        if (about) return about;
        // Then a line that says what, then where, in one of the page's towns (#25): «Tratamientos
        // faciales y corporales de vanguardia en Vitoria-Gasteiz»; a short one last («Su taller de
        // confianza en Coslada», Buenomotor): too short to be trusted as a paragraph, but what the
        // business says of itself in its town.
        const inTown = ({ sentence }: { sentence: string | null }) => sentence !== null && whatInTown(sentence, places);
        const inParagraph = (sentences.find((line) => line.long && inTown(line)) ?? sentences.find(inTown))?.sentence;
        if (inParagraph) return inParagraph;
        // Then a heading that says what the business does, under the one that names it: «Vidriería Yopal» /
        // «Compra e instalación de vidrios en Yopal» (#33), a list of its services or what in its town; or one
        // that speaks of it: «La Clínica de la Pareja es un espacio creado para…» (Clinipareja).
        return (
          found.headings
            .slice(0, 6)
            .map((heading) => usableDescription(heading, name))
            .find((line) => line !== null && (servicesFirst(line) || whatInTown(line, places) || speaksOfItself(line, name))) ??
          null
        );
      },
    ],
    // Last of all, a title that only says trade and town: "ABOGADO EN MADRID" → "Abogado en Madrid.".
    ['title', () => (found.title ? tradeInTownOfTitle(found.title) : null)],
    // And when nothing else has said it, the business introducing itself in its footer: «Somos una empresa dedicada a la
    // venta de repuestos y accesorios para motocicleta... Ver más» (Moto Repuestos Cardozo, #33, sixteenth round), its
    // teaser's dots a full stop.
    ['footer', () => aboutInFooter(found.footerParagraphs, name)],
  ];
  // Two passes: a description in Spanish wherever it is, else the first one (the script decides).
  const pageIsSpanish = !found.language || found.language.startsWith('es');
  // Said as a sentence: a title's bars and bullets become Spanish, or the description is left out (#25);
  // one that says only the name and its town («Cabañas Huaraco San Rafael en Mendoza.», #33) is who and
  // where, which the greeting says: the next candidate is asked.
  const read = descriptionCandidates.map(([source, get]) => {
    const value = notAPage ? null : get();
    const sentence = value ? separatorsAsSentence(value, places) : null;
    const said = sentence && sentence.split(/\s+/).length >= 3 && !onlyWhoAndWhere(sentence, name, places) ? sentence : null;
    return [source, value, said] as const;
  });
  const chosen =
    (pageIsSpanish ? read.find(([, value, said]) => said !== null && guessLanguage(value ?? '') !== 'en') : undefined) ??
    read.find(([, , said]) => said !== null);
  if (chosen?.[2]) {
    description = /[.!?…]$/.test(chosen[2]) ? chosen[2] : `${chosen[2]}.`;
    descriptionSource = chosen[0];
  }

  const empty = notAPage || (found.textChars < 40 && !description);
  const country = detectCountry({
    language: found.language,
    ogLocale: found.metas.get('og:locale') ?? null,
    hostname,
    jsonLd: found.jsonLd,
    phones: found.phones,
    // The meta description and keywords name where the business is too («…La Molina,Lima,Perú», the keywords
    // of a glazier whose page shows only its title, #33).
    // So does the title: «Heladerías Aloha-Puerto Madryn», a React shell whose only place is there (#33).
    text: [allText, found.metas.get('description') ?? '', found.metas.get('keywords') ?? '', found.title ?? ''].join(' '),
  });
  const details = notAPage
    ? { services: [], openingHours: null, address: null, phone: null }
    : extractDetails({
        jsonLd: found.jsonLd,
        phones: found.phones,
        text: allText,
        menuLinks: found.menuLinks,
        businessName: name,
      });
  return {
    country,
    details,
    name,
    nameSource,
    description,
    descriptionSource,
    language: found.language,
    empty,
    signals: {
      types: [...new Set(types)],
      title: found.title,
      h1: found.h1,
      metaDescription: found.metas.get('description') ?? found.metas.get('og:description') ?? null,
      keywords: found.metas.get('keywords') ?? null,
      menu: found.menuLinks.length > 0 ? found.menuLinks.join(' · ') : null,
      headings: found.headings.length > 1 ? found.headings.slice(1).join(' · ') : null,
    },
  };
}

/**
 * The domain's name for a name that is one trade word and nothing of its own: «Escribanía» on
 * escribaniachiesa.com → «Escribanía Chiesa». Kept as it is when the domain does not open with that trade
 * or adds nothing to it.
 */
export function brandOfTradeInDomain(name: string, hostname: string): string {
  if (/\s/.test(name.trim()) || hasBrandWord(name) || !mentionsATrade(name)) return name;
  const fromDomain = nameFromDomain(hostname);
  const words = fromDomain.split(/\s+/);
  if (words.length < 2 || slug(words[0] ?? '') !== slug(name)) return name;
  return [name, ...words.slice(1)].join(' ');
}

/**
 * A sentence of nothing but the business's name and where it is: «Cabañas Huaraco San Rafael en Mendoza.»
 * (#33). It opens with the name; what follows is only capitalised words (a town the page may not list)
 * and the page's towns, joined by «en».
 */
function onlyWhoAndWhere(sentence: string, name: string | null, places: readonly string[]): boolean {
  if (!name || !slug(sentence).startsWith(slug(name))) return false;
  const known = new Set([name, ...places].flatMap((text) => text.split(/\s+/).map(slug)));
  return sentence
    .replace(/[.,;:]/g, ' ')
    .split(/\s+/)
    .filter((word) => word && word !== 'en' && !known.has(slug(word)))
    .every((word) => /^\p{Lu}/u.test(word));
}

/**
 * A footer line that opens with the business's services named as nouns (#33, eighteenth round: «Venta y distribución de
 * alimentos para animales con propósito, contamos con experiencia…», an animal-feed distributor's footer under its name):
 * what it does, as «Somos una empresa dedicada a…» is.
 */
const SERVICES_LEAD =
  /^(?:venta|reparaci[oó]n|instalaci[oó]n|fabricaci[oó]n|distribuci[oó]n|mantenimiento|dise[ñn]o|construcci[oó]n|limpieza|alquiler|importaci[oó]n|comercializaci[oó]n|elaboraci[oó]n)(?:,\s*\p{L}+)*(?:\s+(?:y|e)\s+\p{L}+)?\s+(?:de|del)\s/iu;

/** «Somos una empresa dedicada a…» in a footer: the business's own words about itself, the teaser's «...» a full stop. */
function aboutInFooter(paragraphs: readonly string[], name: string | null): string | null {
  for (const paragraph of paragraphs) {
    if (!/^somos\s+\p{L}/iu.test(paragraph.trim()) && !SERVICES_LEAD.test(paragraph.trim())) continue;
    const teaser = paragraph.replace(/(?:\.{3}|…)\s*(?:ver|leer|saber)\s+m[aá]s\b.*$/iu, '.').replace(/(?:\.{3}|…)\s*$/u, '.');
    const sentence = usableDescription(teaser, name);
    if (sentence) return sentence;
  }
  return null;
}
