import {
  coordinateAscent,
  crossValidated,
  folds,
  reciprocalRank,
  softmaxFit,
  type FitCase,
} from '../../scripts/search-fit';

/** A case whose right answer scores best only when the second feature weighs more than the first. */
const caseOf = (set: string, i: number): FitCase => ({
  set,
  candidates: [
    [1 + i * 0.01, 0],
    [0, 1],
    [0.5, 0.2],
  ],
  answer: 1,
});

describe('fitting the ranking weights', () => {
  it('scores the rank of the right candidate, ties against it, 0 below the limit or when absent', () => {
    const c = caseOf('a', 0);
    expect(reciprocalRank(c, [0, 1])).toBe(1);
    expect(reciprocalRank(c, [1, 0])).toBe(1 / 3);
    expect(reciprocalRank(c, [1, 0], 2)).toBe(0);
    expect(reciprocalRank({...c, candidates: [[1], [1]], answer: 1}, [1])).toBe(1 / 2);
    expect(reciprocalRank({...c, answer: -1}, [0, 1])).toBe(0);
  });

  it('coordinate ascent finds weights that put the right candidates first', () => {
    const cases = Array.from({length: 10}, (_, i) => caseOf('a', i));
    const objective = (w: readonly number[]) => cases.reduce((sum, c) => sum + reciprocalRank(c, w), 0);
    const weights = coordinateAscent([1, 0], objective);
    expect(objective(weights)).toBe(cases.length);
  });

  it('the softmax fit moves weight toward the feature that tells the right candidate apart', () => {
    const cases = Array.from({length: 10}, (_, i) => caseOf('a', i));
    const [first, second] = softmaxFit(cases, [1, 0], 0.01);
    expect(second - first).toBeGreaterThan(-1);
    expect(cases.every((c) => reciprocalRank(c, [first, second]) === 1)).toBe(true);
  });

  it('a strong pull toward the start keeps the weights there', () => {
    const cases = Array.from({length: 10}, (_, i) => caseOf('a', i));
    const [first, second] = softmaxFit(cases, [1, 0], 10);
    expect(first).toBeCloseTo(1, 1);
    expect(second).toBeLessThan(0.1);
  });

  it('splits cases into k folds, each case in one, the same each time', () => {
    const cases = Array.from({length: 23}, (_, i) => i);
    const parts = folds(cases, 5);
    expect(parts).toHaveLength(5);
    expect(parts.flat().sort((a, b) => a - b)).toEqual(cases);
    expect(folds(cases, 5)).toEqual(parts);
  });

  it('cross-validation scores each case with weights fitted without it', () => {
    const cases = Array.from({length: 12}, (_, i) => caseOf('a', i));
    const trainedOn = new Map<readonly number[], readonly FitCase[]>();
    const weightsOf = crossValidated(cases, 4, (train) => {
      const weights = [train.length, 0];
      trainedOn.set(weights, train);
      return weights;
    });
    for (const c of cases) {
      const weights = weightsOf.get(c) as readonly number[];
      expect(trainedOn.get(weights)).not.toContain(c);
      expect(weights[0]).toBe(9);
    }
  });
});
