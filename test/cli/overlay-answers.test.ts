/**
 * An overlay's answer is the ABNF's, through the built program as a user runs it: rule names
 * match case-insensitively (RFC 5234 §2.1) and results carry the base grammar's names; a .peggy
 * beside an .abnf parses only once it passed the PEG ≡ ABNF check.
 */
import { expect } from "chai";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { BUILT_BIN, collect, exited, PROJECT_ROOT } from "./spawn-bin.js";
import { overlayFolder } from "../workbench/overlay-files.js";

interface Run {
  readonly status: number | string;
  readonly stdout: string;
  readonly stderr: string;
}

/** node dist/cli/bin.js ARGS…, as installed (plain node), with env added to this process's. */
async function webaddr(args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  const child = spawn(process.execPath, [BUILT_BIN, ...args], { cwd: PROJECT_ROOT, env: { ...process.env, ...env } });
  child.stdin.end();
  const [stdout, stderr, status] = await Promise.all([collect(child.stdout), collect(child.stderr), exited(child)]);
  return { status, stdout, stderr };
}

/** The ABNF parses (no .peggy derived). */
const ABNF_PARSES = { WEBADDR_DERIVE: "0" };

describe("overlays through the built program: the ABNF's answer", function () {
  this.timeout(120_000);
  const folder = overlayFolder();
  after(() => folder.cleanup());
  before(() => expect(existsSync(BUILT_BIN), "dist/cli/bin.js — run npm run build").to.equal(true));

  it("two .abnf overlays: the warning that no .peggy is derived is labelled with the variant's id", async () => {
    const query = folder.write("two-query.abnf", 'query = *( pchar / "/" / "?" / "|" )\n');
    const fragment = folder.write("two-fragment.abnf", 'fragment = *( pchar / "/" / "?" / "^" )\n');
    const id = `rfc3986+${query}+${fragment}`;
    const run = await webaddr(["parse", "--variant", id, "http://a/?b|c#d^e"]);
    expect(run.status, run.stderr).to.equal(0);
    expect(run.stderr.split("\n")[0]).to.equal(`${id}: warning: no .peggy derived: the workbench derives one for a single .abnf overlay, and this variant has 2 .abnf and 0 .peggy overlays; the ABNF parses (slower)`);
  });

  describe("rule names are case-insensitive (RFC 5234 §2.1); results carry the base's names", () => {
    const query = folder.write("Query.abnf", '; "|" in the query, the rule named in another case than RFC 3986\'s\nQuery = *( pchar / "/" / "?" / "|" )\n');
    const regName = folder.write("RegName.abnf", 'Reg-Name = *( unreserved / pct-encoded / sub-delims / "|" )\n');

    for (const [how, env] of [["derived .peggy", {}], ["ABNF", ABNF_PARSES]] as const) {
      it(`resolve keeps the query of "Query = …" (${how})`, async () => {
        const run = await webaddr(["resolve", "--variant", `rfc3986+${query}`, "--base", "http://z/", "http://a/?x|y"], env);
        expect(run.stdout).to.equal("http://a/?x|y\n");
        expect(run.status).to.equal(0);
      });

      it(`parse gives the host its production under "Reg-Name = …" (${how})`, async () => {
        const run = await webaddr(["parse", "--json", "--variant", `rfc3986+${regName}`, "http://a|b/?q"], env);
        expect(run.status).to.equal(0);
        const result = JSON.parse(run.stdout) as { components: Record<string, string>; productions: Record<string, string> };
        expect(result.components["host"]).to.equal("a|b");
        expect(result.components["query"]).to.equal("q");
        expect(result.productions["host"]).to.equal("reg_name");
      });

      it(`the production tree names the rule as the base does (${how})`, async () => {
        const run = await webaddr(["parse", "--tree", "--variant", `rfc3986+${query}`, "http://a/?x|y"], env);
        expect(run.status).to.equal(0);
        expect(run.stdout).to.match(/^ {4}query +\^{3}$/m);
        expect(run.stdout).to.not.contain("Query");
      });
    }

    it("a .peggy overlay's rule and references match case-insensitively too", async () => {
      const peggy = folder.write("upper.peggy", "Query\n  = (PChar / \"/\" / \"?\" / \"|\")*\n");
      const run = await webaddr(["resolve", "--variant", `rfc3986+${peggy}`, "--base", "http://z/", "http://a/?x|y"]);
      // Only the one line that says it runs unchecked (no .abnf beside it).
      expect(run.stderr).to.equal(`${peggy}: warning: no ${peggy.replace(/\.peggy$/, ".abnf")} beside it, so this .peggy parses unchecked: what it accepts and which production wins are PEG's ordered choice, which an ABNF beside it would be checked against (webaddr grammar check)\n`);
      expect(run.stdout).to.equal("http://a/?x|y\n");
    });

    it("a .peggy alone says once, in every command, that it runs unchecked: dec-octet in RFC order gives 25.1.1.1 a reg-name host", async () => {
      const octet = folder.write("octet.peggy", 'dec_octet\n  = DIGIT\n  / [1-9] DIGIT\n  / "1" DIGIT DIGIT\n  / "2" [0-4] DIGIT\n  / "25" [0-5]\n');
      for (const args of [["parse", "--json", "--variant", `rfc3986+${octet}`, "http://25.1.1.1/"], ["compare", "--variant", "rfc3986", "--variant", `rfc3986+${octet}`, "-"]]) {
        const child = spawn(process.execPath, [BUILT_BIN, ...args], { cwd: PROJECT_ROOT });
        child.stdin.end("http://25.1.1.1/\nhttp://26.1.1.1/\n");
        const [stdout, stderr, status] = await Promise.all([collect(child.stdout), collect(child.stderr), exited(child)]);
        expect(status, stderr).to.equal(0);
        expect(stderr.split("\n").filter((l) => l.includes("parses unchecked")), args[0]).to.have.length(1);
        if (args[0] === "parse") expect((JSON.parse(stdout) as { productions: Record<string, string> }).productions["host"]).to.equal("reg_name");
      }
    });

    it("a rule declared new that differs from an existing one only by case is the existing one", async () => {
      const abnf = folder.write("new-query.abnf", '; @new\nQUERY = *( pchar / "|" )\n');
      const fromAbnf = await webaddr(["parse", "--variant", `rfc3986+${abnf}`, "http://a/"], ABNF_PARSES);
      expect(fromAbnf.status).to.equal(1);
      expect(fromAbnf.stderr).to.contain(`${abnf}:2:1: error: rule "QUERY" is declared @new but the grammar already has it (as "query"`);
      const peggy = folder.write("new-query.peggy", '// @new\nQUERY = (pchar / "|")*\n');
      const fromPeggy = await webaddr(["parse", "--variant", `rfc3986+${peggy}`, "http://a/"]);
      expect(fromPeggy.status).to.equal(1);
      expect(fromPeggy.stderr).to.contain(`${peggy}:2:1: error: rule "QUERY" is declared @new but the grammar already has it (as "query"`);
    });
  });

  describe("a .peggy beside an .abnf parses only after it passed the PEG ≡ ABNF check", () => {
    /** The warning lines of a run's standard error that say a .peggy is not used. */
    const refusals = (stderr: string): string[] => stderr.split("\n").filter((l) => l.includes("warning: not used"));

    it("a naive transcription (PEG ordered choice): the ABNF parses, one warning names the first disagreement", async () => {
      const abnf = folder.write("port.abnf", 'port = "0" / *DIGIT\n');
      const peggy = folder.write("port.peggy", 'port = "0" / DIGIT*\n');
      const run = await webaddr(["parse", "--json", "--variant", `rfc3986+${abnf}`, "http://a:080/"]);
      expect(run.status).to.equal(0);
      expect((JSON.parse(run.stdout) as { components: Record<string, string> }).components["port"]).to.equal("080");
      const lines = refusals(run.stderr);
      expect(lines).to.have.length(1);
      expect(lines[0]).to.match(new RegExp(`^${peggy.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: warning: not used: it does not mean .*port\\.abnf: on ".+" the \\.peggy rejects at offset \\d+ .*and the ABNF accepts`));
    });

    it("compare --changed lists nothing the ABNF accepts as changed: the column is the ABNF's answer", async () => {
      const peggy = folder.path("port.peggy");
      const child = spawn(process.execPath, [BUILT_BIN, "compare", "--changed", "--variant", `rfc3986,rfc3986+${peggy}`], { cwd: PROJECT_ROOT });
      child.stdin.end("http://a:080/\nhttp://a:0/\n");
      const [stdout, stderr, status] = await Promise.all([collect(child.stdout), collect(child.stderr), exited(child)]);
      expect(status).to.equal(0);
      expect(stdout).to.match(/^2 inputs, 2 variants .*: 2 all agree, 0 some reject/);
      expect(refusals(stderr)).to.have.length(1);
    });

    it("RFC 6874's IP-literal in the RFC's order, on html5-2009: the zone is accepted, as the ABNF says", async () => {
      const abnf = folder.write("zone.abnf", '; RFC 6874 §2\nIP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture ) "]"\n; @new\nZoneID = 1*( unreserved / pct-encoded )\n; @new\nIPv6addrz = IPv6address "%25" ZoneID\n');
      folder.write("zone.peggy", '// RFC 6874 §2, in the RFC\'s order\nIP_literal = "[" (IPv6address / IPv6addrz / IPvFuture) "]"\n// @new\nZoneID = (unreserved / pct_encoded)+\n// @new\nIPv6addrz = IPv6address "%25" ZoneID\n');
      const run = await webaddr(["parse", "--json", "--variant", `html5-2009+${abnf}`, "http://[fe80::1%25en0]/"]);
      expect(run.status).to.equal(0);
      expect((JSON.parse(run.stdout) as { components: Record<string, string> }).components["host"]).to.equal("[fe80::1%25en0]");
      expect(refusals(run.stderr)).to.have.length(1);
    });

    it("a .peggy that means its .abnf parses; left stale after the .abnf is edited, it no longer does", async () => {
      const abnf = folder.write("stale.abnf", 'query = *( pchar / "/" / "?" / "|" )\n');
      const peggy = folder.write("stale.peggy", 'query = (pchar / "/" / "?" / "|")*\n');
      const fresh = await webaddr(["resolve", "--variant", `rfc3986+${peggy}`, "--base", "http://z/", "http://a/?x|y^"]);
      expect(fresh.stderr).to.equal("");
      expect(fresh.status).to.equal(1);
      // "^" allowed in the .abnf only: the .peggy, unchanged, is checked again and refused.
      folder.write("stale.abnf", 'query = *( pchar / "/" / "?" / "|" / "^" )\n');
      const edited = await webaddr(["resolve", "--variant", `rfc3986+${abnf}`, "--base", "http://z/", "http://a/?x|y^"]);
      expect(edited.stdout).to.equal("http://a/?x|y^\n");
      expect(edited.status).to.equal(0);
      expect(refusals(edited.stderr)).to.have.length(1);
      expect(refusals(edited.stderr)[0]).to.contain(`${peggy}: warning: not used`);
      // grammar check examines the .peggy as written, and finds what the gate found.
      const check = await webaddr(["grammar", "check", "--count", "2000", "--variant", `rfc3986+${peggy}`]);
      expect(check.status).to.equal(1);
      expect(check.stdout).to.match(/disagree/);
    });
  });
});
