// A readable company name from a web address, for a site that cannot be read.

/** Accents lost in domain names, so the voice stresses them right ("peluqueria" → "Peluquería"). */
const ACCENTED: Record<string, string> = {
  clinica: 'Clínica',
  optica: 'Óptica',
  estetica: 'Estética',
  nautica: 'Náutica',
  mecanica: 'Mecánica',
  electronica: 'Electrónica',
  informatica: 'Informática',
  medico: 'Médico',
  medicos: 'Médicos',
  medica: 'Médica',
  dietetica: 'Dietética',
  fisica: 'Física',
  quimica: 'Química',
  logistica: 'Logística',
  automocion: 'Automoción',
  cafe: 'Café',
  cafes: 'Cafés',
  jose: 'José',
  maria: 'María',
  garcia: 'García',
  martin: 'Martín',
  martinez: 'Martínez',
  rodriguez: 'Rodríguez',
  lopez: 'López',
  sanchez: 'Sánchez',
  perez: 'Pérez',
  gomez: 'Gómez',
  fernandez: 'Fernández',
  gonzalez: 'González',
  hernandez: 'Hernández',
  diaz: 'Díaz',
  alvarez: 'Álvarez',
  jimenez: 'Jiménez',
  dominguez: 'Domínguez',
  vazquez: 'Vázquez',
  ramirez: 'Ramírez',
  gutierrez: 'Gutiérrez',
  angel: 'Ángel',
  angela: 'Ángela',
  ramon: 'Ramón',
  andres: 'Andrés',
  ines: 'Inés',
  raul: 'Raúl',
  sebastian: 'Sebastián',
  tomas: 'Tomás',
  nicolas: 'Nicolás',
  lucia: 'Lucía',
  sofia: 'Sofía',
  jesus: 'Jesús',
  ivan: 'Iván',
  oscar: 'Óscar',
  adrian: 'Adrián',
  alvaro: 'Álvaro',
  monica: 'Mónica',
  veronica: 'Verónica',
  malaga: 'Málaga',
  cordoba: 'Córdoba',
  cadiz: 'Cádiz',
  leon: 'León',
  almeria: 'Almería',
  avila: 'Ávila',
  jaen: 'Jaén',
  caceres: 'Cáceres',
  logrono: 'Logroño',
  coruna: 'Coruña',
  espana: 'España',
  facil: 'Fácil',
  rapido: 'Rápido',
  rapida: 'Rápida',
  rapidos: 'Rápidos',
  asesoria: 'Asesoría',
  gestoria: 'Gestoría',
  consultoria: 'Consultoría',
  auditoria: 'Auditoría',
  economia: 'Economía',
  tecnica: 'Técnica',
  tecnico: 'Técnico',
  tecnicos: 'Técnicos',
  electrico: 'Eléctrico',
  electrica: 'Eléctrica',
  electricos: 'Eléctricos',
  clasico: 'Clásico',
  clasica: 'Clásica',
  musica: 'Música',
  practica: 'Práctica',
  autentico: 'Auténtico',
  unico: 'Único',
  energia: 'Energía',
  escribania: 'Escribanía',
  notaria: 'Notaría',
  corralon: 'Corralón',
};

const NOT_ERIA = new Set(['materia', 'bacteria', 'arteria', 'iberia', 'siberia', 'histeria', 'criteria', 'valeria']);

const LOWERCASE_PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y', 'e', 'en', 'a', 'al', 'con', 'para', 'por']);

function respell(word: string): string {
  const known = ACCENTED[word];
  if (known) return known;
  let out = word;
  if (/[^aeiou]ion$/.test(out) && out.length > 4) out = out.replace(/ion$/, 'ión');
  else if (/iatria$/.test(out)) out = out.replace(/iatria$/, 'iatría');
  else if (/eria$/.test(out) && !NOT_ERIA.has(out)) out = out.replace(/eria$/, 'ería');
  else if (/logia$/.test(out)) out = out.replace(/logia$/, 'logía');
  else if (/grafia$/.test(out)) out = out.replace(/grafia$/, 'grafía');
  else if (/ceutica$/.test(out)) out = out.replace(/ceutica$/, 'céutica');
  else if (/ologo$/.test(out)) out = out.replace(/ologo$/, 'ólogo');
  else if (/ologos$/.test(out)) out = out.replace(/ologos$/, 'ólogos');
  return out.charAt(0).toUpperCase() + out.slice(1);
}

