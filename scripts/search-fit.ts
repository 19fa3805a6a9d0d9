/**
 * Fits the local search's ranking weights (`src/search/local/rankingWeights.json`)
 * on the tuned query sets of a build's index, and reports how well the fitted
 * weights rank questions they were not fitted on, by k-fold cross-validation.
 *
 * Pages: the features of `PAGE_FEATURES` for every page a query matches, the
 * weights chosen by coordinate ascent on the mean reciprocal rank of the
 * expected page over `queries.tsv` and `questions.tsv`. Where a hit opens:
 * the features of `OPENING_FEATURES`, fitted the same way on the share of
 * `section-queries.tsv` that opens at the answering section. The held-out sets
 * are never read here: they only ever score (`npm run bench:search`).
 *
 * Usage (after `npm run build`): `npm run search:fit [-- --dir build --folds 5 --write]`;
 * without `--write` it only reports.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {PRODUCT_IDS, type ProductId} from '../src/products';
import {loadShard, type LoadedShard} from '../src/search/local/engine';
import {OPENING_FEATURES, openingCandidates, type OpeningCandidate} from '../src/search/local/openings';
import {PAGE_FEATURES, pageCandidates, weightedScore} from '../src/search/local/rank';
import {QUERIES_FILE, QUESTIONS_FILE, readQueries} from './lib/queries';
import {SECTION_QUERIES_FILE, readSectionQueries} from '../bench/searchSections';
import {DROPDOWN_HITS} from '../src/search/format';

const WEIGHTS_FILE = path.join(__dirname, '..', 'src', 'search', 'local', 'rankingWeights.json');

/** One query to rank: each candidate's features, and which candidates are right. */
export interface FitCase {
  readonly set: string;
  readonly candidates: readonly (readonly number[])[];
  /** Index of the right candidate, or -1 when no candidate is right (the case scores 0 whatever the weights). */
  readonly answer: number;
  /** Candidates that must rank in the top `within` for the case to count (section cases: the page among the 5 hits). */
  readonly within?: number;
}

/** The reciprocal rank of the right candidate under `weights` (0 when absent or below rank `limit`). */
export function reciprocalRank(c: FitCase, weights: readonly number[], limit = 10): number {
  if (c.answer === -1) return 0;
  const own = weightedScore(c.candidates[c.answer], weights);
  let above = 0;
  c.candidates.forEach((features, i) => {
    // Ties count against the right answer, as a stable sort of equal scores may put it anywhere among them.
    if (i !== c.answer && weightedScore(features, weights) >= own) above += 1;
  });
  return above < limit ? 1 / (above + 1) : 0;
}

/** Mean of `measure` over the cases. */
function mean(cases: readonly FitCase[], measure: (c: FitCase) => number): number {
  return cases.length === 0 ? 0 : cases.reduce((sum, c) => sum + measure(c), 0) / cases.length;
}

/** Steps tried for each weight in turn. */
const STEPS = [-0.8, -0.4, -0.2, -0.1, -0.05, 0.05, 0.1, 0.2, 0.4, 0.8];
/** Pull toward the starting weights, so that a weight no case needs stays where it was. */
const SHRINK = 0.002;

/**
 * Coordinate ascent (one weight at a time, the best step kept) on
 * `objective`, from `start`, until no step improves it.
 */
export function coordinateAscent(
  start: readonly number[],
  objective: (weights: readonly number[]) => number,
  rounds = 25,
): number[] {
  const penalised = (w: readonly number[]): number =>
    objective(w) - SHRINK * w.reduce((sum, value, i) => sum + (value - start[i]) ** 2, 0);
  const weights = [...start];
  let best = penalised(weights);
  for (let round = 0; round < rounds; round += 1) {
    let improved = false;
    for (let d = 0; d < weights.length; d += 1) {
      for (const step of STEPS) {
        const trial = [...weights];
        trial[d] = Math.round((weights[d] + step) * 1000) / 1000;
        const value = penalised(trial);
        if (value > best + 1e-9) [best, weights[d], improved] = [value, trial[d], true];
      }
    }
    if (!improved) break;
  }
  return weights;
}

/**
 * Listwise fit: gradient ascent on the mean log-probability of the right
 * candidate under a softmax of the weighted scores, less `shrink` times the
 * squared distance from `start`. Smooth where reciprocal rank is a staircase,
 * so it does not chase single cases.
 */
export function softmaxFit(
  cases: readonly FitCase[],
  start: readonly number[],
  shrink: number,
  steps = 400,
  rate = 0.05,
): number[] {
  const weights = [...start];
  const usable = cases.filter((c) => c.answer !== -1 && c.candidates.length > 1);
  for (let step = 0; step < steps && usable.length > 0; step += 1) {
    const gradient = weights.map((w, i) => -2 * shrink * (w - start[i]));
    for (const c of usable) {
      const scores = c.candidates.map((f) => weightedScore(f, weights));
      const top = Math.max(...scores);
      const exps = scores.map((score) => Math.exp(score - top));
      const total = exps.reduce((sum, e) => sum + e, 0);
      c.candidates.forEach((features, j) => {
        const p = exps[j] / total;
        const target = j === c.answer ? 1 : 0;
        features.forEach((value, i) => (gradient[i] += ((target - p) * value) / usable.length));
      });
    }
    gradient.forEach((g, i) => (weights[i] += rate * g));
  }
  return weights.map((w) => Math.round(w * 1000) / 1000);
}

