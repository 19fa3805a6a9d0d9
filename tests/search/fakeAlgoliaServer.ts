/**
 * A stand-in for Algolia's API on 127.0.0.1: records every request and
 * answers with whatever the test says, in Algolia's JSON format, optionally
 * late. The real Algolia clients talk to it through their `hosts` option.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: unknown;
}

export interface FakeAnswer {
  readonly status?: number;
  /** An object is sent as JSON; a string is sent as is. */
  readonly body: unknown;
  readonly delayMs?: number;
  /** Send the status line and headers at once, and only the body after `delayMs`. */
  readonly headersFirst?: boolean;
}

export interface FakeAlgolia {
  readonly requests: RecordedRequest[];
  /** Sets how the server answers from now on. */
  answer(handler: (request: RecordedRequest) => FakeAnswer): void;
  readonly host: {url: string; port: number; accept: 'readWrite'; protocol: 'http'};
  close(): Promise<void>;
}

export async function startFakeAlgolia(port: number): Promise<FakeAlgolia> {
  const requests: RecordedRequest[] = [];
  let handler: (request: RecordedRequest) => FakeAnswer = () => ({
    status: 404,
    body: {message: 'no answer set'},
  });
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        // Keep the raw text.
      }
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
      };
      requests.push(recorded);
      const answer = handler(recorded);
      const writeHead = (): void => {
        if (!res.headersSent)
          res.writeHead(answer.status ?? 200, {'Content-Type': 'application/json; charset=utf-8'});
      };
      const send = (): void => {
        if (res.destroyed) return;
        writeHead();
        res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
      };
      if (answer.headersFirst) {
        writeHead();
        res.flushHeaders();
      }
      if (answer.delayMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send();
        }, answer.delayMs);
        timers.add(timer);
      } else {
        send();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.address() as AddressInfo).port;
  return {
    requests,
    answer: (next) => {
      handler = next;
    },
    host: {url: '127.0.0.1', port: actualPort, accept: 'readWrite', protocol: 'http'},
    close: async () => {
      timers.forEach(clearTimeout);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
