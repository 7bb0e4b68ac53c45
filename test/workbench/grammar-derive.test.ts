import { expect } from "chai";
import { existsSync, readFileSync } from "node:fs";
import { derivePeggy } from "../../src/workbench/derive-peggy.js";
import { runCli } from "../support/run-cli.js";
import { overlayFolder, PIPE_IN_QUERY_ABNF } from "./overlay-files.js";

const DEC_OCTET_RFC_ORDER = `; dec-octet written in RFC 3986's order
dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35
`;

describe("webaddr grammar derive", () => {
  const folder = overlayFolder();
  after(() => folder.cleanup());

  it("| in query: derives the .peggy (comments kept, headed by where it came from), passes, exit 0", async () => {
    const abnf = folder.write("pipe.abnf", PIPE_IN_QUERY_ABNF);
    const out = folder.path("pipe.peggy");
    const r = await runCli(["grammar", "derive", "--variant", `html5-2009+${abnf}`, "--out", out]);
    expect(r.status, r.stderr).to.equal(0);
    const text = readFileSync(out, "utf8");
    expect(text).to.match(/^\/\/ Derived from pipe\.abnf by `webaddr grammar derive --variant html5-2009\+.*pipe\.abnf --out pipe\.peggy`/);
    expect(text).to.include('// What if "|" were allowed in query?\nquery\n  = (pchar / "/" / "?" / "|")*\n');
    expect(r.stderr).to.match(/against pipe\.abnf: 10000 inputs \(seed 2009\): \d+ accepted by both, \d+ rejected by both, 0 disagreements/);
    expect(r.stderr).to.include("html5-2009+pipe.peggy now parses fast and means pipe.abnf\n");
    // The pair now parses by the .peggy, and grammar check agrees.
    const check = await runCli(["grammar", "check", "--variant", `html5-2009+${out}`, "--count", "500"]);
    expect(check.status, check.stdout).to.equal(0);
  });

  it("without --out: the .peggy on standard output, nothing written, and standard error says to save it beside the .abnf", async () => {
    const abnf = folder.write("piped.abnf", PIPE_IN_QUERY_ABNF);
    const r = await runCli(["grammar", "derive", "--variant", `html5-2009+${abnf}`, "--count", "500"]);
    expect(r.status, r.stderr).to.equal(0);
    expect(r.stdout).to.include('query\n  = (pchar / "/" / "?" / "|")*\n');
    expect(existsSync(folder.path("piped.peggy"))).to.equal(false);
    expect(r.stderr).to.include("the .peggy on standard output means piped.abnf: save it as piped.peggy beside it, and html5-2009+piped.peggy parses fast\n");
  });

  it("dec-octet in RFC order: needs the reorder, passes after it, with a // PEG: comment", () => {
    const r = derivePeggy("html5-2009", folder.path("dec.abnf"), DEC_OCTET_RFC_ORDER);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.passes).to.equal(true);
    expect(r.rounds).to.be.greaterThan(1);
    expect(r.reordered).to.have.length(1);
    expect(r.text).to.include("// dec-octet written in RFC 3986's order\n");
    expect(r.text).to.match(/\/\/ PEG: reordered: the \.abnf's alternatives [\d, ]+, in that order, longest first: a PEG\n/);
    const body = r.text.slice(r.text.indexOf("dec_octet\n"));
    // The one-digit alternative last, the two-digit one just before it.
    expect(body.trimEnd().split("\n").slice(-2)).to.deep.equal(["  / [1-9] DIGIT", "  / DIGIT"]);
    expect(body).to.include('"25" [0-5]');
    expect(body).to.include('"1" DIGIT DIGIT');
  });

  it("a quoted string is case-insensitive (\"web\"i); %s\"…\" is not; n*m written out; a core rule the base lacks is added", () => {
    const r = derivePeggy("rfc3986", folder.path("ci.abnf"), '; a scheme\nscheme = "web" / "x-" 2*3ALPHA / %s"Ab" VCHAR\n', { count: 2000 });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.text).to.include('scheme\n  = "web"i\n  / "x-"i ALPHA ALPHA ALPHA?\n  / "Ab" VCHAR\n');
    expect(r.text).to.include("// @new\nVCHAR\n  = [!-~]\n");
    expect(r.passes, JSON.stringify(r.remaining)).to.equal(true);
  });

  it("=/: the base .peggy's alternatives, then the new ones", () => {
    const r = derivePeggy("rfc3986", folder.path("ext.abnf"), '; "|" among the unreserved characters\nunreserved =/ "|"\n', { count: 2000 });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.text).to.include('unreserved\n  // =/ : the alternatives of grammar/rfc3986.peggy\'s unreserved, then this overlay\'s\n  = ALPHA / DIGIT / "-" / "." / "_" / "~"\n  / "|"\n');
    expect(r.passes, JSON.stringify(r.remaining)).to.equal(true);
  });

  it("an overlay it cannot make equivalent: exit 1, the rule and cause named, written as .derived.peggy", async () => {
    const abnf = folder.write("rep.abnf", '; a query ending in "x"\nquery = *( pchar / "/" / "?" ) "x"\n');
    const out = folder.path("rep.peggy");
    const r = await runCli(["grammar", "derive", "--variant", `rfc3986+${abnf}`, "--out", out, "--count", "2000"]);
    expect(r.status).to.equal(1);
    expect(existsSync(out)).to.equal(false);
    expect(readFileSync(folder.path("rep.derived.peggy"), "utf8")).to.include('query\n  = (pchar / "/" / "?")* "x"i\n');
    expect(r.stderr).to.include("could not derive an equivalent .peggy for: query\n");
    expect(r.stderr).to.include("a PEG repetition never gives back");
    expect(r.stderr).to.include("the .peggy was written as");
    // Not overwritten without --force.
    const again = await runCli(["grammar", "derive", "--variant", `rfc3986+${abnf}`, "--out", out, "--count", "2000"]);
    expect(again.status).to.equal(2);
    expect(again.stderr).to.include("exists: give --force to overwrite it");
  });

  it("usage: one .abnf overlay", async () => {
    const r = await runCli(["grammar", "derive", "--variant", "rfc3986"]);
    expect(r.status).to.equal(2);
    expect(r.stderr).to.include("grammar derive wants --variant BASE+my.abnf");
  });
});
