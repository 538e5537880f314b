// Sentences of a text, which of them describe a business, and the language they are in.
import { mentionsATrade } from './sectors.js';
import { collapseWhitespace, cutAtWord } from './text.js';

// Word starts by lookbehind, not \b: in JavaScript "ñ" and "í" are not word characters, so "\b" found a
// "word" in the "o" of "Logroño." and took the sentence end for an initial.
const ABBREVIATIONS =
  /(?<![\p{L}\p{N}])(?:Sr|Sra|Srta|Dr|Dra|Dña|Dº|Avda|Av|Pza|Ctra|Cía|Hnos|Ltd|Inc|S\.L|S\.A|etc|núm|Nº|Tel|Telf|p\.ej|aprox)\.$/iu;
/** An initial, as in "J. García". */
const INITIAL = /(?<![\p{L}\p{N}])\p{Lu}\.$/u;
/** Titles said before a person's name: «Lic. Ana Ruiz», «Ing. Pablo Soto», «Mtra. Laura Gil». */
const PERSON_TITLE = /(?<![\p{L}\p{N}])(?:Lic|Lcda|Lcdo|Licda|Ing|Arq|Mtro|Mtra|Prof|Profa|Dres|Dras)\.$/u;

/**
 * Whether a text ends in an abbreviation or an initial, so its full stop ends no sentence: «Dra.», «S.L.», «J.». Titles
 * of a person («Lic.», «Ing.», «Arq.», «Mtra.») count too (#33, twenty-first round).
 */
export function endsInAbbreviation(text: string): boolean {
  return ABBREVIATIONS.test(text) || INITIAL.test(text) || PERSON_TITLE.test(text);
}

