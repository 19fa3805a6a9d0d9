import {ratioNote, versionsTable, type SizeFigures} from '../../bench/versions';

const row = (size: number, gzip: number, search: number): SizeFigures => ({
  size,
  pages: 275 * size,
  buildSeconds: 30 * size,
  peakMiB: 1100 + 300 * size,
  scripts: [
    {gzip, raw: gzip * 3},
    {gzip: 150 * 1024, raw: 500 * 1024},
    {gzip: 180 * 1024, raw: 600 * 1024},
  ],
  firstSearchGzip: search,
});

describe('the versions benchmark table', () => {
  it('states each ratio against today’s site with whether it keeps within its limit', () => {
    expect(ratioNote(103, 100, 1.03)).toBe('1.03× (≤ 1.03: met)');
    expect(ratioNote(132, 100, 1.03)).toBe('1.32× (≤ 1.03: **missed**)');
  });

  it('prints one row per size, the 4× row against 1.03 and the 16× row against 1.05', () => {
    const table = versionsTable([
      row(1, 185 * 1024, 280 * 1024),
      row(4, 245 * 1024, 1087 * 1024),
      row(16, 190 * 1024, 290 * 1024),
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[2]).toMatch(/^\| 1× \| 275 \| 30 s \| 1,400 MiB \| 185\.0 KB \/ 555\.0 KB \| /);
    expect(lines[3]).toContain('245.0 KB / 735.0 KB, gzip 1.32× (≤ 1.03: **missed**)');
    expect(lines[3]).toContain('1087.0 KB, 3.88× (≤ 1.05: **missed**)');
    expect(lines[4]).toContain('190.0 KB / 570.0 KB, gzip 1.03× (≤ 1.05: met)');
    expect(lines[4]).toContain('290.0 KB, 1.04× (≤ 1.05: met)');
  });
});
