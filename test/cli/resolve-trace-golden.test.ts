import { expect } from "chai";
import { readFileSync, writeFileSync } from "node:fs";
import { readFixtureJSON } from "../fixtures/paths.js";
import { runCli } from "../support/run-cli.js";

/**
 * `webaddr resolve --trace`, byte for byte, against test/cli/resolve-trace.golden.txt:
 * RFC 3986 §5.4's normal and abnormal examples under every variant that resolves by §5.2, and
 * html5-2009 inputs whose hosts go through IDNA ToASCII and whose queries are encoded in
 * windows-1252. WEBADDR_WRITE_TRACE_GOLDEN=1 writes the file instead of comparing (for a change
 * of the output that is meant).
 */
const examples = readFixtureJSON<{ base_rfc3986: string; cases: { ref: string; rfc3986: unknown }[] }>("rfc-resolution/rfc_resolution_examples.json");
const section54 = examples.cases.filter((c) => c.rfc3986 !== null).map((c) => c.ref);

const RUNS: readonly (readonly string[])[] = [
  ...["html5-2009", "rfc3986", "rfc3987", "web-addresses-2009", "html5-wd-iri"].map((variant) => ["--variant", variant, "--base", examples.base_rfc3986, ...section54]),
  [
    "--variant",
    "html5-2009",
    "--encoding",
    "windows-1252",
    "--base",
    "http://Bücher.example/dir/a?x",
    "http://bücher.example/a?é",
    "//ÉXAMPLE.com/p?q=€‚",
    "http://xn--bcher-kva.example/?ü",
    " /a b?é#f ",
    "http://a%C3%BC.com/x?ÿ",
    "?€&ÿ",
    "http://faß.de/x?¤#\\y",
    "/p#a\\b",
    "../g?ž#é",
    "http://a%FF/",
    "http://exa mple.com/",
  ],
];

function transcript(): Promise<string> {
  return RUNS.reduce(async (text, argv) => {
    const run = await runCli(["resolve", "--trace", ...argv]);
    return `${await text}$ webaddr resolve --trace ${argv.map((a) => JSON.stringify(a)).join(" ")}\n${run.stdout}stderr: ${run.stderr}exit ${run.status}\n\n`;
  }, Promise.resolve(""));
}

describe("webaddr resolve --trace (golden output)", function () {
  this.timeout(60_000);
  it("prints what test/cli/resolve-trace.golden.txt holds", async () => {
    const file = new URL("resolve-trace.golden.txt", import.meta.url);
    const text = await transcript();
    if (process.env.WEBADDR_WRITE_TRACE_GOLDEN === "1") writeFileSync(file, text);
    expect(text).to.equal(readFileSync(file, "utf8"));
  });
});