/** The first sentence of a text (abbreviations such as "Dr." or "S.L." do not end it). */
export function firstSentence(text: string, maxChars = 300): string {
  const clean = collapseWhitespace(text);
  const boundary = /[.!?…](?=\s+[¿¡"«(]?[A-ZÁÉÍÓÚÑÜ0-9])/g;
  let match: RegExpExecArray | null;
  let end = clean.length;
  while ((match = boundary.exec(clean)) !== null) {
    const candidate = clean.slice(0, match.index + 1);
    if (ABBREVIATIONS.test(candidate) || INITIAL.test(candidate)) continue;
    end = match.index + 1;
    break;
  }
  const sentence = clean.slice(0, end).trim();
  if (sentence.length <= maxChars) return sentence;
  return `${cutAtWord(sentence, maxChars - 1)}…`;
}

/** The sentences of a text, in order (abbreviations do not end one). */
export function sentences(text: string, maxSentences = 8): string[] {
  const found: string[] = [];
  let rest = collapseWhitespace(text);
  while (rest && found.length < maxSentences) {
    const sentence = firstSentence(rest, Number.MAX_SAFE_INTEGER);
    found.push(sentence);
    rest = rest.slice(sentence.length).trim();
  }
  return found;
}

/**
 * An advert's call to action: "Contacte un electricista", "Llámanos", "Pide tu cita"… and the buying
 * imperatives of plans and offers ("Adquiere YA nuestros planes…", "Contrata…", "Disfruta…", #33), and a
 * job offer ("Trabaja con nosotros y lleva Nutrición, Salud y Bienestar…", Superfresh, #33); and the reader told to
 * get away, to get to know, to explore or to learn (#33, sixteenth round: «Escápate a una casa rural rehabilitada…», a
 * holiday cottage's description; «Conoce la amplia variedad de estudios que realizamos.», a laboratory's heading's line).
 */
const CALL_TO_ACTION =
  /^[¡"«]?\s*((?:complet|rellen|llen)(?:a|e)\s+(?:el|este|nuestro)\s+formulario|esc[aá]p(?:a|e)te|esc[aá]pese|conoc(?:e|a)|conozca|explor(?:a|e)|aprend(?:e|a)|ll[aá]m(a|e|enos|anos|ar)|contact(a|e|enos|anos|ar)|cont[aá]ct(a|e)nos|pid(e|a)|solicit(a|e)|reserv(a|e)|escr[ií]b(e|a|enos|anos)|ven(ga|)\b|vis[ií]t(a|e|anos|enos)|descubr(e|a)|consult(a|e|enos|anos)|haz|pulsa|clic|click|compr(a|e)|encuentr(a|e)|no (esperes|lo dudes|dude)|te esperamos|le esperamos|ahorra|aprovecha|suscr[ií]bete|s[ií]guenos|adquier(e|a)|contrat(a|e)|disfrut(a|e)|obt[eé]n|obteng(a)|elig(e|a)|[uú]nete|afiliate|af[ií]liese|cotiz(a|e)|asegur(a|e) tu|para (?:conocer|saber|ver|obtener|recibir)\s[^.]{0,80}?\s(?:haga|haz|pulse|pulsa|visite|visita|llame|llama)|(?:asegúr|asegur|acérc|acerc|aním|anim|infórm|inform|olvíd|olvid|déj|dej|regál|regal|atrév|atrev|apúnt|apunt|inscríb|inscrib|cuíd|cuid|prepár|prepar)[ae]te|trabaj(a|e) con nosotros|empl[eé]ate)\b/i;
/**
 * A sales hook addressed to the caller, not a description: a condition ("Si tu ordenador va lento…",
 * whose main clause is the advert) or a slogan in the second person ("Tu asesoría en Fuerteventura").
 */
const HOOK = /^[¡"«]?\s*(si|tu|tus)\s/i;
/**
 * Services named as nouns, not a command: «Compra e instalación de vidrios en Yopal» (#33), «Venta y
 * reparación de…»: the second of the pair is a noun («instalación», «mantenimiento», «montaje»).
 */
const NOUN_PAIR = /^[¡"«]?\s*\p{L}+(?:,\s*\p{L}+)*\s+(?:y|e)\s+\p{L}+(?:ci[oó]n|miento|aje)\s+(?:de|del)\s/iu;
/**
 * When the business can be reached, not what it does (#33, sixteenth round: «Estamos disponibles las 24 horas, todos los
 * días.», a locksmith's contact section said as its description): being available, open or at hand, and when.
 */
const AVAILABILITY_ONLY =
  /^[¡"«]?\s*(?:estamos|permanecemos|seguimos|siempre\s+estamos)\s+(?:disponibles|abiertos|a\s+(?:tu|su)\s+(?:disposici[oó]n|servicio))(?:\s+(?:para\s+(?:ti|usted|atenderte|atenderle|ayudarte|ayudarle)|las\s+24\s+horas|24\s*(?:h|horas)(?:\s*\/\s*7)?|todos\s+los\s+d[ií]as|los\s+7\s+d[ií]as(?:\s+de\s+la\s+semana)?|los\s+365\s+d[ií]as(?:\s+del\s+a[ñn]o)?|de\s+lunes\s+a\s+\p{L}+|en\s+horario\s+\p{L}+)[,\s]*)*[.!]?$/iu;
/**
 * A promise to stand by the reader, not what the business does (#33, sixteenth round: «En los momentos más dolorosos,
 * siempre estaremos a tu lado.», a funeral-plan firm's meta description, whose next sentence says what it sells).
 */
const BY_YOUR_SIDE =
  /(?<![\p{L}])(?:estaremos|estamos|estar[eé])\s+(?:siempre\s+)?(?:a\s+tu\s+lado|a\s+su\s+lado|contigo|con\s+usted|junto\s+a\s+(?:ti|usted))(?![\p{L}])/iu;
/**
 * Where the business is, alone, not what it does (#33, seventeenth round: «Nos encontramos ubicados a 2 cuadras de la
 * Plaza Principal de Cafayate…», a hostel's meta description; «Estamos ubicados a 40 minutos del aeropuerto.», holiday
 * apartments' line): being located, found or placed somewhere, with no verb of the trade after it («…y reparamos
 * calderas» still says what it does).
 */
const LOCATION_ONLY =
  /^[¡"«]?\s*(?:(?:nos\s+)?(?:encontramos|ubicamos|situamos)|estamos)\s+(?:(?:ubicad|situad|localizad)[oa]s\s+)?(?:a|en|junto\s+a|frente\s+a|cerca\s+de)\s(?![^.]*(?:,|\s(?:y|e))\s+(?:\p{L}+\s+)?\p{Ll}{2,}(?:amos|emos|imos)(?![\p{L}]))/iu;
/**
 * Years of a virtue, not of a trade (#33, seventeenth round: «Más de 30 años de maestría y dedicación.», a hairdresser's
 * og:description): how long and how well, never what. «Más de 30 años en el rubro.» stays what is said when nothing
 * else is (fourteenth round).
 */
const YEARS_OF_VIRTUE =
  /^(?:m[aá]s\s+de\s+)?\d{1,3}\s+a[ñn]os\s+de\s+(?:maestr[ií]a|dedicaci[oó]n|pasi[oó]n|esfuerzo|compromiso|excelencia)(?:\s*(?:,|y|e)\s+(?:maestr[ií]a|dedicaci[oó]n|pasi[oó]n|esfuerzo|compromiso|excelencia|profesionalidad|calidad))*\.?$/iu;
/**
 * What matters most to the reader, protected or cared for, and nothing else (#33, eighteenth round: «Protegemos lo que
 * más importa.», an insurance broker's slogan after its name in the meta description): «Cuidamos lo que más quieres.»
 * says no trade; «Cuidamos lo que más quieres con seguros de hogar y de vida.» does, and stays.
 */
const WHAT_MATTERS_MOST =
  /^[¡"«]?\s*\p{L}{3,}(?:amos|emos|imos)\s+lo\s+que\s+m[aá]s\s+(?:te\s+|le\s+|les\s+|os\s+|nos\s+)?\p{L}+(?:\s+(?:a\s+)?(?:ti|usted|ustedes|vos))?[.!]?$/iu;
/**
 * How far the business reaches, alone (#33, eighteenth round: «Para Venezuela y el mundo», an animal-feed distributor's
 * title after its name): «Desde Mendoza para el mundo», «De Jalisco al mundo», «Para todo el país» say where it sells,
 * not what.
 */
const REACH_ONLY =
  /^[¡"«]?\s*(?:(?:[Pp]ara|[Dd]esde|[Dd]e)\s+(?:tod[oa]\s+)?(?:el\s+|la\s+)?\p{Lu}[\p{L}\s]{1,40}?\s+(?:(?:y|e|para|hacia)\s+(?:el|todo\s+el)|al)\s+mundo|(?:[Pp]ara|[Ee]n)\s+tod[oa]\s+(?:el\s+pa[ií]s|la\s+rep[uú]blica|el\s+territorio(?:\s+nacional)?))[.!]?$/u;
/** A welcome, not a description: "Bienvenidos a la Clínica…", "Welcome to…". */
const GREETING = /^[¡"«]?\s*(bienvenid[oa]s?|welcome|hola)\b/i;
/**
 * The web page speaking of itself, not of the business (#33, tenth round): «Página principal de la Rotisería La
 * Colonia», «Sitio web oficial de…», «Página oficial de…».
 */
const THE_PAGE_ITSELF =
  /^[¡"«]?\s*(?:p[aá]gina|sitio|portal|web)(?:\s+(?:web|principal|oficial|de inicio|institucional))*\s+(?:de|del)\s/iu;
/**
 * Who made the business, not what it does (#33, tenth round): «PerroBueno fue creado por amantes de los animales, para
 * darles un servicio personalizado.», «La empresa fue fundada por dos hermanos…».
 */
const FOUNDED_BY = /(?<![\p{L}])(?:fue|fuimos|fueron)\s(?:cread|fundad|concebid|iniciad)[oa]s?\spor\s/iu;
/**
 * A family business and when it was founded, or by whom, alone (#33, nineteenth round: «Somos una empresa familiar fundada
 * hace más de 10 años por padre e hijos.», a tent maker's meta description): who and since when, never what it does.
 */
const FAMILY_FOUNDED =
  /^[¡"«]?\s*(?:somos\s+)?(?:una?\s+)?(?:empresa|negocio|firma|comercio|pyme|emprendimiento)\s+familiar\s+(?:(?:fundad|cread|nacid|iniciad)[oa]\s+)?(?:hace\s+(?:m[aá]s\s+de\s+)?\d{1,3}\s+a[ñn]os|en\s+(?:el\s+(?:a[ñn]o\s+)?)?(?:19|20)\d{2}|desde\s+(?:(?:el\s+(?:a[ñn]o\s+)?)?(?:19|20)\d{2}|hace\s+(?:m[aá]s\s+de\s+)?\d{1,3}\s+a[ñn]os))(?:\s+por\s+[^.,;]{2,60})?\s*[.!]?$/iu;
/**
 * The imperative of the voseo, as Argentina and Uruguay write it (#33, tenth round): «Comprá plantas…», «Pedí tu turno»,
 * «Conocé…», «Llamá…»: a first word with its stress written on the last vowel; not «Está», «Aquí», «Más», «Café»…
 */
const VOSEO_IMPERATIVE =
  /^[¡"«]?\s*(?!(?:est[aá]|estar[aá]|ser[aá]|habr[aá]|m[aá]s|as[ií]|aqu[ií]|all[ií]|ah[ií]|all[aá]|caf[eé]|tambi[eé]n|adem[aá]s|despu[eé]s|quiz[aá]s|jam[aá]s|detr[aá]s|ma[ií]z|pa[ií]s)(?![\p{L}]))\p{L}{3,}[áéí](?:\s|,|$)/iu;
/**
 * A heading of a page's section, never what the business does (#33, fifteenth round: «Qué dicen nuestros clientes», a
 * tequeño maker's heading over its reviews, said as its description): a question without its marks, opened by an
 * accented interrogative («Qué dicen…», «Por qué elegirnos», «Cómo trabajamos», «Dónde encontrarnos», «Quiénes somos»);
 * what others say of the business («Lo que dicen nuestros clientes», «Testimonios de nuestros pacientes», «Opiniones de
 * clientes»); a section named by what it holds, alone («Nuestros servicios», «Nuestras especialidades», «Conoce a
 * nuestro equipo»); the brands it works with («Algunas de las marcas con las que trabajamos», an auto electrician's
 * heading over its brands' logos, #33, eighteenth round); or one of the menu's words («Contáctanos», «Sobre nosotros»,
 * «Preguntas frecuentes»).
 */
const SECTION_HEADING_LINE = new RegExp(
  [
    '^[¡"«]?\\s*(?:por\\s+)?(?:qué|cómo|cuándo|dónde|quién(?:es)?|cuál(?:es)?|cuánt[oa]s?)(?![\\p{L}])',
    '^[¡"«]?\\s*(?:lo\\s+que\\s+(?:dicen|opinan|piensan|cuentan)|(?:testimonios|opiniones|rese[ñn]as|comentarios|valoraciones)(?:\\s+(?:de|sobre)\\s|[.!]?$))',
    '^[¡"«]?\\s*(?:(?:conoce|descubre|mira)\\s+(?:a\\s+)?)?(?:nuestr[oa]s?|mis)\\s+(?:servicios|productos|clientes|pacientes|trabajos|proyectos|tratamientos|especialidades|instalaciones|valores|marcas|platos|precios|tarifas|planes|cursos|equipo|historia|misi[óo]n|visi[óo]n|ubicaci[óo]n|sucursales|redes(?:\\s+sociales)?)[.!]?$',
    '^[¡"«]?\\s*(?:algunas\\s+de\\s+)?(?:las\\s+)?marcas\\s+(?:con\\s+las\\s+que|que)\\s+(?:trabajamos|representamos|distribuimos|vendemos|comercializamos)[.!]?$',
    '^[¡"«]?\\s*(?:contacto|cont[áa]ct(?:a|e)nos|escr[íi]benos|sobre\\s+(?:nosotros|m[íi])|acerca\\s+de\\s+(?:nosotros|m[íi])|qui[ée]nes\\s+somos|preguntas\\s+frecuentes|d[óo]nde\\s+estamos|s[íi]guenos\\s+en\\s+(?:las\\s+)?redes(?:\\s+sociales)?)[.!]?$',
  ].join('|'),
  'iu',
);

/**
 * An exclamation is a slogan shouted at the reader ("¡Más que un taller!"), even with its marks the
 * wrong way round as typed ("!Pintamos tus paredes lisas con acabados profesionales¡", #25).
 */
const EXCLAMATION = /^[¡!]|[!¡]$/;
/** A postal address: a street with a number, or a five-digit Spanish postcode. */
const ADDRESS =
  /\b(c\/|calle|avda\.?|avenida|plaza|pza\.?|paseo|ctra\.?|carretera|camino|pol[ií]gono|pol\.|ronda|traves[ií]a)\s+[^,.]{1,40}\s*,?\s*(n[ºo°]\.?\s*)?\d+|\b\d{5}\b/i;
const FUNCTION_WORDS = new Set(
  'de del la las el los y e en con para por que a al un una su sus nuestro nuestra nuestros nuestras somos es son ofrecemos te os le les se desde the and of in for with our we is are to at'.split(
    ' ',
  ),
);

/**
 * Whether a sentence says what a business is or does, as a receptionist could repeat it: not a
 * question ("¿Buscas la mejor peluquería…?"), a call to action, a hook ("Si tu ordenador va lento…"),
 * an address, or a keyword list
 * ("Fontanero Madrid urgente 24h barato") or a menu ("Inicio Servicios Contacto").
 */
export function isDescriptive(sentence: string): boolean {
  const text = sentence.trim();
  if (
    /[¿?]/.test(text) ||
    EXCLAMATION.test(text) ||
    (CALL_TO_ACTION.test(text) && !NOUN_PAIR.test(text)) ||
    ADDRESS.test(text) ||
    GREETING.test(text) ||
    HOOK.test(text) ||
    THE_PAGE_ITSELF.test(text) ||
    VOSEO_IMPERATIVE.test(text) ||
    FOUNDED_BY.test(text) ||
    FAMILY_FOUNDED.test(text) ||
    SECTION_HEADING_LINE.test(text) ||
    AVAILABILITY_ONLY.test(text) ||
    BY_YOUR_SIDE.test(text) ||
    LOCATION_ONLY.test(text) ||
    YEARS_OF_VIRTUE.test(text) ||
    WHAT_MATTERS_MOST.test(text) ||
    REACH_ONLY.test(text)
  )
    return false;
  const words = text.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  if (words.length < 4) return false;
  // Real sentences have function words; keyword stuffing and menus have none (or nearly).
  const functionWords = words.filter((word) => FUNCTION_WORDS.has(word)).length;
  if (functionWords >= 1 && functionWords / words.length >= 0.08) return true;
  // A trade's services named one after another and closed with «y» (#33, twenty-first round: «Implantes dentales,
  // prótesis, estética dental, cirugía oral, periodoncia, endodoncia, ortodoncia y odontología general.», a dental
  // clinic's meta description after its name and town) has few function words, yet says what the business does.
  return SERVICE_ENUMERATION.test(text) && mentionsATrade(text);
}

/** Four or more items of one to three words, after a capital, between commas and closed with «y»: a list of services. */
const SERVICE_ENUMERATION =
  /^\p{Lu}\p{Ll}+(?:\s\p{Ll}+){0,2}(?:,\s\p{Ll}+(?:\s\p{Ll}+){0,2}){2,}\s(?:y|e)\s\p{Ll}+(?:\s\p{Ll}+){0,2}\.?$/u;

/**
 * A bare heading of one to three words that names a trade, as a sentence of its own: «Odontología integral.»,
 * «Fisioterapia deportiva.» (#33, twenty-first round).
 */
const BARE_HEADING = /^\p{Lu}\p{Ll}+(?:\s\p{Ll}+){0,2}\.$/u;

/**
 * When the business opened, not what it does: «Nuestra veterinaria reabrió sus puertas luego de una renovación en
 * el año 2013.» (Veterinaria Guayaquil, #33), «La empresa fue fundada en 1985.»
 */
const HISTORY =
  /(?<![\p{L}])(?:(?:re)?abri[óo] sus puertas|(?:fue|fuimos) fundad[oa]s?|se fund[óo]|naci[óo] en)(?![\p{L}])[^.]*\b(?:19|20)\d{2}\b/iu;
/** «Desde entonces, buscamos…»: the lead that ties a sentence to the history before it. */
const SINCE_THEN = /^desde entonces,?\s+/iu;

/** The text with its first letter in capitals, as a sentence starts. */
function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase('es') + text.slice(1);
}

/** "Realizamos…", "Somos…", "Ofrecemos…": a sentence that opens with the business speaking of itself. */
const FIRST_PERSON_LEAD = /^[¡"«]?\s*(?:somos|\p{L}{3,}(?:amos|emos|imos))(?![\p{L}])/iu;

/** «En la Escuela de Manejo FyK, ofrecemos…», «En Clínica Sonrisa nos dedicamos…»: the business's own voice, named. */
const AT_THE_BUSINESS_WE = /^En\s[^,.]{3,60},?\s+(?:nos\s+)?\p{L}{3,}(?:amos|emos|imos)(?![\p{L}])/iu;

/** «Soy paisajista.», «Somos fontaneros.»: one to three words after «soy»/«somos», the whole sentence. */
const SELF_STATED_TRADE = /^(?:soy|somos)\s+\p{Ll}+(?:\s+\p{L}+){0,2}\.$/iu;

/**
 * A business's kind and age alone: «Empresa familiar con más de 45 años.», «Más de 20 años de experiencia.», «Más de 11
 * años en el rubro.» (Soldaduras Caleta, #33, fourteenth round: in the trade, the sector, the market, the craft).
 */
const AGE_ONLY =
  /^(?:somos\s+)?(?:(?:una|un)\s+)?(?:(?:empresa|negocio|taller|comercio)(?:\s+familiar)?\s+con\s+|con\s+)?m[aá]s\s+de\s+\d{1,3}\s+a[ñn]os(?:\s+de\s+(?:experiencia|trayectoria|historia|maestr[ií]a|dedicaci[oó]n|oficio|pasi[oó]n|tradici[oó]n)(?:\s+(?:y|e)\s+(?:experiencia|trayectoria|historia|maestr[ií]a|dedicaci[oó]n|oficio|pasi[oó]n|tradici[oó]n|profesionalidad|esfuerzo))?|\s+en\s+(?:el|este|nuestro)\s+(?:rubro|sector|mercado|oficio|gremio))?\.?$/iu;

/**
 * A trade and the year it began, alone: «Transporte vertical desde 1968.» (#33, sixteenth round: an elevator
 * maintainer's meta description after its name), «Fontanería desde 1985.»: since when, not what it does.
 */
const SINCE_YEAR_ONLY = /^(?:\p{L}+\s+){1,4}desde\s+(?:el\s+(?:a[ñn]o\s+)?)?(?:19|20)\d{2}\.?$/iu;

/** «…, donde ofrecemos…», «…, en el que reparamos…»: a clause in the first person plural after a place of the business. */
const WHERE_WE_DO = /,\s+(?:donde|en\s+(?:el|la)\s+(?:que|cual))\s+(\p{Ll}{2,}(?:amos|emos|imos)\s[^,;]{10,}?[.!]?)$/u;

/**
 * Services named as nouns in a list: a plural noun and what it is of or for, then more after a comma and «y»: «Clases de
 * surf, hostel frente al mar y surf trips…», «Cortes de pelo, tintes y peinados…»; no verb leads it.
 */
const SERVICES_AS_NOUNS =
  /^\p{Lu}\p{Ll}{2,}s\s+(?:de|del|para|a|en)\s[^.;:!?]{2,80},\s[^.;:!?]{2,120}\s(?:y|e)\s[^.;:!?]{2,}[.]?$/u;

/** The first sentence of a text that describes the business (see isDescriptive), cut to `maxChars`. */
export function descriptiveSentence(text: string, maxChars = 300): string | null {
  // The first: what follows a question or a call to action is more advert ("Sin recargo por
  // desplazamiento."), rarely a description; unless, after a call to action, the business says in its
  // own voice what it does ("Encuentra los mejores pintores en toda la Comunidad de Madrid. Realizamos
  // Empapelados, Esmaltes, Barnizados y mucho más.", #25).
  const [lead, second] = sentences(text, 2);
  if (!lead) return null;
  // History alone says nothing of what the business does, and what follows it says so without the tie (#33).
  if (HISTORY.test(lead) && second === undefined) return null;
  const first = SINCE_THEN.test(lead) ? capitalised(lead.replace(SINCE_THEN, '')) : lead;
  const ownVoice = second !== undefined && (FIRST_PERSON_LEAD.test(second) || AT_THE_BUSINESS_WE.test(second));
  // After a question to the reader too (#33, ninth round): «¿Buscas una escuela de manejo confiable en Costa Rica? En
  // la Escuela de Manejo FyK, ofrecemos una educación integral…».
  // And after a call to discover the business, its years at the trade (#33, seventeenth round: «Descubre Peluquería Elías
  // en Badajoz. Más de 30 años de experiencia en cortes unisex, peinados para eventos y coloración.»).
  const yearsAtTheTrade =
    second !== undefined && /^m[aá]s\s+de\s+\d{1,3}\s+a[ñn]os\s+de\s+experiencia\s+en\s+(?!el\s+sector\b)\p{L}/iu.test(second);
  // And after a call to learn or to come, the services it offers named as nouns, a list (#33, nineteenth round: «Aprende a
  // surfear en la cuna del caballito de totora. Clases de surf, hostel frente al mar y surf trips en Huanchaco, Perú.», a
  // surf school's meta description).
  const servicesNamed = second !== undefined && SERVICES_AS_NOUNS.test(second.trim());
  const afterCall =
    (CALL_TO_ACTION.test(first.trim()) || /^¿[^?]{8,}\?$/u.test(first.trim())) && (ownVoice || yearsAtTheTrade || servicesNamed);
  // A welcome is no description, but what follows it may be: «Bienvenido a la página de Plotter Print, La Paz -
  // Bolivia. Impresión de planos arquitectónicos y fotografía.» (#33).
  const afterGreeting = GREETING.test(first.trim()) && second !== undefined;
  // A call that a colon opens onto what is offered: «Disfruta una experiencia única de sabor: Desde sabores
  // clásicos como vainilla, chocolate y dulce de leche hasta exóticos…» (Heladerías Aloha, #33).
  const opened = CALL_TO_ACTION.test(first.trim()) ? /:\s+(\p{L}[^:]{15,})$/u.exec(first)?.[1] : undefined;
  const afterColon = opened && isDescriptive(opened) ? capitalised(opened) : null;
  // A call to discover the business that goes on to say, after «donde», what it does in its own voice (#33, eighteenth
  // round: «Descubre nuestro taller de electricidad del automotor, donde ofrecemos servicios especializados en
  // diagnóstico y reparación…», an auto electrician's meta description): the clause is said, as a sentence of its own.
  const where = CALL_TO_ACTION.test(first.trim()) ? WHERE_WE_DO.exec(first.trim())?.[1] : undefined;
  const afterWhere = where && isDescriptive(capitalised(where)) ? capitalised(where) : null;
  // When the business opened is history; what it has done since is the description: «…reabrió sus puertas luego
  // de una renovación en el año 2013. Desde entonces, buscamos cuidar y mejorar la calidad de vida de las
  // mascotas…» (#33).
  const since = HISTORY.test(first) && second !== undefined ? capitalised(second.replace(SINCE_THEN, '')) : null;
  const afterHistory = since && isDescriptive(since) ? since : null;
  // «Soy paisajista. Mi misión es diseñar espacios…» (#33, eighth round): the trade said in three words or fewer
  // in the first person, then what it is for: said together.
  const selfStated =
    second !== undefined && SELF_STATED_TRADE.test(first.trim()) && mentionsATrade(first) && isDescriptive(`${first} ${second}`)
      ? `${first.trim()} ${second.trim()}`
      : null;
  // «Empresa familiar con más de 45 años. Reparación y fabricación de radiadores…» (#33, twelfth round): a kind of
  // business and its age say nothing of what it does; the sentence after them that names the trade does.
  const afterAge =
    second !== undefined && AGE_ONLY.test(first.trim()) && mentionsATrade(second) && isDescriptive(second) ? second : null;
  // «Transporte vertical desde 1968. Mantenimiento, modernización e instalación de ascensores…» (#33, sixteenth round): a
  // trade and its year alone, or a promise to stand by the reader («…siempre estaremos a tu lado. Planes exequiales…»),
  // give way to the sentence after them that says what the business does.
  const afterSinceOrPromise =
    second !== undefined && (SINCE_YEAR_ONLY.test(first.trim()) || BY_YOUR_SIDE.test(first)) && isDescriptive(second)
      ? second
      : null;
  // «Odontología integral. Especialistas en implantes, ortodoncia…» (#33, twenty-first round): a trade said as a bare
  // heading gives way to the sentence after it that says what the business does.
  const afterHeading =
    second !== undefined && BARE_HEADING.test(first.trim()) && mentionsATrade(first) && isDescriptive(second) ? second : null;
  const sentence =
    afterHistory ??
    afterAge ??
    afterSinceOrPromise ??
    selfStated ??
    afterHeading ??
    (isDescriptive(first) ? first : (afterCall || afterGreeting) && isDescriptive(second) ? second : (afterColon ?? afterWhere));
  if (!sentence) return null;
  return sentence.length <= maxChars ? sentence : firstSentence(sentence, maxChars);
}

const SPANISH_WORDS = new Set(
  'de la que el en y los del las por un para con una su al es lo como más o pero sus le ya nuestro nuestra nuestros nuestras tu tus somos ofrecemos desde años servicio servicios calidad todo todos cada nos te tienda empresa clínica atención'.split(
    ' ',
  ),
);
const ENGLISH_WORDS = new Set(
  'the and of to in for with our your is are we on at from by you this that best services service quality all about shop company since years'.split(
    ' ',
  ),
);

/** Rough language guess of a short text, by its most frequent function words. */
export function guessLanguage(text: string): 'es' | 'en' | null {
  if (/[ñ¿¡]|ción\b/i.test(text)) return 'es';
  let spanish = 0;
  let english = 0;
  for (const word of text.toLowerCase().match(/[a-záéíóúüñ]+/g) ?? []) {
    if (SPANISH_WORDS.has(word)) spanish += 1;
    if (ENGLISH_WORDS.has(word)) english += 1;
  }
  if (spanish === 0 && english === 0) return null;
  return spanish >= english ? 'es' : 'en';
}
