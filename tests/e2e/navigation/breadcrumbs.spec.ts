import {ONE_WIDTH, expect, test, waitForHydration} from '../fixtures';

/** A deep page of each product and the trail it must show before the page title. */
const TRAILS: [string, string[]][] = [
  [
    '/media-shuttle/account-administration/storage/on-premises/upgrading-sdcx-server/',
    ['Root', 'Media Shuttle', 'IT Administration', 'Storage', 'On-Premises Storage'],
  ],
  [
    '/jet/administration/storage-profiles/storage-details/',
    ['Root', 'Jet', 'Administration', 'Storage Profiles'],
  ],
  ['/flight-deck/gateway/general/overview/', ['Root', 'Flight Deck', 'Gateway', 'General']],
  ['/media-engine/interacting-with-assets/clipping/', ['Root', 'Media Engine', 'Interacting with Assets']],
];

for (const [path, trail] of TRAILS) {
  test(`breadcrumbs on ${path}`, async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);
    const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('listitem');
    const title = (await page.locator('h1').innerText()).trim();
    expect((await crumbs.allInnerTexts()).map((t) => t.trim())).toEqual([...trail, title]);
    await expect(crumbs.first().getByRole('link', {name: 'Root'})).toHaveAttribute('href', '/');
    const product = path.split('/')[1];
    await expect(crumbs.nth(1).getByRole('link')).toHaveAttribute('href', `/${product}/`);
    // The last crumb is the page title, current and not a link.
    const last = crumbs.last();
    await expect(last.getByRole('link')).toHaveCount(0);
    await expect(last.locator('[aria-current="page"]')).toHaveCount(1);

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const list = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'BreadcrumbList');
    expect(list.itemListElement[0]).toMatchObject({position: 1, name: 'Root'});
    expect(list.itemListElement.at(-1).item).toMatch(new RegExp(`${path}$`));

    // Root leads home.
    await crumbs.first().getByRole('link').click();
    await expect(page).toHaveURL(/:\d+\/$/);
  });
}

// Whether a page has breadcrumbs at all does not change with the width.
test(
  'pages without breadcrumbs: not-found and server-error pages',
  {tag: ONE_WIDTH},
  async ({page, pageErrors}) => {
    // The browser logs the not-found page's 404 status.
    pageErrors.allow(/status of 404/);
    for (const path of ['/jet/no-such-page/', '/404.html', '/500/', '/500.html']) {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.getByRole('navigation', {name: 'Breadcrumbs'})).toHaveCount(0);
    }
  },
);
