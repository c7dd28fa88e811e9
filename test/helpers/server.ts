import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import { type AddressInfo, createServer as createNetServer } from "node:net";
import { afterEach, beforeEach } from "vitest";

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

/** The ports of the servers {@link useServer} started in this process. */
const used = new Set<number>();

/** The server of one test, from {@link useServer}. */
export type ServerOfTest = Omit<TestServer, "close">;

/**
 * A test server of its own for each test of the suite (or describe block) that calls this: started
 * before the test (and its beforeEach hooks), closed after it, connections and all. A request a
 * call of an earlier test sends late (an aborted attempt the server reads only now, a retry) finds
 * that test's server closed, so `seen` and `load` hold only the running test's requests. The object
 * returned reads the running server on every use; using it outside a test and its hooks throws. One
 * test at a time: a suite of concurrent tests starts its servers with {@link startServer}.
 */
export function useServer(): ServerOfTest {
  let current: TestServer | undefined;
  const running = () => {
    if (!current)
      throw new Error("useServer(): a server runs only during each test and its beforeEach/afterEach hooks");
    return current;
  };
  beforeEach(async () => {
    // Never a port an earlier test's server had: the OS may hand one out again at once.
    for (let tries = 0; !current && tries < 20; tries++) {
      const server = await startServer();
      if (used.has(server.port)) await server.close();
      else current = server;
    }
    used.add(running().port);
  });
  afterEach(async () => {
    const server = current;
    current = undefined;
    await server?.close();
  });
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

/**
 * A server on 127.0.0.1 that answers every request with `head` (a status line and headers that
 * declare a body of 50 bytes) and 4 bytes of that body, then closes the connection: an answer whose
 * body breaks. `requests` holds the request line of each request.
 */
export async function startBreakingServer(head: string) {
  const requests: string[] = [];
  const server = createNetServer((socket) =>
    socket.once("data", (chunk) => {
      requests.push(chunk.toString().split("\r\n")[0]!);
      socket.end(`${head}\r\nContent-Length: 50\r\n\r\n0123`);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * The platform's fetch, reading a copy of each answer's body to its end (or failure) before handing
 * the answer on: by the time the client drops a body that breaks, it has broken.
 */
export async function readingFetch(request: Request, init: RequestInit): Promise<Response> {
  const response = await fetch(request, init);
  await response
    .clone()
    .text()
    .catch(() => undefined);
  return response;
}
