/**
 * Search in the preview: `npm start` answers searches from the pages as they
 * are now, so a writer sees whether a new page's title finds it. The page is
 * made with `npm run new:page` in the preview's own copy of the site while a
 * page is open, and searched for from that open page's header box.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {openSearch} from '../searchBox';
import {expect, test} from './devSite';

/** The target: a new page is found by its title within 30 s of being made. */
const FOUND_WITHIN_MS = 30_000;

test.describe.configure({timeout: 5 * 60_000});

test('a page made by npm run new:page is found by its title from the open page, within 30 s', async ({
  page,
  devSite,
}) => {
  const title = 'Quarantine Buckets For Suspect Deliveries';
  const file = path.join(devSite.siteDir, 'docs-jet/jobs/quarantine-buckets.md');
  const menu = path.join(devSite.siteDir, 'sidebars/jet.ts');
  const menuBefore = fs.readFileSync(menu, 'utf8');
  await page.goto(`${devSite.url}/jet/`);
  await expect(page.locator('h1').first()).toBeVisible({timeout: 120_000});
  const box = await openSearch(page);
  // The preview answers from the pages as they are: an existing page first.
  await box.fill('partner jobs');
  await expect(page.getByRole('option').first()).toBeVisible({timeout: 60_000});
  try {
    const made = spawnSync('npx', ['tsx', 'scripts/new-page.ts', 'jet', 'jobs/quarantine-buckets', title], {
      cwd: devSite.siteDir,
      encoding: 'utf8',
    });
    expect(made.status, made.stderr).toBe(0);
    const madeAt = Date.now();
    const query = 'quarantine buckets suspect deliveries';
    const hit = page.getByRole('option').filter({hasText: title});
    await expect
      .poll(
        async () => {
          // Typing again asks again, as a writer would (the preview may have reloaded the page meanwhile).
          const again = await openSearch(page);
          await again.fill('');
          await again.fill(query);
          // The status line names the query once its answer is shown (a reload meanwhile empties the box).
          const answered = page.getByText(new RegExp(`for "${query}"`)).first();
          return (await answered.waitFor({timeout: 5_000}).then(
            () => true,
            () => false,
          ))
            ? hit.count()
            : 0;
        },
        {timeout: FOUND_WITHIN_MS, intervals: [1_000]},
      )
      .toBeGreaterThan(0);
    test.info().annotations.push({type: 'found after', description: `${Date.now() - madeAt} ms`});
    await expect(hit.first().locator('a')).toHaveAttribute('href', /^\/jet\/jobs\/quarantine-buckets\//);
  } finally {
    await page.goto('about:blank');
    fs.writeFileSync(menu, menuBefore);
    fs.rmSync(file, {force: true});
  }
});
