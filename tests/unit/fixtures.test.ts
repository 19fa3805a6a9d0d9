import fs from 'node:fs';
import path from 'node:path';
import {FIXTURES_DIR} from '../routeLists';

/** The specification's folder, beside the checkout (or HELP_SHARED_DIR). */
const SHARED_DIR = path.resolve(
  process.env.HELP_SHARED_DIR ?? path.join(__dirname, '..', '..', '..', 'shared'),
);
const LISTS = ['routes.tsv', 'legacy-urls.tsv'];

describe('route list fixtures', () => {
  it.each(LISTS)('%s is in the repository', (name) => {
    expect(fs.readFileSync(path.join(FIXTURES_DIR, name), 'utf8').split('\n').length).toBeGreaterThan(10);
  });

  // A clone of the repository alone has no shared folder: there the copies are all there is.
  const sharedLists = LISTS.filter((name) => fs.existsSync(path.join(SHARED_DIR, name)));
  if (sharedLists.length > 0) {
    it.each(sharedLists)('%s is identical to the specification copy beside the checkout', (name) => {
      expect(fs.readFileSync(path.join(FIXTURES_DIR, name), 'utf8')).toBe(
        fs.readFileSync(path.join(SHARED_DIR, name), 'utf8'),
      );
    });
  }
});
