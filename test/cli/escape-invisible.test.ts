import { expect } from "chai";
import { escapeInvisible } from "../../src/cli/escape-invisible.js";
import { runCli } from "../support/run-cli.js";

const RLO = "\u202E"; // right-to-left override: reverses what follows on a terminal
const ZWSP = "\u200B";
/** Any character a message must not carry raw (tab and newline aside, which the checks below place). */
const RAW_INVISIBLE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u00AD\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;

describe("messages escape invisible characters as the input line does", () => {
  it("escapeInvisible: controls, format characters, odd spaces and lone surrogates as \\u{…}; visible text and line breaks kept", () => {
    expect(escapeInvisible(`a${ZWSP}b${RLO}c\u0001\t\r\u00A0\uD800`)).to.equal("a\\u{200B}b\\u{202E}c\\u{0001}\\u{0009}\\u{000D}\\u{00A0}\\u{D800}");
    expect(escapeInvisible("é 例 — … §\nnext line")).to.equal("é 例 — … §\nnext line");
  });

  it("a parse error quoting the input: escaped, as in the input line under it", async () => {
    const run = await runCli(["parse", "--variant", "rfc3986", `http://a/${RLO}x`]);
    expect(run.status).to.equal(1);
    expect(run.stdout).to.include('rfc3986: error: not a URI-reference under rfc3986: found "\\u{202E}" at offset 9');
    expect(run.stdout).to.include("  http://a/\\u{202E}x\n");
    expect(run.stdout).to.not.match(RAW_INVISIBLE);
  });

  it("a parsed component's value: escaped in the ruler", async () => {
    const run = await runCli(["parse", `http://a/${ZWSP}`]);
    expect(run.stdout).to.include('"/\\u{200B}"');
    expect(run.stdout).to.not.match(RAW_INVISIBLE);
  });

  it("resolve: an error quoting the base, and --trace lines", async () => {
    const bad = await runCli(["resolve", "--variant", "rfc3986", "--base", `http://a${RLO}/`, "x"]);
    expect(bad.status).to.equal(2);
    expect(bad.stderr).to.include('the base "http://a\\u{202E}/" is not a URI');
    expect(bad.stderr).to.not.match(RAW_INVISIBLE);
    const failed = await runCli(["resolve", "--variant", "rfc3986", "--base", "http://a/", `${RLO}x`]);
    expect(failed.stdout).to.include('found "\\u{202E}"');
    expect(failed.stdout).to.not.match(RAW_INVISIBLE);
    const traced = await runCli(["resolve", "--trace", "--base", "http://a/", `#${ZWSP}`]);
    expect(traced.stdout).to.include('input                      "#\\u{200B}"');
    expect(traced.stdout).to.not.match(RAW_INVISIBLE);
  });

  it("usage errors echoing what was typed: an unknown command, variant, attribute", async () => {
    for (const argv of [[`pa${ZWSP}rse`], ["help", `x\u001B[2J`], ["parse", "--variant", `rfc${RLO}3986`, "x"], ["attrs", "--set", `po${ZWSP}rt=1`, "http://a/"]]) {
      const run = await runCli(argv);
      expect(run.status, JSON.stringify(argv)).to.equal(2);
      expect(run.stderr, JSON.stringify(argv)).to.match(/\\u\{(200B|202E)\}|\\u001b/);
      expect(run.stderr, JSON.stringify(argv)).to.not.match(RAW_INVISIBLE);
    }
  });

  it("compare's text records, and attrs' table", async () => {
    const compared = await runCli(["compare", "--variants", "html5-2009,rfc3986"], `http://a/${RLO}\n`);
    expect(compared.stdout).to.include('"http://a/\\u{202E}"');
    expect(compared.stdout).to.not.match(RAW_INVISIBLE);
    const attrs = await runCli(["attrs", `http://a/#${ZWSP}`]);
    expect(attrs.stdout).to.include('hash      "#\\u{200B}"');
  });
});
