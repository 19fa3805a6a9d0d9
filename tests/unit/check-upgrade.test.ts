import fs from 'node:fs';
import path from 'node:path';
import {
  SMOKE_SPECS,
  VERSION_SPECS,
  VERSION_UNIT_TESTS,
  afterBuildSteps,
  peerConflicts,
  brokeLines,
  canaryNumber,
  docusaurusPackages,
  minimumNode,
  newestCommonCanary,
  satisfiesMinimum,
} from '../../scripts/check-upgrade';

describe('npm run check:upgrade', () => {
  it('after the build, also builds sites with cut versions and runs the versions tests on them', () => {
    const steps = afterBuildSteps(SMOKE_SPECS);
    expect(steps.map((step) => step.name)).toEqual([
      'real-build checks',
      'browser smoke',
      'versions unit tests',
      'versions browser specs',
    ]);
    expect(steps[2].args).toEqual(['jest', '--ci', ...VERSION_UNIT_TESTS]);
    expect(steps[3].args).toEqual(expect.arrayContaining([...VERSION_SPECS, 'desktop', 'mobile']));
    const root = path.join(__dirname, '..', '..');
    for (const file of [...SMOKE_SPECS, ...VERSION_UNIT_TESTS, ...VERSION_SPECS])
      expect(fs.existsSync(path.join(root, file))).toBe(true);
    // The unit tests build their small site for real (tests/fixtures/version-routes-site/build.ts).
    expect(fs.readFileSync(path.join(root, VERSION_UNIT_TESTS[0]), 'utf8')).toContain('buildFixture(');
  });

  it('sets every @docusaurus package of package.json, dependencies and devDependencies alike', () => {
    expect(
      docusaurusPackages({
        dependencies: {'@docusaurus/core': '3.10.2', react: '^19'},
        devDependencies: {'@docusaurus/types': '3.10.2'},
      }),
    ).toEqual(['@docusaurus/core', '@docusaurus/types']);
  });

  it('takes as `canary` the newest 4.x canary that every package has', () => {
    expect(canaryNumber('4.0.0-canary-6808')).toBe(6808);
    expect(canaryNumber('3.10.1-canary-6655')).toBeNull();
    expect(
      newestCommonCanary({
        '@docusaurus/core': ['3.10.2', '4.0.0-canary-6790', '4.0.0-canary-6808', '4.0.0-canary-6822'],
        '@docusaurus/theme-classic': [
          '3.10.2',
          '3.10.1-canary-6655',
          '4.0.0-canary-6790',
          '4.0.0-canary-6808',
        ],
      }),
    ).toBe('4.0.0-canary-6808');
    expect(newestCommonCanary({'@docusaurus/core': ['3.10.2']})).toBeNull();
  });

  it("reads the Node version a release asks for, and whether this machine's meets it", () => {
    expect(minimumNode('>=24.14')).toEqual([24, 14]);
    expect(minimumNode('>=20.0')).toEqual([20, 0]);
    expect(minimumNode(undefined)).toBeNull();
    expect(satisfiesMinimum('v20.20.2', [24, 14])).toBe(false);
    expect(satisfiesMinimum('v24.21.0', [24, 14])).toBe(true);
    expect(satisfiesMinimum('v25.0.0', [24, 14])).toBe(true);
  });

  it("reads the peer a new version asks for from npm's ERESOLVE report", () => {
    const report = [
      'npm error code ERESOLVE',
      'npm error Found: typescript@5.9.3',
      'npm error Could not resolve dependency:',
      'npm error peer typescript@">=6.0" from @docusaurus/tsconfig@4.0.0-canary-6808',
      'npm error node_modules/@docusaurus/tsconfig',
    ].join('\n');
    expect(peerConflicts(report)).toEqual([
      {name: 'typescript', range: '^6.0', from: '@docusaurus/tsconfig@4.0.0-canary-6808'},
    ]);
    expect(peerConflicts('npm error code E404')).toEqual([]);
  });

  it('keeps the lines of a failed step that say what broke, without stack frames', () => {
    const output = [
      '[INFO] building',
      '[ERROR] InternalsChanged: [lean-registry] expected entries shaped …',
      '    at expectInternal (plugins/lib/internals.ts:27:25)',
      '  ✘  3 [desktop] › tests/e2e/code-blocks.spec.ts:12:1 › code is highlighted',
      'Done.',
    ].join('\n');
    expect(brokeLines(output)).toEqual([
      '[ERROR] InternalsChanged: [lean-registry] expected entries shaped …',
      '  ✘  3 [desktop] › tests/e2e/code-blocks.spec.ts:12:1 › code is highlighted',
    ]);
  });
});
