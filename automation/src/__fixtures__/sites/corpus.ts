// The corpus of homepages the extractor and the demo script are measured on (issue #17):
// `npm run bench:extract -w automation` prints the table, `corpus.test.ts` holds every line to it.
// Each expectation is written by hand from reading the page, as a person would: the name they would
// say, what the business does, its sector (one of our industry slugs), and the page's text that a
// receptionist must never read out as if it described the business.

/** The difficulties a page exercises. */
export type CorpusCase =
  | 'generic-title'
  | 'title-tagline'
  | 'name-in-logo-alt'
  | 'name-in-json-ld'
  | 'wordpress-menus'
  | 'cookie-wall'
  | 'js-shell'
  | 'latin-1'
  | 'seo-description'
  | 'slogan-question'
  | 'advert-call-to-action'
  | 'address-in-text'
  | 'english'
  | 'unaccented-name'
  | 'not-a-page'
  | 'domain-fallback'
  // #25: a business outside Spain, spoken to in its own Spanish.
  | 'regional-spanish'
  // #25: a header tagline with separators ahead of the paragraph that says what the business does.
  | 'tagline-with-separators'
  // #25: a legal name («…, S.L.», «S.A. de C.V.») where the description should be, or opening it.
  | 'legal-name-description'
  // #25: a description written as a title or a keyword list («A - B - C - Town»), to be said as Spanish or left out.
  | 'keyword-list-description'
  // #25: a title «Brand | Town - slogan» whose town could be taken for the name.
  | 'town-in-title'
  // #25: a designer's credit («Diseño web: X», «Design & development by X») outside the footer, never the description.
  | 'designer-credit';

export interface CorpusSite {
  /** File in this folder (`.html.txt` so formatters leave it byte for byte as found). */
  file: string;
  /** The address the page was served at (the hostname matters: titles and names are ranked against it). */
  url: string;
  /** `public-repository`: a real business's homepage kept in a public repository (a crawl, or the site's own
   * source), stored as found; `sources.md` says where. `synthetic`: written by hand for this corpus after the
   * pattern of real small-business sites; the business does not exist. The bench prints real pages apart. */
  origin: 'public-repository' | 'synthetic';
  /** Where it comes from: repository, path and commit, or what it was modelled on. */
  source: string;
  /** The name a person would say. */
  name: string;
  /** Other forms that are right too. */
  variants: readonly string[];
  /** Industry slug (`shared/src/industries.ts`) or null when the page does not say. */
  sector: string | null;
  /** What the business does, in a few words. */
  does: string;
  /** Whether the page can be read at all (false: the demo is generic and says so). */
  readable: boolean;
  /** Text on the page that must never be read as the business's description. */
  mustNotSay: readonly string[];
  /** The description the demo must speak, word for word (null: none), for the pages added to show a
   * failure of #25; the other pages are held to `does` by reading and to `mustNotSay` by the tests. */
  says?: string | null;
  /** The country whose Spanish the demo must speak (ISO 3166); Spain when absent. */
  country?: string;
  cases: readonly CorpusCase[];
}

