/**
 * No layout shift while a page loads on a slow phone: the browser paints only
 * once the whole HTML is parsed (plugins/paint-when-parsed.ts), and nothing
 * moves while it hydrates. At 1280 and 375 px, with the CPU slowed 6×.
 */
import {PAGE_END_ID} from '../../plugins/paint-when-parsed';
import {expect, settled, test, waitForHydration} from './fixtures';

const PAGES = [
  '/',
  '/jet/',
  '/media-shuttle/',
  '/flight-deck/jobs/object-mover/objectdropbox/',
  '/jet/jobs/installer-logs/',
];

for (const path of PAGES) {
  test(`${path} paints once parsed and does not move while it loads`, async ({page, context}) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 6});
    await page.addInitScript(() => {
      const shifts: string[] = [];
      Object.assign(window, {layoutShifts: shifts});
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: {node?: Node}[];
        })[]) {
          if (entry.hadRecentInput) continue;
          const moved = (entry.sources ?? []).map(
            (source) => (source.node as Element | undefined)?.className || source.node?.nodeName,
          );
          shifts.push(`${entry.value.toFixed(5)} ${moved.join(', ')}`);
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // What arrived last is laid out and the layout-shift observer has been told.
    await settled(page);
    // The element rendering waits for is the last one the parser reaches.
    expect(await page.locator('head link[rel=expect][blocking=render]').getAttribute('href')).toBe(
      `#${PAGE_END_ID}`,
    );
    expect(await page.evaluate(() => document.body.lastElementChild?.id)).toBe(PAGE_END_ID);
    expect(await page.evaluate(() => (window as unknown as {layoutShifts: string[]}).layoutShifts)).toEqual(
      [],
    );
  });
}
