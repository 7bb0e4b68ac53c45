import { expect } from "chai";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildWeb, STATIC_FILES, type WebBuild } from "../../scripts/build-web.js";
import { startStaticServer, type StaticServer } from "../../scripts/serve-web.js";
import { StringDecoder } from "../../src/web/shims/string-decoder.js";

describe("web: building and serving the page", function () {
  this.timeout(60_000);
  let temp: string;
  let build: WebBuild;
  let server: StaticServer;

  before(async () => {
    temp = mkdtempSync(join(tmpdir(), "webaddr-build-"));
    build = await buildWeb(join(temp, "site"));
    server = await startStaticServer(build.outDir, 0);
  });

  after(async () => {
    await server?.close();
    rmSync(temp, { recursive: true, force: true });
  });

  it("bundles the page with the static files beside it", () => {
    for (const file of ["main.js", ...STATIC_FILES]) expect(existsSync(join(build.outDir, file)), file).to.equal(true);
    // The generated parsers are in the first paint (the page runs them all at once).
    expect(build.inputs.some((path) => path.startsWith("generated/"))).to.equal(true);
  });

  it("loads the legacy encodings' tables (iconv-lite) on demand only: a UTF-8 document needs none", () => {
    expect(build.inputs.filter((path) => path.includes("node_modules/iconv-lite/"))).to.deep.equal([]);
    const onDemand = build.outputs.filter((o) => o.loaded === "on-demand").flatMap((o) => o.inputs);
    expect(onDemand.some((path) => path.includes("node_modules/iconv-lite/"))).to.equal(true);
  });

  it("loads the overlay panel's code (the ABNF reader, the workbench, the grammar texts) on demand only, with no Node module", () => {
    const onDemand = build.outputs.filter((o) => o.loaded === "on-demand");
    const inputs = onDemand.flatMap((o) => o.inputs);
    expect(inputs.some((path) => path.endsWith("src/web/overlay-variant.ts"))).to.equal(true);
    expect(inputs.some((path) => path.endsWith("src/grammar/grammar-files.web.ts"))).to.equal(true);
    expect(inputs.filter((path) => path.startsWith("src/cli/") || path.startsWith("node:") || path.endsWith("src/grammar/grammar-files.ts"))).to.deep.equal([]);
  });

  it("keeps Node-only modules out of the first paint", () => {
    // The CLI, grammar files, the grammar compiler (Peggy), the ABNF reader and the workbench
    // (in the overlay panel's chunk, loaded on demand), and any node: builtin.
    const nodeOnly = build.inputs.filter(
      (path) =>
        path.startsWith("src/cli/") ||
        path.startsWith("src/abnf/") ||
        path.includes("grammar-files") ||
        path.includes("compile-grammar") ||
        path.includes("src/workbench/") ||
        path.includes("node_modules/peggy/") ||
        path.startsWith("node:"),
    );
    expect(nodeOnly).to.deep.equal([]);
  });

  it("stays a reasonable size", () => {
    // 0.9 MB when written (minified, not compressed): seven variants' parsers and trace parsers,
    // the URL Standard parser and the IDNA tables. A jump far past this means something unintended came in.
    expect(build.bundleBytes).to.be.below(3_000_000);
  });

  it("serves the files on 127.0.0.1 with their types and a CSP, and nothing outside them", async () => {
    expect(server.url).to.match(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const index = await fetch(server.url);
    expect(index.status).to.equal(200);
    expect(index.headers.get("content-type")).to.equal("text/html; charset=utf-8");
    expect(index.headers.get("content-security-policy")).to.include("script-src 'self'");
    expect((await fetch(server.url + "main.js")).headers.get("content-type")).to.equal("text/javascript; charset=utf-8");
    for (const path of ["../package.json", "%2e%2e/package.json", "..%2fpackage.json", "nope.js", "generated/rfc3986.js", ".hidden.js"]) {
      expect((await fetch(server.url + path)).status, path).to.equal(404);
    }
    expect((await fetch(server.url, { method: "POST" })).status).to.equal(405);
  });

  it("decodes in the browser's string_decoder stand-in as Node does, across writes", () => {
    const bytes = Buffer.from("é☺\u{1F600}", "utf8");
    const decoder = new StringDecoder("utf8");
    expect([...bytes].map((b) => decoder.write(Uint8Array.of(b))).join("") + decoder.end()).to.equal("é☺\u{1F600}");
    const utf16 = new StringDecoder("ucs2");
    const le = Buffer.from("a☺", "utf16le");
    expect(utf16.write(le.subarray(0, 3)) + utf16.write(le.subarray(3)) + utf16.end()).to.equal("a☺");
    const base64 = new StringDecoder("base64");
    expect(base64.write(Uint8Array.of(1, 2)) + base64.write(Uint8Array.of(3, 4)) + base64.end()).to.equal(Buffer.from([1, 2, 3, 4]).toString("base64"));
  });
});
