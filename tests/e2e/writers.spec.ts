import {execFileSync} from 'node:child_process';
import {expect, test} from './fixtures';

test('a doc page shows when it was last changed in git and links to its source for editing', async ({page}) => {
  await page.goto('/jet/jobs/partner-jobs/');
  const lastChange = execFileSync('git', ['log', '-1', '--format=%cs', '--', 'docs-jet/jobs/partner-jobs.md'], {
    encoding: 'utf8',
  }).trim();
  const time = page.locator('.theme-last-updated time');
  await expect(page.locator('.theme-last-updated')).toContainText('Last updated on');
  await expect(time).toHaveAttribute('datetime', new RegExp(`^${lastChange}`));
  const edit = page.getByRole('link', {name: 'Edit this page'});
  await expect(edit).toHaveAttribute('href', 'https://github.com/signiant/help/edit/main/docs-jet/jobs/partner-jobs.md');
});
