import fs from 'node:fs';
import net from 'node:net';
import {NGINX_CONF, PRODUCTION_ROOT, renderLocalConfig, startNginx} from '../../scripts/lib/nginx';

const SOURCE = fs.readFileSync(NGINX_CONF, 'utf8');
const LOCAL = {root: '/srv/checkout/build', port: 3456, runDir: '/tmp/help-nginx-run'};

describe('deploy/nginx.conf for a local run', () => {
  const config = renderLocalConfig(SOURCE, LOCAL);

  it('serves the given build wherever the production root was named', () => {
    expect(config).not.toContain(PRODUCTION_ROOT);
    expect(config).toContain('root /srv/checkout/build;');
    expect(config).toContain('include /srv/checkout/build/_nginx/http.conf;');
    expect(config).toContain('include /srv/checkout/build/_nginx/server.conf;');
  });

  it('listens on 127.0.0.1 only', () => {
    const listeners = config.split('\n').filter((line) => /^\s*listen /.test(line));
    expect(listeners.map((line) => line.trim())).toEqual(['listen 127.0.0.1:3456 default_server;']);
  });

  it('keeps logs and temporary files in its own folder', () => {
    expect(config).toContain('access_log /tmp/help-nginx-run/access.log;');
    for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      expect(config).toContain(`${kind}_temp_path /tmp/help-nginx-run/${kind};`);
    }
  });

  it('runs its workers as the user running the tools, or leaves the choice to nginx without one', () => {
    expect(SOURCE).toMatch(/^user www-data;$/m);
    expect(renderLocalConfig(SOURCE, {...LOCAL, user: 'root'})).toMatch(/^user root;$/m);
    expect(config).not.toMatch(/^user /m);
  });

  it('changes nothing else', () => {
    const rest = (text: string): string[] =>
      text.split('\n').filter((line) => !/listen |access_log|_temp_path|^user /.test(line));
    expect(rest(config.split(LOCAL.root).join(PRODUCTION_ROOT))).toEqual(rest(SOURCE));
  });

  it('says which part is missing when the production config changes shape', () => {
    expect(() =>
      renderLocalConfig(SOURCE.replace('listen 80 default_server;', 'listen 8080;'), LOCAL),
    ).toThrow('deploy/nginx.conf has no port 80 listener');
    expect(() => renderLocalConfig(SOURCE.split(PRODUCTION_ROOT).join('/srv/www'), LOCAL)).toThrow(
      `no longer serves ${PRODUCTION_ROOT}`,
    );
  });
});

describe('starting nginx', () => {
  it('refuses a port something else already listens on, instead of taking its answers for nginx', async () => {
    const other = net.createServer();
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const {port} = other.address() as net.AddressInfo;
    try {
      await expect(startNginx({root: '/srv/checkout/build', port})).rejects.toThrow(
        `127.0.0.1:${port} is already in use`,
      );
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
