import {CSP_VIOLATION, expect, scrollThroughPage, test, waitForHydration} from './fixtures';

/** A page with Mermaid diagrams, which are drawn in the browser. */
const DIAGRAM_PAGE = '/flight-deck/certificates/configuring-trusts/';
/** A long page whose first diagram is several screens down. */
const DEEP_DIAGRAM_PAGE = '/flight-deck/administration/agents/agent-network-configuration/';

function directive(policy: string, name: string): string[] {
  const found = policy.split(';').map((part) => part.trim().split(/\s+/)).find(([key]) => key === name);
  return found ? found.slice(1) : [];
}

test('pages answer with a policy that allows no inline script without its hash and no eval', async ({page}) => {
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
  await expect.poll(() => pageErrors.messages.filter((m) => m.startsWith(CSP_VIOLATION))).toContainEqual(
    `${CSP_VIOLATION}: script-src-elem blocked inline`,
  );
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

test('Mermaid diagrams are drawn with their styles and no violation', async ({page}) => {
  await page.goto(DIAGRAM_PAGE);
  await waitForHydration(page);
  await scrollThroughPage(page);
  const diagram = page.locator('.docusaurus-mermaid-container svg').first();
  await expect(diagram).toBeVisible();
  // Unstyled (styles refused), a node's shape would be filled black.
  const fill = await diagram.locator('.node rect, .node polygon').first().evaluate((node) => getComputedStyle(node).fill);
  expect(fill).not.toBe('rgb(0, 0, 0)');
});

test('diagrams load the Mermaid library only when the reader nears them', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // A long page whose diagrams all sit below the first screens.
  await page.goto(DEEP_DIAGRAM_PAGE);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const pending = page.locator('[data-diagram-pending]');
  await expect(pending.first()).toBeAttached();
  await expect(page.locator('.docusaurus-mermaid-container')).toHaveCount(0);
  const beforeScroll = scripts.length;

  await pending.first().scrollIntoViewIfNeeded();
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
  // Drawing it fetched code that the page had not needed until then.
  expect(scripts.length).toBeGreaterThan(beforeScroll);
});
