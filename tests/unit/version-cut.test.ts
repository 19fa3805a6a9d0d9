import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {existingVersions, validateVersionCut} from '../../scripts/version-cut';

describe('version:cut', () => {
  it('accepts a new release number for a known product', () => {
    expect(validateVersionCut('flight-deck', '3.4', ['3.3'])).toEqual([]);
    expect(validateVersionCut('jet', '12', [])).toEqual([]);
    expect(validateVersionCut('jet', '2.1.3', [])).toEqual([]);
  });

  it('refuses unknown products, odd names and existing versions with a clear message', () => {
    expect(validateVersionCut('manager-agents', '3.4', [])[0]).toMatch(
      /"manager-agents" is not a product; use one of media-shuttle, jet/,
    );
    for (const name of ['next', 'current', 'v3', '3.4-beta', '', '../3']) {
      expect(validateVersionCut('jet', name, [])[0]).toMatch(/is not a release number/);
    }
    expect(validateVersionCut('jet', '3.4', ['3.4'])[0]).toMatch(
      /jet 3.4 already exists .* never overwritten/,
    );
  });

  it('reads the versions Docusaurus recorded for a product', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-versions-'));
    expect(existingVersions(dir, 'jet')).toEqual([]);
    fs.writeFileSync(path.join(dir, 'jet_versions.json'), '["3.4", "3.3"]');
    expect(existingVersions(dir, 'jet')).toEqual(['3.4', '3.3']);
  });
});
