/**
 * Text as the demo voice reads it (`toSpeech`) and how long the voice takes to say it
 * (`estimateSpeechSeconds`): what the script writer measures every line with.
 */
import { collapseWhitespace } from '../extract/text.js';

/*
 * Speech-length model of eSpeak NG's Spain Spanish voice at 160 words per minute, fitted on
 * measured syntheses (see tts/speech.test.ts, which checks it against real audio): seconds per
 * syllable, per comma-like pause and per sentence end.
 */
const SECONDS_PER_SYLLABLE = 0.163;
const SECONDS_PER_COMMA = 0.21;
const SECONDS_PER_SENTENCE = 0.2;
/** A written number is read out in words: about this many syllables per digit. */
const SYLLABLES_PER_DIGIT = 2.8;

const STRONG = 'aeoáéó';
const ACCENTED_WEAK = 'íú';

function syllablesOfWord(word: string): number {
  const groups = word.toLowerCase().match(/[aeiouáéíóúü]+/g) ?? [];
  let count = 0;
  for (const group of groups) {
    count += 1;
    for (let index = 1; index < group.length; index += 1) {
      const previous = group[index - 1] ?? '';
      const current = group[index] ?? '';
      // Hiatus: two strong vowels, or a stressed weak vowel next to any vowel.
      if (
        (STRONG.includes(previous) && STRONG.includes(current)) ||
        ACCENTED_WEAK.includes(previous) ||
        ACCENTED_WEAK.includes(current)
      )
        count += 1;
    }
  }
  return Math.max(1, count);
}

/** Estimated speaking time of a text with the demo voice. */
export function estimateSpeechSeconds(text: string): number {
  const speech = toSpeech(text);
  let syllables = 0;
  for (const token of speech.match(/[\p{L}]+|\d+/gu) ?? []) {
    syllables += /^\d+$/.test(token) ? token.length * SYLLABLES_PER_DIGIT : syllablesOfWord(token);
  }
  const commas = (speech.match(/[,;:—–(]/g) ?? []).length;
  const sentences = Math.max(1, (speech.match(/[.!?…]+(\s|$)/g) ?? []).length);
  return syllables * SECONDS_PER_SYLLABLE + commas * SECONDS_PER_COMMA + sentences * SECONDS_PER_SENTENCE;
}

/** A name's abbreviations, as people say them: "Orencio Matas y Hnos" → "… y Hermanos". */
const SPOKEN_ABBREVIATIONS: Readonly<Record<string, string>> = {
  Hnos: 'Hermanos',
  Hno: 'Hermano',
  Hnas: 'Hermanas',
  Hna: 'Hermana',
  Cía: 'Compañía',
};
/**
 * One of them as a word; its full stop goes inside a phrase ("Hnos. de Jaén"), while before a capital
 * or at the end it may end the sentence ("Pérez Hnos. Nuestro taller…"), so it stays.
 */
const ABBREVIATION = new RegExp(
  `(?<![\\p{L}])(${Object.keys(SPOKEN_ABBREVIATIONS).join('|')})(?:\\.(?=\\s+\\p{Ll}|,))?(?![\\p{L}])`,
  'gu',
);

/**
 * Text as the voice should read it: the assistant's name spelt so it is pronounced "Estefanía",
 * no addresses, e-mails, emoji or markup, symbols spelt out, shouted words in normal case.
 */
export function toSpeech(text: string): string {
  const speech = text
    .replace(/\bEstefan[Ii][Aa]\b/g, 'Estefanía')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\bhttps?:\/\/\S+/gi, ' ')
    .replace(/\bwww\.\S+/gi, ' ')
    .replace(/\S+@\S+\.\S+/g, ' ')
    .replace(/\b24\s*\/\s*7\b/g, 'a todas horas')
    .replace(/\s&\s/g, ' y ')
    .replace(ABBREVIATION, (_, short: string) => SPOKEN_ABBREVIATIONS[short] ?? short)
    .replace(/\+?\d[\d\s().-]{7,}\d/g, ' ') // phone numbers
    .replace(/[<>{}[\]|\\^`~*_#=@]/g, ' ')
    .replace(/\p{Extended_Pictographic}|\p{So}|\u200d|\ufe0f/gu, ' ')
    .replace(/\b(\p{Lu})(\p{Lu}{4,})\b/gu, (_, first: string, rest: string) => first + rest.toLowerCase());
  return collapseWhitespace(speech).replace(/\s+([,.;:!?…])/g, '$1');
}
