import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {resolveRequest} from '../../scripts/serve-build';

describe('build server path resolution', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'help-build-'));
  fs.mkdirSync(path.join(root, 'jet', 'jobs'), {recursive: true});
  fs.writeFileSync(path.join(root, 'jet', 'jobs', 'index.html'), 'jobs');
  fs.writeFileSync(path.join(root, '500.html'), 'error');
  fs.mkdirSync(path.join(root, 'empty'));

  it('serves files as they are and folders through index.html', () => {
    expect(resolveRequest(root, '/500.html')).toEqual({kind: 'file', file: path.join(root, '500.html')});
    expect(resolveRequest(root, '/jet/jobs/')).toEqual({
      kind: 'file',
      file: path.join(root, 'jet', 'jobs', 'index.html'),
    });
  });

  it('redirects a folder address without its trailing slash', () => {
    expect(resolveRequest(root, '/jet/jobs')).toEqual({kind: 'redirect', location: '/jet/jobs/'});
  });

  it('answers not-found for unknown paths, empty folders and anything outside the build', () => {
    expect(resolveRequest(root, '/nope/')).toEqual({kind: 'not-found'});
    expect(resolveRequest(root, '/empty/')).toEqual({kind: 'not-found'});
    expect(resolveRequest(root, '/../../etc/passwd')).toEqual({kind: 'not-found'});
    expect(resolveRequest(root, '/%2e%2e/%2e%2e/etc/passwd')).toEqual({kind: 'not-found'});
    expect(resolveRequest(root, '/%E0%A4%A')).toEqual({kind: 'not-found'});
    expect(resolveRequest(root, '/a%00b')).toEqual({kind: 'not-found'});
  });
});
