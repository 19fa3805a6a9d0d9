import {execFileSync} from 'node:child_process';
import {expect, test} from './fixtures';

test('a doc page shows when it was last changed in git and links to its source for editing', async ({page}) => {
  await page.goto('/jet/jobs/partner-jobs/');
  // The newest commit that touched the file, as Docusaurus reads it (seconds, shown as a UTC date). A shallow
  // clone (`git clone --depth 1`) holds one commit, which then counts as the file's last change for both.
  const seconds = execFileSync('git', ['log', '-1', '--format=%ct', '--', 'docs-jet/jobs/partner-jobs.md'], {
    encoding: 'utf8',
  }).trim();
  const lastChange = new Date(Number(seconds) * 1000).toISOString().slice(0, 10);
  const time = page.locator('.theme-last-updated time');
  await expect(page.locator('.theme-last-updated')).toContainText('Last updated on');
  await expect(time).toHaveAttribute('datetime', new RegExp(`^${lastChange}`));
  const edit = page.getByRole('link', {name: 'Edit this page'});
  await expect(edit).toHaveAttribute('href', 'https://github.com/signiant/help/edit/main/docs-jet/jobs/partner-jobs.md');
});