/** Folds of the cases: each case's fold from a hash of its position, the same on every run. */
export function folds<T>(cases: readonly T[], k: number): T[][] {
  const out: T[][] = Array.from({length: k}, () => []);
  cases.forEach((c, i) => out[(i * 7919) % k].push(c));
  return out;
}

/** For each case, the weights fitted on the other folds. */
export function crossValidated(
  cases: readonly FitCase[],
  k: number,
  fitter: (train: readonly FitCase[]) => readonly number[],
): Map<FitCase, readonly number[]> {
  const weightsOf = new Map<FitCase, readonly number[]>();
  const parts = folds(cases, k);
  parts.forEach((test, i) => {
    const weights = fitter(parts.filter((_, j) => j !== i).flat());
    for (const c of test) weightsOf.set(c, weights);
  });
  return weightsOf;
}

export function loadShards(dir: string): Map<ProductId, LoadedShard> {
  return new Map(
    PRODUCT_IDS.map((id) => [
      id,
      loadShard(JSON.parse(fs.readFileSync(path.join(dir, 'search-index', `${id}.json`), 'utf8'))),
    ]),
  );
}

/** The page-ranking cases of the tuned sets. */
export function pageCases(shards: ReadonlyMap<ProductId, LoadedShard>): FitCase[] {
  return [
    {set: 'queries', file: QUERIES_FILE},
    {set: 'questions', file: QUESTIONS_FILE},
  ].flatMap(({set, file}) =>
    readQueries(file).map((c) => {
      const shard = shards.get(c.product) as LoadedShard;
      const candidates = pageCandidates(shard, c.query);
      return {
        set,
        candidates: candidates.map((candidate) => candidate.features),
        answer: candidates.findIndex((candidate) => shard.docs[candidate.id].path === c.expected),
      };
    }),
  );
}

/**
 * The opening cases of the tuned section set: the candidates are the top of
 * the expected page and its matching sections; a case counts only when the
 * page is among the dropdown's hits under the page weights.
 */
export function openingCases(
  shards: ReadonlyMap<ProductId, LoadedShard>,
  pageWeights: readonly number[],
): FitCase[] {
  return readSectionQueries(SECTION_QUERIES_FILE).map((c) => {
    const shard = shards.get(c.product) as LoadedShard;
    const pages = pageCandidates(shard, c.query)
      .map((p) => ({id: p.id, score: weightedScore(p.features, pageWeights)}))
      .sort((a, b) => b.score - a.score)
      .slice(0, DROPDOWN_HITS)
      .map((p) => p.id);
    const page = pages.find((id) => shard.docs[id].path === c.expected);
    const candidates: readonly OpeningCandidate[] =
      page === undefined ? [] : (openingCandidates(shard, c.query, [page]).get(page) ?? []);
    return {
      set: 'section queries',
      candidates: candidates.map((candidate) => candidate.features),
      answer: candidates.findIndex(
        (candidate) =>
          candidate.section !== undefined && shard.sections[candidate.section].anchor === c.anchor,
      ),
    };
  });
}

const pct = (value: number): string => `${(value * 100).toFixed(1)} %`;

/**
 * The ranking before any fit, as weights: a page's match score and the title
 * phrase bonus (×1.3); a section opens when it scores above the lead and
 * matches a word the title lacks. Every fit starts here and is pulled back
 * toward it.
 */
export const HAND_WEIGHTS = {
  page: PAGE_FEATURES.map((name) => (name === 'match' ? 1 : name === 'titlePhrase' ? Math.log(1.3) : 0)),
  opening: OPENING_FEATURES.map((name) =>
    name === 'section' ? -5 : name === 'score' ? 1 : name === 'answers' ? 5 : 0,
  ),
};

/** A way of choosing weights from training cases. */
interface Method {
  readonly name: string;
  fit(train: readonly FitCase[]): readonly number[];
}

function methods(
  start: readonly number[],
  objective: (cases: readonly FitCase[], w: readonly number[]) => number,
): Method[] {
  return [
    {name: 'no fit (the hand ranking)', fit: () => start},
    ...[1, 3, 10].map((shrink) => ({
      name: `softmax, shrink ${shrink}`,
      fit: (train: readonly FitCase[]) => softmaxFit(train, start, shrink),
    })),
    {
      name: 'coordinate ascent',
      fit: (train: readonly FitCase[]) => coordinateAscent(start, (w) => objective(train, w)),
    },
  ];
}

