import { expect } from "chai";
import { runCli } from "../support/run-cli.js";
import { overlayFolder, PIPE_IN_QUERY_PEGGY } from "./overlay-files.js";

/** RFC 3986's order of dec-octet's alternatives: a PEG takes the first that matches, so "25" of "25.1.1.1" is one DIGIT and the host is no IPv4address. */
const DEC_OCTET_RFC_ORDER_PEGGY = `// dec-octet in RFC 3986's order
dec_octet = DIGIT / [1-9] DIGIT / "1" DIGIT DIGIT / "2" [0-4] DIGIT / "25" [0-5]
`;

const CORPUS = ["http://25.1.1.1/", "http://1.2.3.4/", "http://example.com/"].join("\n") + "\n";

/**
 * The lines of a corpus as JSON Lines, each with a base no variant resolves against ("--base" must
 * be absolute under some variant in use; an input's own base is compared as given).
 */
const againstNotAbsolute = (text: string): string =>
  text
    .split("\n")
    .filter((line) => line !== "")
    .map((input) => JSON.stringify({ input, base: "not-absolute" }))
    .join("\n") + "\n";

interface PairJSON {
  variants: [string, string];
  class: string;
  bothReject: boolean;
  components: string[];
  parseRejectedBy?: string;
  productions?: { component: string; from: string; to: string }[];
}
interface RecordJSON {
  kind: string;
  input: string;
  class: string;
  rejectedBy: string[];
  parseRejectedBy?: string[];
  productions?: string[];
  pairs: PairJSON[];
}

describe("webaddr compare: productions differ, and parse differences a base hides", () => {
  const folder = overlayFolder();
  const decOctet = folder.write("dec-octet.peggy", DEC_OCTET_RFC_ORDER_PEGGY);
  const pipe = folder.write("pipe.peggy", PIPE_IN_QUERY_PEGGY);
  const corpus = folder.write("corpus.txt", CORPUS);
  const variants = ["--variant", "html5-2009", "--variant", `html5-2009+${decOctet}`];
  after(() => folder.cleanup());

  const jsonl = (stdout: string): RecordJSON[] =>
    stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as RecordJSON & { summary?: unknown })
      .filter((r) => r.summary === undefined);

  it("--changed (text) lists the input whose host moved from IPv4address to reg_name, though its components are the same", async () => {
    const r = await runCli(["compare", ...variants, "--changed", corpus]);
    expect(r.status).to.equal(0);
    const headlines = r.stdout.split("\n").filter((l) => /^line \d+: /.test(l));
    expect(headlines).to.deep.equal(['line 1: "http://25.1.1.1/" — productions differ (host)']);
    expect(r.stdout).to.include(`  html5-2009 ~ html5-2009+${decOctet}: host: IPv4address → reg_name\n`);
    expect(r.stdout).to.match(/: 2 all agree, 0 some reject, 0 some reject at parse \(all fail to resolve\), 0 components differ, 0 resolved href differs, 1 productions differ; not checked: grammar of \S+ on 3 inputs \(a \.peggy with no \.abnf beside it: PEG's ordered choice decided what it accepts\)$/m);
    expect(r.stdout).to.include("host: IPv4address → reg_name 1");
  });

  it("--changed --jsonl: the record and its pair say which component, from which production to which", async () => {
    const r = await runCli(["compare", ...variants, "--changed", "--jsonl", corpus]);
    const records = jsonl(r.stdout);
    expect(records.map((x) => [x.input, x.class, x.productions])).to.deep.equal([["http://25.1.1.1/", "productions-differ", ["host"]]]);
    // The .peggy has no .abnf beside it: every record says its grammar was not checked.
    expect((records[0] as { unchecked?: unknown }).unchecked).to.deep.equal({ [`html5-2009+${decOctet}`]: ["grammar"] });
    // (A record's pair has components only when some differ.)
    expect(records[0]!.pairs[0]).to.deep.include({ class: "productions", productions: [{ component: "host", from: "IPv4address", to: "reg_name" }] });
    expect(records[0]!.pairs[0]).to.not.have.property("components");
    const summary = (JSON.parse(r.stdout.trim().split("\n").at(-1)!) as { summary: { classes: Record<string, number>; pairs: { counts: Record<string, number>; productions: Record<string, number> }[] } }).summary;
    expect(summary.classes["productions-differ"]).to.equal(1);
    expect(summary.pairs[0]!.counts.productions).to.equal(1);
    expect(summary.pairs[0]!.productions).to.deep.equal({ "host: IPv4address → reg_name": 1 });
  });

  it("with a base both fail to resolve against, the productions difference still shows", async () => {
    const corpusNotAbsolute = againstNotAbsolute(CORPUS);
    const r = await runCli(["compare", ...variants, "--changed", "--jsonl", "-"], corpusNotAbsolute);
    const records = jsonl(r.stdout);
    expect(records.map((x) => [x.input, x.class, x.rejectedBy.length])).to.deep.equal([["http://25.1.1.1/", "productions-differ", 2]]);
    expect(records[0]!.pairs[0]).to.deep.include({ class: "productions", bothReject: true });
    const text = await runCli(["compare", ...variants, "--changed", "-"], corpusNotAbsolute);
    expect(text.stdout).to.include('line 1: "http://25.1.1.1/" against "not-absolute" — productions differ (host)');
  });

  it("with a base both fail to resolve against, an input only one of them parses is a parse difference, not agreement", async () => {
    const input = againstNotAbsolute("http://example.com/?a|b\nhttp://example.com/?a\n");
    const args = ["compare", "--variant", "rfc3986", "--variant", `rfc3986+${pipe}`, "--changed"];
    const r = await runCli([...args, "--jsonl", "-"], input);
    const records = jsonl(r.stdout);
    expect(records.map((x) => [x.input, x.class, x.parseRejectedBy])).to.deep.equal([["http://example.com/?a|b", "some-parse-reject", ["rfc3986"]]]);
    expect(records[0]!.pairs[0]).to.deep.include({ class: "parse-reject", parseRejectedBy: "rfc3986", bothReject: true });
    const text = await runCli([...args, "-"], input);
    expect(text.stdout).to.include('line 1: "http://example.com/?a|b" against "not-absolute" — all fail to resolve; some reject at parse (rfc3986)');
    expect(text.stdout).to.match(/rfc3986 ~ rfc3986\+\S+: rfc3986\+\S+ parses, rejects at base: .*; rfc3986 rejects at parse: /);
    expect(text.stdout).to.match(/: 1 all agree \(1 of them rejected by every variant\), 0 some reject, 1 some reject at parse \(all fail to resolve\),/);
  });

  it("records made in worker threads carry the same: output and summary as in this thread, in every format", async () => {
    const lines = Array.from({ length: 60 }, (_, i) => CORPUS.split("\n")[i % 3]).join("\n") + "\n";
    // (Each worker builds the runtime variant: the workbench's lookup is registered in it too.)
    for (const [format, many] of [[["--jsonl"], lines], [["--json"], againstNotAbsolute(lines)], [[], againstNotAbsolute(lines)]] as const) {
      const inThread = await runCli(["compare", ...variants, ...format, "--workers", "0", "-"], many);
      const inWorkers = await runCli(["compare", ...variants, ...format, "--workers", "2", "--worker-threshold", "5", "-"], many);
      expect(inWorkers.stdout, format.join(" ")).to.equal(inThread.stdout);
      expect(inWorkers.stdout).to.include(format.length === 0 ? "20 productions differ" : '"productions-differ":20');
    }
  });
});