const SECOND_LEVEL_SUFFIXES = new Set([
  'com.es',
  'org.es',
  'nom.es',
  'gob.es',
  'edu.es',
  'co.uk',
  'org.uk',
  'com.mx',
  'com.ar',
  'com.co',
  'com.pe',
  'com.ve',
  'com.ec',
  'com.uy',
  'com.py',
  'com.bo',
  'com.do',
  'com.gt',
  'com.br',
  'com.au',
  'co.jp',
  'com.pt',
]);

/** Trade words that domains run together ("clinicadentalsonrisas", "panaderialopez"). */
const DOMAIN_WORDS = [
  'abogado',
  'abogados',
  'academia',
  'asesoria',
  'autoescuela',
  'cafeteria',
  'carpinteria',
  'casa',
  'centro',
  'cerrajeria',
  'cerrajeros',
  'clinica',
  'dental',
  'electricidad',
  'escribania',
  'estetica',
  'farmacia',
  'fincas',
  'fisioterapia',
  'floristeria',
  'fontaneria',
  'fontaneros',
  'funeraria',
  'gestoria',
  'grupo',
  'hermanos',
  'inmobiliaria',
  'jardineria',
  'limpiezas',
  'mecanica',
  'notaria',
  'optica',
  'panaderia',
  'pasteleria',
  'peluqueria',
  'reformas',
  'restaurante',
  'taller',
  'talleres',
  'veterinaria',
  'veterinario',
].sort((a, b) => b.length - a.length);

/**
 * A label split at the trade words it starts with: "clinicadentalsonrisas" → clinica, dental,
 * sonrisas. Only when what is left is one plausible word; otherwise the label stays whole.
 */
function splitJoinedWords(label: string): string[] {
  const words: string[] = [];
  let rest = label;
  for (;;) {
    const word = DOMAIN_WORDS.find(
      (known) => rest.startsWith(known) && rest.length - known.length !== 1 && rest.length - known.length !== 2,
    );
    if (!word) break;
    words.push(word);
    rest = rest.slice(word.length);
  }
  if (words.length === 0) return [label];
  return rest ? [...words, rest] : words;
}

/** A readable company name from a web address when the site cannot be read: "www.peluqueria-ana.es" → "Peluquería Ana". */
export function nameFromDomain(hostname: string): string {
  const host = hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^\[|\]$/g, '');
  if (/^[\d.]+$/.test(host) || host.includes(':')) return 'Tu negocio';
  const labels = host.split('.').filter(Boolean);
  while (labels.length > 2 && /^(www\d*|m|web|es|home|inicio)$/.test(labels[0] ?? '')) labels.shift();
  if (labels[0] && /^www\d*$/.test(labels[0]) && labels.length > 1) labels.shift();
  const suffixLength =
    labels.length >= 3 && SECOND_LEVEL_SUFFIXES.has(labels.slice(-2).join('.')) ? 2 : labels.length >= 2 ? 1 : 0;
  const registrable = labels[labels.length - suffixLength - 1] ?? labels[0] ?? host;
  const words = registrable
    .split(/[-_]+|(?<=[a-z])(?=\d)|(?<=\d)(?=[a-z])/)
    .map((word) => word.trim())
    .filter(Boolean)
    .flatMap(splitJoinedWords);
  if (words.length === 0) return 'Tu negocio';
  return words.map((word, index) => (index > 0 && LOWERCASE_PARTICLES.has(word) ? word : respell(word))).join(' ');
}
