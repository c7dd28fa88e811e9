import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach } from "vitest";

/** One request as the server saw it. */
export interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, seen: Seen) => unknown;

/** A real HTTP server on 127.0.0.1 and a port chosen by the OS, with a swappable handler. */
export interface TestServer {
  readonly url: string;
  readonly port: number;
  /** Requests received since the last `reset()`. */
  readonly seen: Seen[];
  /** Requests being handled right now, and the most ever at once since the last `reset()`. */
  readonly load: { now: number; peak: number };
  handle(handler: Handler): void;
  reset(): void;
  close(): Promise<void>;
}

export const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text), ...headers });
  res.end(text);
};

export async function startServer(): Promise<TestServer> {
  let handler: Handler = (_req, res) => json(res, 200, {});
  const seen: Seen[] = [];
  const load = { now: 0, peak: 0 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const entry: Seen = {
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      seen.push(entry);
      load.now++;
      load.peak = Math.max(load.peak, load.now);
      res.on("close", () => load.now--);
      try {
        await handler(req, res, entry);
      } catch (error) {
        if (!res.headersSent) json(res, 599, { code: "test_server_bug", error: String(error) });
      }
    });
  });
  // Idle keep-alive connections are retired by the client alone. With Node's default (the server
  // drops a connection after 5 s idle, the client a little sooner), a client whose timers run late
  // on a busy machine sends its next request down a connection the server is closing, and the
  // call fails with ECONNRESET. close() ends every connection anyway.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    seen,
    load,
    handle(next) {
      handler = next;
    },
    reset() {
      seen.length = 0;
      load.peak = load.now;
      handler = (_req, res) => json(res, 200, {});
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The server of one suite, from {@link useServer}: its hooks start, empty and close it. */
export type SuiteServer = Omit<TestServer, "close">;

/**
 * A test server for the suite (or describe block) that calls this: started before its first test,
 * emptied before each test (requests seen, handler back to `200 {}`), closed after its last. The
 * object returned reads the running server on every use, so `server.url` and `server.seen` are
 * always the current ones; using it outside the suite's tests and hooks throws.
 */
export function useServer(): SuiteServer {
  let current: TestServer | undefined;
  const running = () => {
    if (!current) throw new Error("useServer(): the server runs only during the suite's tests and hooks");
    return current;
  };
  beforeAll(async () => {
    current = await startServer();
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  beforeEach(() => current?.reset());
  return {
    get url() {
      return running().url;
    },
    get port() {
      return running().port;
    },
    get seen() {
      return running().seen;
    },
    get load() {
      return running().load;
    },
    handle: (handler) => running().handle(handler),
    reset: () => running().reset(),
  };
}

/** A port that nothing listens on: bound, then released. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
