/**
 * Serves web-dist/ (the built desk calculator) on 127.0.0.1, on a free port unless PORT is set,
 * and prints the page's URL. `npm start` builds the page first, then runs this script with the
 * shell's exec, so that a SIGTERM npm passes on reaches the server (through tsx) rather than only
 * the shell, which would leave the server running. Also used in-process by the browser tests
 * (startStaticServer).
 *
 * Only files directly inside the root are served (the page is flat), so no path can climb out.
 */
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { DEFAULT_WEB_OUT_DIR } from "./build-web.js";

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".map": "application/json; charset=utf-8",
};

/** Defence in depth beside the page's own meta CSP: no script but the bundle, nothing fetched from elsewhere. */
const CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'";

/** A name the server serves: one path segment of safe characters, with a known extension. */
const SERVABLE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

export interface StaticServer {
  readonly url: string;
  readonly server: Server;
  close(): Promise<void>;
}

export async function startStaticServer(root: string = DEFAULT_WEB_OUT_DIR, port = 0): Promise<StaticServer> {
  const server = createServer((request, response) => {
    void (async () => {
      const pathname = new URL(request.url ?? "/", "http://127.0.0.1").pathname;
      const name = pathname === "/" ? "index.html" : pathname.slice(1);
      const extension = name.slice(name.lastIndexOf("."));
      const contentType = CONTENT_TYPES[extension];
      if (request.method !== "GET" && request.method !== "HEAD") {
        response.writeHead(405, { allow: "GET, HEAD" }).end();
        return;
      }
      if (!SERVABLE_NAME.test(name) || name.includes("..") || contentType === undefined) {
        response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("not found\n");
        return;
      }
      try {
        const body = await readFile(join(root, name));
        response.writeHead(200, {
          "content-type": contentType,
          "content-security-policy": CONTENT_SECURITY_POLICY,
          "x-content-type-options": "nosniff",
          "cache-control": "no-cache",
        });
        response.end(request.method === "HEAD" ? undefined : body);
      } catch {
        response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("not found\n");
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actualPort}/`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** PORT from the environment: unset or empty is 0 (any free port); else a whole number to 65535. */
export function portFromEnvironment(value: string | undefined): number | string {
  if (value === undefined || value.trim() === "") return 0;
  const port = Number(value);
  if (!/^\s*\d+\s*$/.test(value) || port > 65535) return `PORT must be a whole number from 0 to 65535 (0 or unset: any free port), got ${JSON.stringify(value)}`;
  return port;
}

/**
 * Why the server could not listen, as one line for `npm start`: a port in use or one that needs
 * privileges is a situation to explain, not a stack trace to show. Undefined for an error that
 * is not a system error (a bug: let it be thrown).
 */
export function listenFailureMessage(error: unknown, port: number): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string") return undefined;
  const where = `port ${port} on 127.0.0.1`;
  const advice = "set PORT to another port, or leave it unset for any free one";
  if (code === "EADDRINUSE") return `webaddr desk calculator: ${where} is already in use; ${advice}`;
  if (code === "EACCES") return `webaddr desk calculator: no permission to listen on ${where}${port < 1024 ? " (ports below 1024 need privileges)" : ""}; ${advice}`;
  return `webaddr desk calculator: cannot listen on ${where}: ${error instanceof Error ? error.message : code}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const port = portFromEnvironment(process.env["PORT"]);
  if (typeof port === "string") {
    console.error(`webaddr desk calculator: ${port}`);
    process.exit(1);
  }
  try {
    const { url } = await startStaticServer(DEFAULT_WEB_OUT_DIR, port);
    console.log(`webaddr desk calculator: ${url}`);
    console.log("(Ctrl-C stops the server)");
  } catch (e) {
    const message = listenFailureMessage(e, port);
    if (message === undefined) throw e;
    console.error(message);
    process.exit(1);
  }
}
