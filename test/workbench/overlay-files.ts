import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A temporary folder for overlay files, removed by cleanup(). */
export function overlayFolder(): { path: (name: string) => string; write: (name: string, text: string) => string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "webaddr-workbench-"));
  return {
    path: (name) => join(dir, name),
    write: (name, text) => {
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** "What if "|" were allowed in query?" — the worked example of docs/workbench.md. */
export const PIPE_IN_QUERY_PEGGY = `// What if "|" were allowed in query?
query
  = (pchar / "/" / "?" / "|")*
`;

export const PIPE_IN_QUERY_ABNF = `; What if "|" were allowed in query?
query         = *( pchar / "/" / "?" / "|" )
`;

/**
 * f with WEBADDR_DERIVE=0 for the time of its call (the ABNF parses an .abnf overlay alone,
 * src/workbench/derived-variant.ts), restored after.
 */
export function withoutDerivation<A extends unknown[], R>(f: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args) => {
    const before = process.env.WEBADDR_DERIVE;
    process.env.WEBADDR_DERIVE = "0";
    try {
      return await f(...args);
    } finally {
      if (before === undefined) delete process.env.WEBADDR_DERIVE;
      else process.env.WEBADDR_DERIVE = before;
    }
  };
}