export const corpus: readonly CorpusSite[] = [
  {
    file: 'clinicaalcazar.es.html.txt',
    url: 'https://clinicaalcazar.es/',
    origin: 'public-repository',
    source:
      'GeorgeMarche/project-portfolio, GitHub_Program_Files/HW_3/raw/537--clinicaalcazar.es at a2e4508617b6b361286040ddb44f6b9c9d430dfa (crawl of the live homepage, WordPress "Medics" theme)',
    name: 'Clínica Dental Alcázar',
    variants: ['Clínica Alcázar'],
    sector: 'dentistas',
    does: 'clínica dental: estética, ortodoncia e implantes',
    readable: true,
    mustNotSay: ['Inicio', 'Sobre nosotros', 'cookies', 'Calle Mayor', '28590', 'Acepto'],
    cases: ['wordpress-menus', 'cookie-wall', 'unaccented-name', 'name-in-json-ld', 'address-in-text'],
  },
  {
    file: 'aproperties.es.html.txt',
    url: 'http://aproperties.es/',
    origin: 'public-repository',
    source:
      'silverfoxy/JSCryptoMinerStudy, pagesource/aproperties.es at afccd315654b9e4091c20fd0c385a89b1bbb3b3c (what the crawler got: an Apache 301 page)',
    name: 'Aproperties',
    variants: ['A Properties'],
    sector: 'inmobiliaria',
    does: 'agencia inmobiliaria (la página solo es una redirección)',
    readable: false,
    mustNotSay: ['Moved Permanently', 'The document has moved', 'Apache'],
    cases: ['not-a-page', 'domain-fallback', 'english'],
  },
  {
    file: 'max-gestion.html.txt',
    url: 'https://www.max-gestion.es/',
    origin: 'public-repository',
    source:
      'PedroBobis/LND201, proyecto/index.php at 69f0841ed13a7bb3792118b859e482eecc3b7e78 (the PHP source of the homepage of Max-gestión, Puerto del Rosario)',
    name: 'Max-gestión',
    variants: ['Max gestión', 'Max-gestion'],
    sector: 'contabilidad',
    does: 'asesoría y gestoría: fiscal, laboral, contable y trámites de vehículos',
    readable: true,
    mustNotSay: ['Tu Asesoria', 'Diciembre 2017', 'Obligaciones Fiscales', 'imagen no disponible', 'Noticias'],
    cases: ['seo-description', 'title-tagline'],
  },
  {
    file: 'reparacion-ordenadores-zaragoza.html.txt',
    url: 'https://skullmasher.io/reparacion-ordenador-zaragoza/',
    origin: 'public-repository',
    source:
      'SkullMasher/computer-repair-zaragoza, app/index.php at 15632e6d43c285e9914fabe958177f8d99bf29f4 (source of the published page of a freelance computer repairer in Zaragoza)',
    name: 'Skullmasher.io',
    variants: ['Skullmasher'],
    sector: 'reparacion-electronicos',
    does: 'reparación y puesta a punto de ordenadores a domicilio',
    readable: true,
    mustNotSay: ['Llámame', 'Si tu ordenador', 'Install an application', 'Icons made by', 'open source'],
    cases: ['seo-description', 'advert-call-to-action', 'english'],
  },
  {
    file: 'ildolcefarniente.es.html.txt',
    url: 'http://www.ildolcefarniente.es/',
    origin: 'public-repository',
    source:
      'A12JuanBF/ildolcefarniente, index.php (the stored 17,268-character version, search-index file 47558109366): source of the homepage of the restaurant in Santiago de Compostela',
    name: 'Il dolce far niente',
    variants: ['Il Dolce Far Niente'],
    sector: 'restaurantes',
    does: 'restaurante de cocina casera siciliana en Santiago de Compostela',
    readable: true,
    mustNotSay: ['cookies', 'Quieres hacer una reserva', 'Síguenos', 'El arte de relajarse', 'Nuestra Carta'],
    cases: ['cookie-wall', 'title-tagline', 'slogan-question'],
  },
  {
    file: 'talleresangelluishumanes.com.html.txt',
    url: 'https://talleresangelluishumanes.com/',
    origin: 'public-repository',
    source:
      'ToniHumanes/talleresangelluishumanes, index.php at 47db7268434a22a0a8bac55822752d31de93b0e8 (source of the homepage of the garage in Aranjuez)',
    name: 'Talleres Ángel Luis Humanes',
    variants: ['Talleres Humanes'],
    sector: 'automotriz',
    does: 'taller mecánico: mecánica, chapa y pintura, lunas',
    readable: true,
    mustNotSay: ['Contáctanos', 'Calle de las Moreras', '28300', 'Logo Mapfre'],
    cases: ['generic-title', 'name-in-json-ld', 'seo-description'],
  },
  {
    file: 'cobophone.html.txt',
    url: 'https://www.cobophone.es/',
    origin: 'public-repository',
    source:
      'wmhome/cobophone, template/index.php at 78afa4b5b00271c7669caebe3e03eaa1acf0cb06 (the PHP source of the homepage of a phone repair shop; the hostname is assumed)',
    name: 'CoboPhone',
    variants: ['Cobophone', 'Cobo Phone'],
    sector: 'reparacion-electronicos',
    does: 'reparación de móviles, tablets, ordenadores y consolas',
    readable: true,
    mustNotSay: ['Lorem Ipsum', 'The standard chunk', 'Leer más', 'Sergi Example', 'Quiero reparar el móvil', 'cookies'],
    cases: ['title-tagline', 'english'],
  },
  {
    file: 'buenomotor.html.txt',
    url: 'https://www.buenomotor.es/',
    origin: 'public-repository',
    source:
      'samuelcarbalo/Buenomotor, Buenomotor/index.php at 9d54bca48fce193ce8f6e44b4741f87a6d4aa027 (the PHP source of the homepage of the garage in Coslada; the hostname is assumed)',
    name: 'Buenomotor',
    variants: ['Bueno Motor', 'Buenomotor S.L.'],
    sector: 'automotriz',
    does: 'taller mecánico en Coslada, con coche de sustitución gratis',
    readable: true,
    mustNotSay: ['Tierra de Barros', '28823', 'Solicite su cita', 'Petición de cita', 'INFORMATE', 'Domingos cerrado', 'Claves'],
    cases: ['address-in-text', 'advert-call-to-action', 'wordpress-menus'],
  },
  {
    file: 'grissel-santana-hair-salon.html.txt',
    url: 'https://www.grisselsantanahairsalon.com/',
    origin: 'public-repository',
    source:
      'BreoganDev/hairsalon, index.php at 563a8e9057c1837fca5e117538304e6c35b36ef4 (the PHP source of the homepage of the salon in Las Palmas de Gran Canaria; the hostname is assumed)',
    name: 'Grissel Santana Hair Salon',
    variants: ['Grissel Santana Hair', 'Grissel Santana'],
    sector: 'peluquerias-salones',
    does: 'peluquería: cortes, color y mechas en Las Palmas de Gran Canaria',
    readable: true,
    mustNotSay: ['Llama al', 'Si estás buscando', 'Pi y Margall', 'Cerrado', 'Jennifer López', 'Sarah Jessica Parker'],
    cases: ['english', 'advert-call-to-action', 'name-in-logo-alt', 'address-in-text'],
  },
  {
    file: 'cysluisfelipesereno.es.html.txt',
    url: 'https://cysluisfelipesereno.es/',
    origin: 'public-repository',
    source:
      'LuisSereno/conyserluisfelipe, proyectoBien/src/main/webapp/principal.jsp at 803697c7d56eb5037f3f9f0aa3d03286377733d7 (the JSP source of the homepage of the builder in Cabeza del Buey)',
    name: 'Construcciones y Servicios Luis Felipe Sereno',
    variants: ['Construcciones Luis Felipe Sereno', 'Luis Felipe Sereno', 'Construcciones y Servicios Luis Felipe Sereno S.L.'],
    sector: 'construccion',
    does: 'construcción y reformas en Cabeza del Buey (Badajoz)',
    readable: true,
    mustNotSay: ['AL MAL TIEMPO', 'Pida AQUÍ presupuesto', 'Compartir', 'serás feliz', 'Hemos pasado años duros'],
    cases: ['seo-description'],
  },
  {
    file: 'gesticlinic.html.txt',
    url: 'https://gesticlinic.com/',
    origin: 'public-repository',
    source:
      'tekysilver/clinica, index.php at 86dad9ef98faf18fc12e24898eb71c275039d8a6 (the PHP source of the homepage of the Madrid consultancy; the page says lang="en" and keeps another clinic\'s favicon and links from its template)',
    name: 'Gesticlinic Asesores',
    variants: ['Gesticlinic'],
    sector: 'servicios-profesionales',
    does: 'consultoría y asesoría para montar y gestionar centros médicos',
    readable: true,
    mustNotSay: ['Inicio', '¿como ayudamos', 'Contacta con nosotros', 'Cobeña', '28036', 'Lunes a Viernes', 'Copyright'],
    cases: ['title-tagline', 'address-in-text', 'english', 'slogan-question'],
  },
  {
    file: 'fisioterapia-el-vendrell.html.txt',
    url: 'https://www.fisioterapiavendrell.com/',
    origin: 'public-repository',
    source:
      'nietodev-gonzalonieto/proyectos, personales/web_fisioterapeuta/index.php at 4f37db32d25bef3bae475aca162501ee501b2acf (the PHP source of the homepage of the physiotherapist in El Vendrell, Tarragona; header, footer and the cookie bar are PHP includes not in the file)',
    name: 'Fisioterapia El Vendrell',
    variants: ['Fisioterapia Vendrell'],
    sector: 'salud',
    does: 'fisioterapia y osteopatía con terapias manuales en El Vendrell',
    readable: true,
    mustNotSay: [
      'El bienestar de la persona es importante',
      'Cuidamos De',
      'Reservar',
      'Josep Irla',
      '43700',
      'bonos regalo',
      'Read more',
    ],
    cases: ['title-tagline', 'address-in-text', 'advert-call-to-action', 'seo-description'],
  },
  {
    file: 'ready-academia-steam.html.txt',
    url: 'https://academiaready.es/',
    origin: 'public-repository',
    source:
      "ReadyAcademiaSteam/READY-web-y-wordpress, web/index.php at 145d5d9f1200e499ee2076ef3dad4603c2962afc (the PHP source of the homepage of the academy in Albacete: title and meta description are PHP constants, header and footer are includes; the domain is the one the repository's web/include/define.php names)",
    name: 'Ready Academia Steam',
    variants: ['READY Academia STEAM', 'Ready Academia STEAM', 'Academia Ready', 'READY', 'Ready'],
    sector: 'educacion',
    does: 'academia de refuerzo escolar, inglés y robótica educativa en Albacete',
    readable: true,
    mustNotSay: [
      'echo',
      'titulo',
      'descripcion',
      'Saber más',
      '¿En qué te podemos ayudar',
      'STAY COOL',
      'Leer más',
      'talleres de robótica o programación',
    ],
    cases: ['generic-title', 'slogan-question', 'advert-call-to-action', 'english'],
  },
  {
    file: 'gestron.es.html.txt',
    url: 'https://gestron.es/',
    origin: 'public-repository',
    source:
      'silverfoxy/JSCryptoMinerStudy, pagesource/gestron.es at afccd315654b9e4091c20fd0c385a89b1bbb3b3c (a crawl of the live WordPress homepage: the blog of the online gestoría Ayuda-T Pymes)',
    name: 'GesTron',
    variants: ['Gestron', 'Gestrón'],
    sector: 'contabilidad',
    does: 'blog y asesoría online para autónomos y pymes: altas, impuestos y papeleo',
    readable: true,
    mustNotSay: [
      'Autónomos · Empresas',
      'Startups',
      'Libro Secreto',
      'Descargar gratis',
      'for you',
      'Suscríbeme',
      '¿Tienes un negocio',
      'Selfconta',
      'Acepto condiciones',
    ],
    cases: [
      'wordpress-menus',
      'name-in-json-ld',
      'name-in-logo-alt',
      'slogan-question',
      'advert-call-to-action',
      'english',
      'seo-description',
    ],
  },
  {
    file: 'abogadomartin.com.html.txt',
    url: 'https://abogadomartin.com/',
    origin: 'public-repository',
    source:
      'silverfoxy/JSCryptoMinerStudy, pagesource/abogadomartin.com at afccd315654b9e4091c20fd0c385a89b1bbb3b3c (a crawl of the live WordPress/Elementor homepage of the Madrid criminal-law firm, early 2018)',
    name: 'Abogado Martín',
    variants: ['Abogado Martin', 'José Martín García', 'Abogado José Martín'],
    sector: 'bufetes-abogados',
    does: 'abogado penalista en Madrid; también divorcios y reclamación de deudas',
    readable: true,
    mustNotSay: [
      'llamar ahora',
      'consulta gratuita',
      'Utilizamos cookies',
      'Estoy de acuerdo',
      'Diseñador web',
      'Los conocimientos en Derecho',
      'Algo que parece tan simple',
      'abogad@s',
      'Branding',
    ],
    cases: ['generic-title', 'cookie-wall', 'advert-call-to-action', 'name-in-logo-alt', 'domain-fallback'],
  },
  {
    file: 'keyroncerrajeros.es.html.txt',
    url: 'https://keyroncerrajeros.es/',
    origin: 'public-repository',
    source:
      'yeisonbedoy-crypto/keyroncerrajeros, index.html at e3b9ac5c1bebbcb78d36c4e4dbbeb1ceba4d83e4 (the published source of the homepage of the 24-hour locksmith in El Vendrell, Tarragona; the business was not verified beyond its phone, domain and postcode)',
    name: 'Keyron Cerrajeros',
    variants: ['Keyron', 'Keyron Cerrajería'],
    sector: 'cerrajeros',
    does: 'cerrajero urgente 24 h en El Vendrell y el Baix Penedès',
    readable: true,
    mustNotSay: [
      'Llegamos en 20 min',
      'Llamar ahora',
      'Chat WhatsApp',
      'Ver servicios',
      '¿Cuánto tarda',
      'Carrer de la Seguretat',
      '43700',
      'Quiénes somos',
    ],
    cases: ['seo-description', 'title-tagline', 'name-in-json-ld', 'slogan-question', 'advert-call-to-action', 'address-in-text'],
  },
  {
    file: 'peluqueriashangara.com.html.txt',
    url: 'https://www.peluqueriashangara.com/',
    origin: 'public-repository',
    source:
      'silverfoxy/JSCryptoMinerStudy, pagesource/peluqueriashangara.com at afccd315654b9e4091c20fd0c385a89b1bbb3b3c (a crawl of the live Joomla homepage of the salon in Marbella; its slider module had pulled in a whole Sedo parking page for another domain, four fifths of the file; added after the extraction rules of this round were written, and read right without a change)',
    name: 'Peluquería Shangara',
    variants: ['Peluqueria Shangara', 'Peluquería Unisex Shangara'],
    sector: 'peluquerias-salones',
    does: 'peluquería unisex en Marbella: cortes, color, tratamientos y novias a domicilio',
    readable: true,
    mustNotSay: [
      'plimun',
      'Compre este dominio',
      'en venta',
      'privacy policy',
      '¿Que hace a ghd',
      'solo tienes que llamarnos',
      'Suscribirse',
      'Leer más',
    ],
    cases: ['unaccented-name', 'wordpress-menus', 'english', 'slogan-question', 'advert-call-to-action', 'seo-description'],
  },
  {
    file: 'climaxx-san-rafael.html.txt',
    url: 'https://climaxxsr.github.io/Climaxx/',
    origin: 'public-repository',
    source:
      'Climaxxsr/Climaxx, README.md at 6a8a611d6819081e6c7657cd60fe650a110df151 (the whole homepage of a car air-conditioning and mechanics workshop in San Rafael, Mendoza, Argentina, kept as the README; hostname assumed; added for #25, where the rules of that round were shaped on it: the tagline rule and the country)',
    name: 'Climaxx',
    variants: [],
    sector: 'automotriz',
    does: 'climatización y mantenimiento automotor en San Rafael (Mendoza): aire acondicionado, mecánica, lubricentro, lavadero',
    readable: true,
    country: 'AR',
    mustNotSay: ['coche', 'ITV', 'cita', 'Av. Mitre', 'Enviar por WhatsApp', '¡Más que un taller', 'Todos los derechos'],
    cases: ['regional-spanish', 'tagline-with-separators', 'address-in-text', 'slogan-question'],
  },
  {
    file: 'talleres-ramirez-quero.html.txt',
    url: 'https://www.talleresramirezquero.es/',
    origin: 'public-repository',
    source:
      'search-index file 71026702438 (9,936 characters; a one-page site of the garage in La Rambla, Córdoba, found with the exact-string search for «name="description" content="Talleres»; repository not named by the index, hostname assumed; added for #25 after its rules were written, read right without a change)',
    name: 'Talleres Rafael Ramírez Quero',
    variants: [],
    sector: 'automotriz',
    does: 'taller mecánico en La Rambla (Córdoba): reparación, mantenimiento, frenos, neumáticos, revisiones',
    readable: true,
    mustNotSay: ['La Rambla, Córdoba.', 'Carretera de Montalbán', '¿Necesitas pasar', 'Llámanos', 'Ponte en contacto'],
    cases: ['title-tagline', 'address-in-text', 'slogan-question', 'advert-call-to-action'],
  },
  {
    file: 'arealsl.es.html.txt',
    url: 'https://www.arealsl.es/',
    origin: 'public-repository',
    source:
      "devaa/laera_web, index.php at 015932c73d268a431232d9f1e2af34862ceeda47 (the PHP source of the homepage of the building and refurbishment firm in Alcorcón, Madrid; navbar and footer are includes not in the file; the hostname is the one of the e-mail in the repository's includes/footer.html; added for #25, where it shaped the legal-name lead, the list after a colon and the keyword-run rules)",
    name: 'AREAL Reformas Integrales',
    variants: ['Areal Reformas Integrales', 'Reformas Integrales Areal', 'Reformas Integrales Areal S.L.', 'Areal'],
    sector: 'construccion',
    does: 'reformas integrales y decoración en Alcorcón: baños, platos de ducha, mamparas',
    readable: true,
    mustNotSay: [
      'S.L.',
      'Muebles Baño',
      'Cambio Plato Ducha',
      'Buitrago',
      '28924',
      'empresa especializada.',
      'Generic placeholder',
    ],
    says: 'Empresa especializada en reformas en general y decoración.',
    cases: ['legal-name-description', 'keyword-list-description', 'address-in-text'],
  },
  {
    file: 'metricadental.cl.html.txt',
    url: 'https://metricadental.cl/',
    origin: 'public-repository',
    source:
      'mattt1r2/metricadental.cl, site/index.html at 0a35dc54d583c299cf4225a44b691ba31e4a91f4 (the source of the homepage of the dental clinic in Talca, Chile, in a version marked noindex before publication; added for #25 item 4 after its rules were written and read right without a change)',
    name: 'Métrica Dental',
    variants: ['Clínica Métrica Dental'],
    sector: 'dentistas',
    does: 'clínica dental en Talca (Chile): implantes, ortodoncia, endodoncia, limpieza, blanqueamiento',
    readable: true,
    country: 'CL',
    mustNotSay: [
      'DESIGN',
      'SERVIMAT',
      'Solicita tu hora',
      'WhatsApp',
      '1 Sur 690',
      '¿Cómo podemos',
      '$570.000',
      'Saltar al contenido',
    ],
    says: 'Atención dental cercana para ti y tu familia.',
    cases: ['regional-spanish', 'designer-credit', 'advert-call-to-action', 'slogan-question', 'address-in-text'],
  },
  {
    file: 'pinturas-ryk-madrid.html.txt',
    url: 'https://malfiire.github.io/PinturasRyK/',
    origin: 'public-repository',
    source:
      "malfiire/PinturasRyK, index.php at 051f9fcd8fc4832572c5c3df81e898eed53579ac (the PHP source of the homepage of a painting and decorating firm in Madrid; header, nav and footer are includes not in the file; its own domain is not known (a Gmail address in the repository's footer include), so the page is given the address of the repository's GitHub Pages site; added for #25 item 4, where it shaped the known-town, exclamation, call-then-first-person and painter rules)",
    name: 'Pinturas y Decoraciones R y K',
    variants: ['PINTURAS Y DECORACIONES R y K', 'Pinturas y Decoraciones RyK', 'Pinturas RyK'],
    sector: 'servicios-hogar',
    does: 'pintores en Madrid: pintura lisa, empapelado, barnizado, esmalte y gotelé',
    readable: true,
    mustNotSay: [
      'inteligencia artificial de MADRID',
      '!Pintamos',
      '¿Quieres',
      'Encuentra los mejores',
      'Pide presupuesto sin',
      'Contáctanos',
      'barato',
      'No te lo pierdas',
    ],
    says: 'Realizamos Empapelados, Esmaltes, Barnizados y mucho más.',
    cases: ['town-in-title', 'advert-call-to-action', 'slogan-question', 'seo-description'],
  },
  {
    file: 'fontaneria-ruiz.html.txt',
    url: 'https://www.fontaneriaruiz.es/',
    origin: 'synthetic',
    source: 'Modelled on WordPress (Astra) plumber sites ranked for "fontanero Madrid urgente": keyword-stuffed title and meta',
    name: 'Fontanería Ruiz',
    variants: [],
    sector: 'fontaneria',
    does: 'fontanería familiar: fugas, atascos y calentadores',
    readable: true,
    mustNotSay: ['Fontanero Madrid urgente', 'barato', 'Llámanos', 'LLAMA YA', 'Inicio', 'General Ricardos'],
    cases: ['seo-description', 'name-in-json-ld', 'slogan-question', 'advert-call-to-action', 'wordpress-menus'],
  },
  {
    file: 'cerrajeria-hermanos-ortega.html.txt',
    url: 'https://www.cerrajerosgetafe24h.es/',
    origin: 'synthetic',
    source: 'Modelled on WordPress/Elementor locksmith landing pages with a cookie notice first and "Inicio - …" titles',
    name: 'Cerrajería Hermanos Ortega',
    variants: ['Hermanos Ortega'],
    sector: 'cerrajeros',
    does: 'cerrajería: apertura de puertas y cambio de bombines',
    readable: true,
    mustNotSay: ['¿Te has quedado fuera', 'Llámanos', 'Contacte un cerrajero', 'Sin recargo', 'cookies', 'Ciudades, 14'],
    cases: ['generic-title', 'cookie-wall', 'slogan-question', 'advert-call-to-action', 'wordpress-menus'],
  },
  {
    file: 'salon-nerea-wix.html.txt',
    url: 'https://www.salonnerea.es/',
    origin: 'synthetic',
    source: 'Modelled on Wix (Thunderbolt) homepages: metadata in the head, no readable text without JavaScript',
    name: 'Salón Nerea Estilistas',
    variants: ['Salón Nerea'],
    sector: 'peluquerias-salones',
    does: 'peluquería (la web no tiene texto sin JavaScript)',
    readable: false,
    mustNotSay: ['Wix', 'JavaScript', 'Inicio'],
    cases: ['js-shell', 'generic-title'],
  },
  {
    file: 'casa-lola-taberna.html.txt',
    url: 'https://www.casalolatriana.es/',
    origin: 'synthetic',
    source: 'Modelled on restaurant sites with a consent wall (Complianz) first, a "Home" title and schema.org Restaurant',
    name: 'Casa Lola Taberna',
    variants: ['Casa Lola'],
    sector: 'restaurantes',
    does: 'taberna andaluza de cocina casera y tapas',
    readable: true,
    mustNotSay: ['consentimiento', 'cookies', 'Reserva tu mesa', 'Bienvenidos', 'Pureza'],
    cases: ['generic-title', 'name-in-json-ld', 'cookie-wall'],
  },
  {
    file: 'talleres-gomez.html.txt',
    url: 'http://www.talleresgomezalcala.com/',
    origin: 'synthetic',
    source: 'Modelled on hand-made 2000s XHTML sites: "Bienvenidos" title, the name only in the logo image',
    name: 'Talleres Gómez e Hijos',
    variants: ['Talleres Gómez'],
    sector: 'automotriz',
    does: 'taller mecánico: mecánica rápida, neumáticos y pre-ITV',
    readable: true,
    mustNotSay: ['INICIO', 'OFERTA', 'Polígono', '28806', 'Tu taller de confianza'],
    cases: ['generic-title', 'name-in-logo-alt', 'address-in-text'],
  },
  {
    file: 'veterinaria-san-anton.html.txt',
    url: 'http://www.veterinariasananton.es/',
    origin: 'synthetic',
    source: 'Modelled on table-layout HTML 4 sites saved in ISO-8859-1 (bytes are Latin-1, declared in a meta http-equiv)',
    name: 'Clínica Veterinaria San Antón',
    variants: [],
    sector: 'veterinarios',
    does: 'clínica veterinaria con consultas, cirugía y urgencias',
    readable: true,
    mustNotSay: ['Inicio', 'Carretería', '16002', 'Bienvenidos'],
    cases: ['latin-1', 'title-tagline', 'address-in-text'],
  },
  {
    file: 'martin-soler-abogados.html.txt',
    url: 'https://martinsolerabogados.es/',
    origin: 'synthetic',
    source: 'Modelled on Divi/Yoast law-firm sites: GDPR cookie bar, mega menu and top bar before the text',
    name: 'Martín & Soler Abogados',
    variants: ['Martín y Soler Abogados', 'Martín & Soler'],
    sector: 'bufetes-abogados',
    does: 'despacho de abogados: familia, herencias y laboral',
    readable: true,
    mustNotSay: ['cookies', 'Áreas de práctica', 'Pide tu cita', 'Marqués del Turia', 'Abogados cercanos'],
    cases: ['wordpress-menus', 'cookie-wall', 'title-tagline'],
  },
  {
    file: 'gestoria-alcala.html.txt',
    url: 'https://www.gestoriaalcala.es/',
    origin: 'synthetic',
    source: 'Modelled on Bootstrap sites of gestorías with city-keyword meta descriptions',
    name: 'Gestoría Alcalá',
    variants: [],
    sector: 'contabilidad',
    does: 'gestoría: contabilidad, impuestos y nóminas de autónomos y pymes',
    readable: true,
    mustNotSay: ['Asesoría fiscal Sevilla', 'Contabilidad autónomos Sevilla', 'pide cita', 'República Argentina'],
    cases: ['seo-description', 'title-tagline'],
  },
  {
    file: 'electricidad-pardo.html.txt',
    url: 'https://www.electricidadpardo.es/',
    origin: 'synthetic',
    source: 'Modelled on directory-made electrician pages whose meta description is the advert ("Contacte un electricista…")',
    name: 'Electricidad Pardo',
    variants: [],
    sector: 'electricistas',
    does: 'instalaciones eléctricas, boletines y reparaciones',
    readable: true,
    mustNotSay: ['Contacte un electricista', 'mejor precio', '¿Necesitas', 'Llama ahora'],
    cases: ['advert-call-to-action', 'name-in-json-ld', 'slogan-question'],
  },
  {
    file: 'fincas-mirador.html.txt',
    url: 'https://www.fincasmirador.es/',
    origin: 'synthetic',
    source: 'Modelled on real-estate agency sites built on portal templates: "Home" title, a search form, listings',
    name: 'Fincas Mirador',
    variants: [],
    sector: 'inmobiliaria',
    does: 'inmobiliaria: compraventa y alquiler de pisos y casas',
    readable: true,
    mustNotSay: ['Comprar', 'Síguenos', 'Calle Burgos', '385.000'],
    cases: ['generic-title'],
  },
  {
    file: 'academia-oxford-burgos.html.txt',
    url: 'https://www.oxfordhouseburgos.es/',
    origin: 'synthetic',
    source: 'Modelled on language academies whose meta description and headings are in English on a Spanish page',
    name: 'Academia Oxford House Burgos',
    variants: ['Oxford House Burgos', 'Academia Oxford House', 'Oxford House'],
    sector: 'educacion',
    does: 'academia de inglés para niños y adultos',
    readable: true,
    mustNotSay: ['Learn English', 'Welcome', 'Contact us', 'Prueba de nivel'],
    cases: ['english', 'title-tagline'],
  },
  {
    file: 'clinica-dental-sonrisas-react.html.txt',
    url: 'https://clinicadentalsonrisas.es/',
    origin: 'synthetic',
    source: 'The stock create-react-app index.html: everything is rendered by JavaScript',
    name: 'Clínica Dental Sonrisas',
    variants: [],
    sector: 'dentistas',
    does: 'clínica dental (la web no tiene texto sin JavaScript)',
    readable: false,
    mustNotSay: ['React App', 'JavaScript'],
    cases: ['js-shell', 'generic-title', 'domain-fallback'],
  },
  {
    file: 'clima-norte.html.txt',
    url: 'https://climanorte.eus/',
    origin: 'synthetic',
    source: 'Modelled on GeneratePress sites with skip link, breadcrumbs and a question as the first heading',
    name: 'Clima Norte',
    variants: [],
    sector: 'climatizacion-hvac',
    does: 'instalación y reparación de aire acondicionado, calderas y aerotermia',
    readable: true,
    mustNotSay: ['Saltar al contenido', 'Migas', '¿Se te ha roto', 'Ugaldeguren'],
    cases: ['title-tagline', 'wordpress-menus', 'slogan-question'],
  },
  {
    file: 'guau-guau-peluqueria-canina.html.txt',
    url: 'https://www.guauguaumalaga.es/',
    origin: 'synthetic',
    source: 'Modelled on small pet-grooming sites whose description is a slogan question',
    name: 'Guau Guau Peluquería Canina',
    variants: ['Guau Guau'],
    sector: 'peluqueria-canina',
    does: 'peluquería canina: baño y corte de perros',
    readable: true,
    mustNotSay: ['¿Buscas la mejor', 'Ven a conocernos', '¿Tu perro', 'Carretería'],
    cases: ['slogan-question', 'advert-call-to-action', 'address-in-text'],
  },
  {
    file: 'funeraria-san-lazaro.html.txt',
    url: 'https://www.funerariasanlazaro.es/',
    origin: 'synthetic',
    source: 'Modelled on funeral-home sites: "… | Inicio" title, obituaries and the address before the description',
    name: 'Funeraria y Tanatorio San Lázaro',
    variants: ['Funeraria San Lázaro'],
    sector: 'funerarias',
    does: 'servicios funerarios y tanatorio las 24 horas',
    readable: true,
    mustNotSay: ['Esquelas', 'Mayor Principal', '34001', 'Ángel Martín'],
    cases: ['generic-title', 'title-tagline', 'address-in-text'],
  },
  {
    file: 'fisioterapia-marta-gil.html.txt',
    url: 'https://fisioterapiamartagil.es/',
    origin: 'synthetic',
    source: 'Modelled on one-page sites of physiotherapists: tagline title, "Pide tu cita" in the description',
    name: 'Fisioterapia Marta Gil',
    variants: ['Marta Gil Fisioterapia'],
    sector: 'salud',
    does: 'fisioterapia deportiva, suelo pélvico y osteopatía',
    readable: true,
    mustNotSay: ['Pide tu cita', 'Opiniones', 'Portales', '26001'],
    cases: ['title-tagline', 'advert-call-to-action'],
  },
  {
    file: 'old-harbour-marbella.html.txt',
    url: 'https://www.oldharbourmarbella.com/',
    origin: 'synthetic',
    source: 'Modelled on English-only sites of restaurants on the Costa del Sol',
    name: 'The Old Harbour Restaurant',
    variants: ['The Old Harbour'],
    sector: 'restaurantes',
    does: 'restaurante de pescado y marisco en el puerto',
    readable: true,
    mustNotSay: ['seafood', 'Fresh', 'Book a table', 'Family-run'],
    cases: ['english'],
  },
];
