/**
 * Unit tests never time themselves with the wall clock, which a loaded machine
 * stretches: they use Jest's fake timers or timeouts injected into the code
 * under test, and wait for events rather than for time. Speed targets are
 * benchmarks (bench/), never unit tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import {filesUnder} from '../../scripts/lib/files';

const UNIT = __dirname;
/** Reading the clock, or waiting a fixed time on real timers. */
const CLOCK = [
  /\bDate\.now\(/,
  /\bperformance\.now\(/,
  /\bnew Date\(\)/,
  /\bprocess\.hrtime\b/,
  /\bsetTimeout\([^;]*,\s*[1-9][\d_]*\s*\)/,
];

function clockReads(text: string): string[] {
  const fake = /\bjest\.useFakeTimers\(/.test(text);
  return text
    .split('\n')
    .filter((line) => CLOCK.some((pattern) => pattern.test(line)))
    .filter((line) => !(fake && /setTimeout/.test(line)));
}

describe('unit tests', () => {
  it('read no wall clock and wait no fixed time on real timers', () => {
    const found = filesUnder(UNIT, /\.tsx?$/)
      .filter((file) => file !== __filename)
      .flatMap((file) =>
        clockReads(fs.readFileSync(file, 'utf8')).map(
          (line) => `${path.relative(UNIT, file)}: ${line.trim()}`,
        ),
      );
    expect(found).toEqual([]);
  });

  it('would notice a test that did', () => {
    expect(
      clockReads('const started = Date.now();\nexpect(Date.now() - started).toBeLessThan(2_000);'),
    ).toHaveLength(2);
    expect(clockReads('await new Promise((resolve) => setTimeout(resolve, 10));')).toHaveLength(1);
    expect(clockReads('await new Promise((resolve) => setTimeout(resolve, 0));')).toEqual([]);
    expect(clockReads('jest.useFakeTimers();\nsetTimeout(done, 1000);')).toEqual([]);
  });
});
