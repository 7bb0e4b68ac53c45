import { expect } from "chai";
import { checkEquivalence } from "../../src/workbench/check-equivalence.js";
import { buildRuntimeVariant } from "../../src/workbench/runtime-variant.js";
import { oracleForVariant } from "../../src/workbench/variant-oracle.js";
import { overlayFolder } from "./overlay-files.js";

/** grammar check compares with the ABNF's preferred parse, aims at what an overlay changes, and names causes. */
const DEC_OCTET_RFC_ORDER_PEGGY = 'dec_octet\n  = DIGIT\n  / [1-9] DIGIT\n  / "1" DIGIT DIGIT\n  / "2" [0-4] DIGIT\n  / "25" [0-5]\n';
const DEC_OCTET_RFC_ORDER_ABNF = 'dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35\n';

describe("grammar check: the same parse as the ABNF's preferred parse", () => {
  const folder = overlayFolder();
  after(() => folder.cleanup());
  const check = (name: string, peggy: string, abnf: string, options: { count?: number; inputs?: string[] } = {}) => {
    const file = folder.write(`${name}.peggy`, peggy);
    folder.write(`${name}.abnf`, abnf);
    const built = buildRuntimeVariant({ base: "rfc3986", overlays: [file] });
    if (!built.ok) throw new Error(JSON.stringify(built.errors));
    const oracle = oracleForVariant(built.variant);
    if (!oracle.ok) throw new Error(JSON.stringify(oracle.errors));
    return checkEquivalence(built.variant, oracle.oracle, { count: options.count ?? 10_000, seed: 2009, inputs: options.inputs ?? [] });
  };

  it("dec-octet in RFC 3986's order: found by itself, shrunk, named with the repair", function () {
    this.timeout(120_000);
    const r = check("decoct", DEC_OCTET_RFC_ORDER_PEGGY, DEC_OCTET_RFC_ORDER_ABNF);
    expect(r.disagreements).to.be.greaterThan(0);
    expect(r.examples.some((d) => /^[^/]*\/\/\d+\.\d+\.\d+\.\d+/.test(d.input))).to.equal(true);
    const [g] = r.groups;
    expect(g!.rule).to.equal("dec-octet");
    expect(g!.cause).to.match(/^dec-octet: alternative 1 \(DIGIT\) matched \[\d+,\d+\) .* and the choice committed; the ABNF's parse takes alternative \d/);
    expect(g!.repair).to.match(/put longer alternatives first/);
    expect(g!.shortest.length).to.be.at.most(10);
  });

  it('dec-octet in RFC order: "http://25.1.1.1/" alone is a disagreement on the components', function () {
    this.timeout(60_000);
    const r = check("decoct1", DEC_OCTET_RFC_ORDER_PEGGY, DEC_OCTET_RFC_ORDER_ABNF, { count: 0, inputs: ["http://25.1.1.1/"] });
    expect(r.disagreements).to.equal(1);
    expect(r.examples[0]).to.deep.include({ input: "http://25.1.1.1/", kind: "spans" });
    expect(r.examples[0]!.abnf.pegIsAnotherParse).to.equal(true);
    expect(r.groups[0]!.cause).to.match(/^dec-octet: alternative 1 \(DIGIT\) matched \[\d+,\d+\) "2" and the choice committed; the ABNF's parse takes alternative 2 \(%x31-39 DIGIT\) over \[\d+,\d+\) "25"/);
    expect(r.groups[0]!.shortest).to.match(/25\.\d\.\d\.\d$/);
  });

  it("a three-part IPv4address in the .peggy: found, and IPv4address named", function () {
    this.timeout(120_000);
    const r = check("three", 'IPv4address\n  = dec_octet "." dec_octet "." dec_octet\n', 'IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet\n');
    expect(r.disagreements).to.be.greaterThan(0);
    expect(r.groups.map((g) => g.repair).join("\n")).to.include("IPv4address");
  });

  it("RFC 6874 zone IDs in the RFC's order: IP-literal named, and the reorder", function () {
    this.timeout(120_000);
    const r = check(
      "zone",
      'IP_literal\n  = "[" (IPv6address / IPv6addrz / IPvFuture) "]"\n\n// @new\nIPv6addrz\n  = IPv6address "%25" ZoneID\n\n// @new\nZoneID\n  = (unreserved / pct_encoded)+\n',
      'IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture ) "]"\nIPv6addrz = IPv6address "%25" ZoneID\nZoneID = 1*( unreserved / pct-encoded )\n',
    );
    expect(r.disagreements).to.be.greaterThan(0);
    const [g] = r.groups;
    expect(g!.rule).to.equal("IP-literal");
    expect(g!.cause).to.match(/^IP-literal: alternative 1 \(IPv6address\) matched .* the ABNF's parse takes alternative 2 \(IPv6addrz\)/);
    expect(g!.repair).to.equal("put alternative 2 (IPv6addrz) first");
  });
});
