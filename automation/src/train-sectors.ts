// npm run train:sectors -w automation
// Trains the learned fallback of the sector (#33; `extract/sector-classifier.ts`) on the corpus's real pages and writes
// `extract/sector-model.json`, which is committed. Each page becomes what `detectSector` gets (extraction, then the
// input `understandSite` builds); its label is the sector written down by hand in `corpus.ts`, or NONE where a person
// would pick none. Synthetic pages are left out (`origin: 'synthetic'`): they were written after the rules.
// Before writing, it prints a leave-one-out cross-validation (each page classified by a model trained without it)
// at several thresholds, and chooses the least threshold at which no page expected to have no sector gets one and
// at most one sector in twenty it gives is wrong. `--dry-run` prints and writes nothing. The model is written as
// Prettier formats JSON (with the repository's settings), so `prettier --check .` passes on it as it is.
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { corpus } from './__fixtures__/sites/corpus.js';
import { pageBytes } from './__fixtures__/sites/evaluate.js';
import { decodeHtml } from './extract/decode.js';
import { extractSiteFacts } from './extract/extract.js';
import {
  compileModel,
  guessSector,
  NONE,
  sectorOfGuess,
  sectorTokens,
  trainModel,
  type SectorGuess,
} from './extract/sector-classifier.js';
import { sectorInputOf } from './extract/understand.js';

const ALPHA = 0.5;
/** A word is kept when at least this many training pages have it: a word of one page is its own name or place. */
const MIN_DOCUMENTS = 2;
const THRESHOLDS = [0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.98, 0.99, 0.995, 0.999];
const dryRun = process.argv.includes('--dry-run');

const pages = corpus
  .filter((site) => site.origin === 'public-repository')
  .map((site) => ({
    file: site.file,
    label: site.sector ?? NONE,
    tokens: sectorTokens(sectorInputOf(extractSiteFacts(decodeHtml(pageBytes(site)).html, site.url), new URL(site.url).hostname)),
  }));

const about =
  'Multinomial naive Bayes of the sector (#33), trained by `npm run train:sectors -w automation` on the real pages of ' +
  'src/__fixtures__/sites/corpus.ts; words: counts per class as «class:count …». Data: do not edit by hand.';

// Leave-one-out: every page guessed by a model trained on all the others.
const guesses: { file: string; label: string; guess: SectorGuess | null }[] = pages.map((page, i) => {
  const others = pages.filter((_, j) => j !== i);
  const model = compileModel(trainModel(others, { alpha: ALPHA, minDocuments: MIN_DOCUMENTS, threshold: 1, about }));
  return { file: page.file, label: page.label, guess: guessSector(model, page.tokens) };
});

const withSector = guesses.filter((g) => g.label !== NONE);
const withoutSector = guesses.filter((g) => g.label === NONE);
const figures = (threshold: number) => {
  const right = withSector.filter((g) => sectorOfGuess(g.guess, threshold) === g.label).length;
  const abstained = withSector.filter((g) => sectorOfGuess(g.guess, threshold) === null).length;
  const wrong = withSector.length - right - abstained;
  const falseSectors = withoutSector.filter((g) => sectorOfGuess(g.guess, threshold) !== null).length;
  return { threshold, right, wrong, abstained, falseSectors };
};
const percent = (n: number, of: number) => `${of ? ((n / of) * 100).toFixed(1) : '0.0'} %`;
const line = (f: ReturnType<typeof figures>) => {
  const filed = f.right + f.wrong;
  return (
    `  ≥ ${String(f.threshold).padEnd(6)} right ${f.right}/${withSector.length} (${percent(f.right, withSector.length)}), ` +
    `precision ${f.right}/${filed} (${percent(f.right, filed)}), wrong ${f.wrong}, abstained ${f.abstained}; ` +
    `pages expected to have none given a sector: ${f.falseSectors}/${withoutSector.length}`
  );
};

console.log(
  `Leave-one-out on ${pages.length} real pages (${withSector.length} with a sector, ${withoutSector.length} expected to have none), alpha ${ALPHA}, words on ≥ ${MIN_DOCUMENTS} pages:`,
);
const table = THRESHOLDS.map(figures);
for (const f of table) console.log(line(f));
// The least threshold at which no page expected to have none gets a sector, and no more than one wrong one per
// twenty it files.
const chosen =
  table.find((f) => f.falseSectors === 0 && f.wrong * 20 <= f.right + f.wrong) ?? table[table.length - 1] ?? figures(1);
console.log(`\nChosen threshold ${chosen.threshold}:`);
console.log(line(chosen));
for (const g of guesses) {
  const sector = sectorOfGuess(g.guess, chosen.threshold);
  if (sector !== null && sector !== (g.label === NONE ? null : g.label)) {
    console.log(`  wrong: ${g.file} expected ${g.label}, given ${sector} (p ${g.guess?.probability.toFixed(3)})`);
  }
}

const model = trainModel(pages, { alpha: ALPHA, minDocuments: MIN_DOCUMENTS, threshold: chosen.threshold, about });
const modelUrl = new URL('./extract/sector-model.json', import.meta.url);
const json = await format(JSON.stringify(model), { ...(await resolveConfig(modelUrl)), filepath: modelUrl.pathname });
console.log(
  `\nModel: ${model.classes.length} classes, ${Object.keys(model.words).length} words, ${(Buffer.byteLength(json) / 1024).toFixed(1)} KB`,
);
if (!dryRun) {
  writeFileSync(modelUrl, json);
  console.log('Written to src/extract/sector-model.json');
}
