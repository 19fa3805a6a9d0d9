import {expect, test} from '@playwright/test';
import {COMPILE_HINT} from '../../plugins/compile-hints';

// plugins/compile-hints.ts: Chromium compiles the entry scripts while they download, not during the start-up task.
for (const path of ['/', '/jet/jobs/installer-logs/']) {
  test(`the scripts ${path} starts with open with V8's compile hint, as the server sends them`, async ({request}) => {
    const html = await (await request.get(path)).text();
    const scripts = [...html.matchAll(/<script src=([^ >]+) defer>/g)].map((match) => match[1]);
    expect(scripts.map((src) => src.replace(/\.[0-9a-f]{8}\.js$/, ''))).toEqual(['/assets/js/runtime~main', '/assets/js/main']);
    for (const src of scripts) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const source = await (await request.get(src, {headers: {'Accept-Encoding': encoding}})).text();
        expect(source.split('\n', 1)[0], `${src} (${encoding})`).toBe(COMPILE_HINT);
      }
    }
  });
}
