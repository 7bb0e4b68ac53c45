import { expect } from "chai";
import { writeFileSync } from "node:fs";
import { Readable } from "node:stream";
import { main } from "../../src/cli/main.js";
import { runCli } from "../support/run-cli.js";
import { overlayFolder, PIPE_IN_QUERY_ABNF, PIPE_IN_QUERY_PEGGY } from "./overlay-files.js";

const CORPUS = ["http://example.com/search?q=a|b", "http://example.com/search?q=a", "http://example.com/a|b", "http://example.com/?x=1#frag|ment", "?|", "http://[::1]/?a|b&c"].join("\n") + "\n";

describe("webaddr compare --variant base --variant base+overlay.peggy", () => {
  const folder = overlayFolder();
  const pipe = folder.write("pipe.peggy", PIPE_IN_QUERY_PEGGY);
  folder.write("pipe.abnf", PIPE_IN_QUERY_ABNF);
  const corpus = folder.write("corpus.txt", CORPUS);
  after(() => folder.cleanup());

  it("--changed shows exactly the inputs the overlay changed", async () => {
    const r = await runCli(["compare", "--variant", "rfc3986", "--variant", `rfc3986+${pipe}`, "--changed", corpus]);
    expect(r.status).to.equal(0);
    const headlines = r.stdout.split("\n").filter((l) => /^line \d+: /.test(l));
    expect(headlines).to.deep.equal([
      'line 1: "http://example.com/search?q=a|b" — some reject (rfc3986)',
      'line 5: "?|" — some reject (rfc3986)',
      'line 6: "http://[::1]/?a|b&c" — some reject (rfc3986)',
    ]);
    expect(r.stdout).to.include(`  rfc3986+${pipe}`);
    expect(r.stdout).to.include('query "q=a|b"');
  });

  it("--jsonl records name the runtime variant by its id", async () => {
    const r = await runCli(["compare", "--jsonl", "--variant", "rfc3986", "--variant", `rfc3986+${pipe}`, corpus]);
    const records = r.stdout.trim().split("\n").map((l) => JSON.parse(l) as { kind?: string; input?: string; rejectedBy?: string[] });
    expect(records.filter((x) => x.kind === "compared" && x.rejectedBy!.length === 1).map((x) => x.input)).to.deep.equal(["http://example.com/search?q=a|b", "?|", "http://[::1]/?a|b&c"]);
  });

  it("an overlay that does not compile is reported with file:line:column before any input; exit 1", async () => {
    const broken = folder.write("broken.peggy", "query\n  = (pchar / \"|\"\n");
    const r = await runCli(["compare", "--variant", "rfc3986", "--variant", `rfc3986+${broken}`, corpus]);
    expect(r.status).to.equal(1);
    expect(r.stdout).to.equal("");
    expect(r.stderr).to.match(new RegExp(`^${broken.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:\\d+:\\d+: error: grammar syntax`));
  });

  it("usage: --variant and --variants together, --watch on standard input", async () => {
    expect((await runCli(["compare", "--variant", "rfc3986", "--variants", "rfc3986", corpus])).status).to.equal(2);
    expect((await runCli(["compare", "--watch", "--variant", `rfc3986+${pipe}`, "-"], CORPUS)).status).to.equal(2);
    expect((await runCli(["compare", "--watch", "--variant", "rfc3986", corpus])).status).to.equal(2);
  });

  it("--watch compares again after the overlay is saved", async () => {
    const peggy = folder.write("watched.peggy", PIPE_IN_QUERY_PEGGY);
    const controller = new AbortController();
    const out: string[] = [];
    const stdin = Object.assign(Readable.from([]), { isTTY: true });
    const done = main(["compare", "--watch", "--changed", "--variant", "rfc3986", "--variant", `rfc3986+${peggy}`, corpus], { out: (l) => out.push(l), err: () => {}, stdin, signal: controller.signal });
    const until = async (check: () => boolean): Promise<void> => {
      for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
      if (!check()) throw new Error("timed out");
    };
    await until(() => out.some((l) => l.includes("3 some reject")));
    await new Promise((r) => setTimeout(r, 50));
    // Now "|" also in fragments: line 4 changes too.
    writeFileSync(peggy, `${PIPE_IN_QUERY_PEGGY}\nfragment\n  = (pchar / "/" / "?" / "|")*\n`);
    await until(() => out.some((l) => l.includes("4 some reject")));
    controller.abort();
    expect(await done).to.equal(0);
  });
});