/** A measure of one case under some weights (reciprocal rank, in the top 5, at the section). */
type Measure = (c: FitCase, weights: readonly number[]) => number;

/** Each set's cross-validated mean of each measure, by method. */
type Figures = Map<Method, Map<string, number[]>>;

/**
 * The method to keep: of those whose cross-validated figures on no set fall
 * below the first method's (no fit), the one with the highest sum of the
 * figures (the first of equals); and its weights fitted on every case.
 */
function choose(
  cases: readonly FitCase[],
  k: number,
  candidates: readonly Method[],
  measures: readonly Measure[],
): {chosen: Method; weights: readonly number[]; figures: Figures} {
  const sets = [...new Set(cases.map((c) => c.set))];
  const figures: Figures = new Map(
    candidates.map((m) => {
      const weightsOf = crossValidated(cases, k, (train) => m.fit(train));
      const bySet = new Map(
        sets.map((set) => {
          const own = cases.filter((c) => c.set === set);
          return [set, measures.map((measure) => mean(own, (c) => measure(c, weightsOf.get(c) ?? [])))];
        }),
      );
      return [m, bySet];
    }),
  );
  const [base] = candidates;
  const values = (m: Method): number[] => [...(figures.get(m)?.values() ?? [])].flat();
  const eligible = candidates.filter((m) => values(m).every((v, i) => v >= values(base)[i] - 1e-9));
  const sum = (m: Method): number => values(m).reduce((a, b) => a + b, 0);
  const chosen = eligible.reduce((best, m) => (sum(m) > sum(best) + 1e-9 ? m : best), base);
  return {chosen, weights: chosen.fit(cases), figures};
}

function main(): void {
  const {values: options} = parseArgs({
    options: {
      dir: {type: 'string', default: 'build'},
      folds: {type: 'string', default: '5'},
      write: {type: 'boolean', default: false},
    },
  });
  const k = Number(options.folds);
  const shards = loadShards(options.dir);

  // Pages: both targets count, the expected page in the top 5 and its rank.
  const pages = pageCases(shards);
  const inTop5: Measure = (c, w) => (reciprocalRank(c, w, 5) > 0 ? 1 : 0);
  const rank: Measure = (c, w) => reciprocalRank(c, w);
  const pageMethods = methods(HAND_WEIGHTS.page, (cases, w) => mean(cases, (c) => rank(c, w) + inTop5(c, w)));
  const page = choose(pages, k, pageMethods, [inTop5, rank]);

  // Where a hit opens: the share of section queries that open at the answering section.
  const openings = openingCases(shards, page.weights);
  const atSection: Measure = (c, w) => (reciprocalRank(c, w, 1) === 1 ? 1 : 0);
  const openingMethods = methods(HAND_WEIGHTS.opening, (cases, w) => mean(cases, (c) => atSection(c, w)));
  const opening = choose(openings, k, openingMethods, [atSection]);

  const lines = [`Ranking fitted on the tuned sets of ${options.dir}, ${k}-fold cross-validation.`, ''];
  lines.push(
    'Pages, cross-validated recall@5 / MRR (each case ranked by weights fitted on the other folds); kept:',
    'the best sum of figures among methods no lower than no fit on any figure.',
    '',
    '| method | queries | questions |',
    '| --- | --- | --- |',
  );
  for (const m of pageMethods) {
    const cell = (set: string): string =>
      (page.figures.get(m)?.get(set) ?? []).map((v) => v.toFixed(3)).join(' / ');
    lines.push(
      `| ${m.name}${m === page.chosen ? ' (kept)' : ''} | ${cell('queries')} | ${cell('questions')} |`,
    );
  }
  lines.push('', 'Where a hit opens, cross-validated share at the answering section:', '');
  lines.push('| method | section queries |', '| --- | --- |');
  for (const m of openingMethods)
    lines.push(
      `| ${m.name}${m === opening.chosen ? ' (kept)' : ''} | ${pct(opening.figures.get(m)?.get('section queries')?.[0] ?? 0)} |`,
    );
  lines.push(
    '',
    'Page weights (fitted on all tuned cases):',
    ...PAGE_FEATURES.map((name, i) => `  ${name}: ${page.weights[i]}`),
    'Opening weights:',
    ...OPENING_FEATURES.map((name, i) => `  ${name}: ${opening.weights[i]}`),
  );
  console.log(lines.join('\n'));
  if (options.write) {
    const list = (w: readonly number[]): string =>
      `[${w.map((v) => Math.round(v * 1000) / 1000).join(', ')}]`;
    // As Prettier lays it out.
    fs.writeFileSync(
      WEIGHTS_FILE,
      `{\n  "page": ${list(page.weights)},\n  "opening": ${list(opening.weights)}\n}\n`,
    );
    console.log(`\nWrote ${path.relative(process.cwd(), WEIGHTS_FILE)}.`);
  }
}

if (require.main === module) main();
