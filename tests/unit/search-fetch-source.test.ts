import http from 'node:http';
import {fetchSource} from '../../src/search/local/fetchSource';

/** A tiny site on 127.0.0.1 whose answers each test chooses. */
describe('fetching the local index in the browser', () => {
  let answer: (url: string, res: http.ServerResponse) => void = () => undefined;
  const requested: string[] = [];
  const server = http.createServer((req, res) => {
    requested.push(req.url ?? '');
    answer(req.url ?? '', res);
  });
  const base = 'http://127.0.0.1:3452/';
  beforeAll(() => new Promise<void>((resolve) => server.listen(3452, '127.0.0.1', resolve)));
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("fetches a shard and a page's body texts by shard name, with the build id", async () => {
    answer = (url, res) =>
      url.includes('/jet.json') || url.includes('@1.0.json')
        ? res.writeHead(200, {'Content-Type': 'application/json'}).end('{"format":1}')
        : res.writeHead(200, {'Content-Type': 'application/json'}).end('["Lead", "Section"]');
    const source = fetchSource(base, 'b42');
    await expect(source.shard('jet')).resolves.toEqual({format: 1});
    await expect(source.texts('jet', 3)).resolves.toEqual(['Lead', 'Section']);
    await expect(source.shard('jet@1.0')).resolves.toEqual({format: 1});
    await expect(source.texts('jet@1.0', 7)).resolves.toEqual(['Lead', 'Section']);
    expect(requested.slice(-4)).toEqual([
      '/search-index/jet.json?v=b42',
      '/search-index/jet/3.json?v=b42',
      '/search-index/jet@1.0.json?v=b42',
      '/search-index/jet@1.0/7.json?v=b42',
    ]);
  });

  it('fails on a missing index, on a page instead of an index, and on garbage', async () => {
    const source = fetchSource(base, 'b42');
    answer = (_url, res) => res.writeHead(404, {'Content-Type': 'text/html'}).end('<h1>Not found</h1>');
    await expect(source.shard('jet')).rejects.toThrow('answered 404');
    answer = (_url, res) => res.writeHead(200, {'Content-Type': 'text/html'}).end('<h1>Home</h1>');
    await expect(source.shard('jet')).rejects.toThrow('is a page');
    answer = (_url, res) => res.writeHead(200, {'Content-Type': 'application/json'}).end('{not json');
    await expect(source.shard('jet')).rejects.toThrow();
  });

  it('gives up on a server slower than its time limit', async () => {
    answer = () => undefined; // Never answers: only the limit can end the fetch.
    await expect(fetchSource(base, 'b42', 50).shard('jet')).rejects.toThrow(/abort/i);
  });
});
