import {CSP_VIOLATION, expect, test, waitForHydration} from './fixtures';

/** A page with a diagram (inline SVG drawn at build time). */
const DIAGRAM_PAGE = '/flight-deck/certificates/configuring-trusts/';
/** A page with code blocks and a diagram. */
const CODE_AND_DIAGRAM_PAGE = '/flight-deck/gateway/administration/installing-configuring/';

function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found ? found.slice(1) : [];
}

test('pages answer with a policy that allows no inline script without its hash and no eval', async ({
  page,
}) => {
  const response = await page.goto('/jet/jobs/partner-jobs/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scripts = directive(policy, 'script-src');
  expect(scripts[0]).toBe("'self'");
  expect(scripts.length).toBeGreaterThan(1);
  for (const source of scripts.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  expect(policy).not.toContain('unsafe-eval');
  expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  // The page's own inline scripts (colour mode) run: a refused one would fail this test through pageErrors.
  await waitForHydration(page);
});

test('an inline script the build did not ship is blocked and reported', async ({page, pageErrors}) => {
  pageErrors.allow(new RegExp(`${CSP_VIOLATION}|Content Security Policy`));
  await page.goto('/jet/');
  await waitForHydration(page);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true;';
    document.head.append(script);
    return (window as Window & {injectedScriptRan?: boolean}).injectedScriptRan === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(() => pageErrors.messages.filter((m) => m.startsWith(CSP_VIOLATION)))
    .toContainEqual(`${CSP_VIOLATION}: script-src-elem blocked inline`);
});

test('eval is refused even to the site’s own scripts', async ({page, pageErrors}) => {
  pageErrors.allow(new RegExp(`${CSP_VIOLATION}|Content Security Policy`));
  // A same-origin script (allowed by 'self') that tries eval.
  await page.route('**/eval-probe.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'try { eval("window.evalResult = \'ran\'"); } catch (error) { window.evalResult = error.name; }',
    }),
  );
  await page.goto('/jet/');
  await waitForHydration(page);
  await page.addScriptTag({url: '/eval-probe.js'});
  const result = await page.evaluate(() => (window as Window & {evalResult?: string}).evalResult);
  expect(result).toBe('EvalError');
  expect(pageErrors.messages).toContainEqual(`${CSP_VIOLATION}: script-src blocked eval`);
});

test('pages allow stylesheets from the site only: no inline style without its hash', async ({page}) => {
  const response = await page.goto(DIAGRAM_PAGE);
  const styles = directive(response?.headers()['content-security-policy'] ?? '', 'style-src');
  expect(styles[0]).toBe("'self'");
  for (const source of styles.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  expect(styles).not.toContain("'unsafe-inline'");
  expect(styles).not.toContain("'unsafe-hashes'");
});

test('an inline style the build did not ship is refused and reported', async ({page, pageErrors}) => {
  pageErrors.allow(new RegExp(`${CSP_VIOLATION}|Content Security Policy`));
  await page.goto('/jet/');
  await waitForHydration(page);
  const colour = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.innerHTML = '<p style="color: rgb(255, 0, 0)">injected</p>';
    document.body.append(probe);
    return getComputedStyle(probe.firstElementChild as Element).color;
  });
  expect(colour).not.toBe('rgb(255, 0, 0)');
  await expect
    .poll(() => pageErrors.messages.filter((m) => m.startsWith(CSP_VIOLATION)))
    .toContainEqual(`${CSP_VIOLATION}: style-src-attr blocked inline`);
});

test("diagrams, code colours and the theme's icon sprite show as designed, with no violation", async ({
  page,
}) => {
  await page.goto(CODE_AND_DIAGRAM_PAGE);
  await waitForHydration(page);
  // Unstyled (styles refused), a node's shape would be filled black.
  const node = page.locator('.help-diagram .node rect').first();
  expect(await node.evaluate((element) => getComputedStyle(element).fill)).not.toBe('rgb(0, 0, 0)');
  // Code tokens take their colour from the stylesheet: a keyword differs from plain code.
  const code = page.locator('.theme-code-block').first();
  // A block that mounts after hydration (inside tabs) is highlighted once Prism has loaded.
  await expect(code.locator('.token:not(.plain):not(.punctuation)').first()).toBeAttached();
  const [plain, token] = await code.evaluate((block) => {
    const coloured = block.querySelector('.token:not(.plain):not(.punctuation)') as Element;
    return [getComputedStyle(block.querySelector('pre') as Element).color, getComputedStyle(coloured).color];
  });
  expect(token).not.toBe(plain);
  // The theme's icon sprite at the top of the page takes no room.
  const sprite = await page.locator('body > svg').first().boundingBox();
  expect(sprite?.height ?? 0).toBe(0);
});
