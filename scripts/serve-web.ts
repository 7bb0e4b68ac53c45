/**
 * Serves web-dist/ (the built desk calculator) on 127.0.0.1, on a free port unless PORT is set,
 * and prints the page's URL. `npm start` builds the page first. Also used in-process by the
 * browser tests (startStaticServer).
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const port = process.env["PORT"] === undefined ? 0 : Number(process.env["PORT"]);
  const { url } = await startStaticServer(DEFAULT_WEB_OUT_DIR, port);
  console.log(`webaddr desk calculator: ${url}`);
  console.log("(Ctrl-C stops the server)");
}
