import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { apiDocsPage } from "../../scripts/bench/api-docs-page.js";

/**
 * `webaddr links` on a large page keeps neither the whole parse tree (its text, every
 * node's source locations) nor every link and the whole output. A 3 MB page with about 8,000 URLs
 * under a 64 MB old space: the tree parse5 builds by default, or the links of every variant held
 * at once (or the --json text as one string), do not fit in it. Nor does the output a pipe has not
 * taken yet: the reader here takes nothing for its first second, as a slow one (`| gzip`) may not.
 * Only that it finishes is checked (and that it saw every URL), never how long it takes.
 */
describe("webaddr links on a large page, in bounded memory", () => {
  const bin = fileURLToPath(new URL("../../src/cli/bin.ts", import.meta.url));
  const page = apiDocsPage(3_000_000);
  let dir = "";
  let file = "";
  before(() => {
    dir = mkdtempSync(join(tmpdir(), "webaddr-links-memory-"));
    file = join(dir, "all.html");
    writeFileSync(file, page.html);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  for (const args of [[], ["--json"]]) {
    it(`every variant${args.length > 0 ? `, ${args.join(" ")}` : ""}, under --max-old-space-size=64, read by a slow pipe`, function () {
      this.timeout(300_000);
      // A pipe(2) between the CLI and a reader that takes nothing for its first second (Node's own
      // child-process streams are socket pairs, to which its writes block instead of queueing).
      const status = join(dir, "status");
      const run = spawnSync("sh", ["-c", '{ "$@"; echo $? > "$STATUS"; } | { sleep 1; cat; }', "sh", process.execPath, "--max-old-space-size=64", "--import", "tsx", bin, "links", file, "--address", "https://nodejs.org/api/all.html", ...args], {
        encoding: "utf8",
        env: { ...process.env, STATUS: status },
        maxBuffer: 256 * 1024 * 1024,
      });
      expect(readFileSync(status, "utf8").trim(), run.stderr.slice(-2000)).to.equal("0");
      if (args.includes("--json")) expect((JSON.parse(run.stdout) as { links: unknown[] }).links).to.have.length(page.urls);
      else expect(run.stdout.trimEnd().split("\n").pop()).to.match(new RegExp(`^${page.urls} URL\\(s\\); `));
    });
  }
});
