import net from 'node:net';
import zlib from 'node:zlib';

export interface RawResponse {
  readonly status: number;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  /** The body, decoded from its Content-Encoding, as latin1 text. */
  readonly body: string;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/** The answer in `data` once it is complete (its whole head, and its body when a length is given). */
function parseAnswer(data: Buffer, closed: boolean): RawResponse | undefined {
  const headEnd = data.indexOf(HEAD_END);
  if (headEnd === -1) return undefined;
  const [statusLine, ...lines] = data.subarray(0, headEnd).toString('latin1').split('\r\n');
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
  if (!match) throw new Error(`Not an HTTP answer: ${JSON.stringify(statusLine)}`);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = headers['content-length'] === undefined ? undefined : Number(headers['content-length']);
  let body = data.subarray(headEnd + HEAD_END.length);
  if (length === undefined ? !closed : body.length < length) return undefined;
  if (length !== undefined) body = body.subarray(0, length);
  if (headers['content-encoding'] === 'br') body = zlib.brotliDecompressSync(body);
  if (headers['content-encoding'] === 'gzip') body = zlib.gunzipSync(body);
  return {status: Number(match[1]), headers, body: body.toString('latin1')};
}

/**
 * Sends request bytes exactly as given (no URL normalisation, unlike HTTP
 * clients) to 127.0.0.1:port and reads the first answer.
 */
export function rawRequest(port: number, request: string, timeoutMs = 5_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = Buffer.alloc(0);
    const settle = (closed: boolean): void => {
      try {
        const answer = parseAnswer(data, closed);
        if (answer) {
          resolve(answer);
          socket.destroy();
        } else if (closed) {
          reject(new Error(`Incomplete answer: ${JSON.stringify(data.toString('latin1').slice(0, 200))}`));
        }
      } catch (error) {
        reject(error);
        socket.destroy();
      }
    };
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new Error(`No complete answer within ${timeoutMs} ms`)),
    );
    socket.on('connect', () => socket.write(request));
    socket.on('data', (chunk) => {
      data = Buffer.concat([data, chunk]);
      settle(false);
    });
    // The server may answer and close before it has read everything sent (over-long requests).
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => settle(true));
  });
}

/** A GET for a raw request target, closing the connection after the answer. */
export function rawGet(port: number, target: string, extraHeaders = ''): Promise<RawResponse> {
  return rawRequest(
    port,
    `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extraHeaders}Connection: close\r\n\r\n`,
  );
}
