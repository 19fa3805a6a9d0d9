/**
 * The colour-mode button: every click changes what the reader sees, whatever
 * their system prefers, and its name says what it will do.
 */
import {expect, test, waitForHydration} from './fixtures';

const opposite = {light: 'dark', dark: 'light'} as const;

for (const system of ['light', 'dark'] as const) {
  test(`on a ${system} system, the first click switches to ${opposite[system]}, the second back to the system's`, async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: system});
    await page.goto('/jet/');
    await waitForHydration(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', system);
    const header = page.getByRole('navigation', {name: 'Main'});

    await header.getByRole('button', {name: `Switch to ${opposite[system]} mode`}).click();
    await expect(html).toHaveAttribute('data-theme', opposite[system]);
    // Kept across pages: the choice is stored.
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', opposite[system]);
    await waitForHydration(page);

    await header.getByRole('button', {name: `Switch to ${system} mode`}).click();
    await expect(html).toHaveAttribute('data-theme', system);
    // Back on the system's mode, the site follows the system again.
    await expect(html).toHaveAttribute('data-theme-choice', 'system');
    await page.emulateMedia({colorScheme: opposite[system]});
    await expect(html).toHaveAttribute('data-theme', opposite[system]);
  });
}

test('a choice made while the system matched it is followed by a click that still changes the page', async ({
  page,
}) => {
  // The reader chose dark on a light system; later the system turned dark too.
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/jet/');
  await waitForHydration(page);
  const header = page.getByRole('navigation', {name: 'Main'});
  await header.getByRole('button', {name: 'Switch to dark mode'}).click();
  await page.emulateMedia({colorScheme: 'dark'});
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await header.getByRole('button', {name: 'Switch to light mode'}).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
});
