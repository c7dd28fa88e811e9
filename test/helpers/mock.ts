// Starts the project's mock (scripts/serve/mock.mjs: Prism behind the rule-keeping proxy) in this
// process on 127.0.0.1 and a port the system picks, and stops it with its Prism child.
import { startMock as start } from "../../scripts/serve/mock.mjs";

export interface RunningMock {
  /** `http://127.0.0.1:<port>` */
  readonly base: string;
  /** Everything the mock printed so far. */
  output(): string;
  /** The process ID of the Prism behind the proxy now (another once the mock has started it again). */
  prismPid(): number | undefined;
  /** Settles when Prism stops for good: with what went wrong, or undefined for a stop by a signal. */
  readonly stopped: Promise<string | undefined>;
  stop(): Promise<void>;
}

/** Starts the mock of spec/openapi.yaml; resolves once Prism listens behind the proxy. */
export async function startMock(): Promise<RunningMock> {
  let output = "";
  const log = (line: string) => void (output += `${line}\n`);
  const mock = await start({ port: 0, log });
  return {
    base: mock.url,
    output: () => output,
    prismPid: () => mock.prismPid,
    stopped: mock.stopped,
    stop: mock.close,
  };
}
