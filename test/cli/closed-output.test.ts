import { expect } from "chai";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { main } from "../../src/cli/main.js";
import { collect, exited, SOURCE_BIN, startProgram } from "./spawn-bin.js";

/** Starts the program, reads its first line of output, then closes that pipe as `| head -1` does. */
async function closeAfterFirstLine(args: readonly string[], feed?: (stdin: NodeJS.WritableStream) => void): Promise<{ status: number | string; stderr: string; first: string }> {
  const child = startProgram(SOURCE_BIN, args);
  const stderr = collect(child.stderr);
  child.stdin.on("error", () => {}); // the child may stop reading before we stop writing
  if (feed === undefined) child.stdin.end();
  else feed(child.stdin);
  const first = await new Promise<string>((resolve) => {
    let text = "";
    child.stdout.on("data", (chunk: Buffer) => {
      text += chunk.toString("utf8");
      if (text.includes("\n")) resolve(text.slice(0, text.indexOf("\n")));
    });
  });
  child.stdout.destroy();
  return { status: await exited(child), stderr: await stderr, first };
}

describe("webaddr when the reader of its output goes away (… | head -1)", function () {
  this.timeout(60_000);
  const dir = mkdtempSync(join(tmpdir(), "webaddr-closed-"));
  after(() => rmSync(dir, { recursive: true, force: true }));
  // Far more output than a pipe holds, so that writes go on after the reader has gone.
  const urls = join(dir, "urls.txt");
  writeFileSync(urls, Array.from({ length: 20_000 }, (_, i) => `http://h${i}.example/p?q=${i}`).join("\n"));
  const page = join(dir, "page.html");
  writeFileSync(page, `<!doctype html><meta charset=utf-8>${Array.from({ length: 5_000 }, (_, i) => `<a href="p${i}.html">${i}</a>`).join("\n")}`);

  const cases: [string, string[]][] = [
    ["parse --file", ["parse", "--file", urls]],
    ["compare", ["compare", "--variants", "html5-2009,rfc3986", urls]],
    ["compare --jsonl in worker threads", ["compare", "--variants", "html5-2009,rfc3986", "--jsonl", "--workers", "2", "--worker-threshold", "10", urls]],
    ["links", ["links", page, "--address", "http://example.com/", "--variants", "html5-2009"]],
  ];
  for (const [name, args] of cases) {
    it(`${name}: exits with status 0 and nothing on standard error (no EPIPE stack trace)`, async () => {
      const run = await closeAfterFirstLine(args);
      expect(run.first).to.not.equal("");
      expect(run.stderr).to.equal("");
      expect(run.status).to.equal(0);
    });
  }

  it("stops reading standard input: an input that never ends does not keep it running", async () => {
    let feeding = true;
    const run = await closeAfterFirstLine(["parse"], (stdin) => {
      const more = (): void => {
        if (!feeding) return;
        if (stdin.write("http://a/\n".repeat(1000))) setImmediate(more);
        else stdin.once("drain", more);
      };
      more();
    });
    feeding = false;
    expect(run.first).to.equal("input          http://a/");
    expect(run.stderr).to.equal("");
    expect(run.status).to.equal(0);
  });

  it("a closed standard error only silences messages: the results still all come, status as usual", async () => {
    const child = startProgram(SOURCE_BIN, ["parse", "--json", "--file", urls]);
    child.stdin.end();
    child.stderr.destroy(); // the "20000 inputs: …" count at the end goes nowhere
    const stdout = await collect(child.stdout);
    expect(await exited(child)).to.equal(0);
    expect(stdout.trim().split("\n")).to.have.length(20_000);
  });

  it("in process: once ctx.outputClosed is aborted, the command reads no further input", async () => {
    let read = 0;
    const endless = Object.assign(
      Readable.from(
        (function* () {
          for (;;) {
            read++;
            yield Buffer.from("http://a/\n");
          }
        })(),
      ),
      { isTTY: false },
    );
    const closed = new AbortController();
    const out: string[] = [];
    const status = await main(["parse", "--json"], {
      out: (line) => {
        out.push(line);
        if (out.length === 3) closed.abort();
      },
      err: () => {},
      stdin: endless,
      outputClosed: closed.signal,
    });
    expect(status).to.equal(0);
    expect(out).to.have.length(3);
    expect(read).to.be.below(100);
  });
});
