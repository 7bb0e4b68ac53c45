import { expect } from "chai";
import { parse, resolve } from "../../src/index.js";

/**
 * Inputs that once broke something, kept forever. Add every failure a fuzz campaign
 * (WEBADDR_FUZZ_RUNS) or a property test finds here, with what went wrong.
 */
const REGRESSIONS: readonly { input: string; variant: string; parses: boolean; why: string }[] = [
  // Peggy's merging of a choice of classes joined RFC 3987's astral ucschar ranges into one range
  // that took in the surrogates and the private-use area; the grammar now writes astral ranges as
  // surrogate pairs (grammar/rfc3987.peggy).
  { input: "http://a/\uD800", variant: "rfc3987", parses: false, why: "a lone surrogate is no ucschar" },
  { input: "http://a/\uE000", variant: "rfc3987", parses: false, why: "private use is iprivate, allowed only in iquery" },
  { input: "http://a/?\uE000", variant: "rfc3987", parses: true, why: "iprivate in iquery" },
  { input: "http://a/\u{F0000}", variant: "rfc3987", parses: false, why: "astral private use outside the query" },
  { input: "http://a/?\u{F0000}", variant: "rfc3987", parses: true, why: "astral iprivate in iquery" },
  // The Web addresses draft escapes characters before parsing; a lone surrogate has no UTF-8
  // form, and its escape must still map back to one input offset.
  { input: "\uD800", variant: "web-addresses-2009", parses: true, why: "a lone surrogate as a relative path" },
  // A lone "%" in a host: rejected by html5-2009's reg-name, escaped to %25 by the Web addresses
  // draft (a discrepancy its appendix does not list; docs/variants.md).
  { input: "http://a%/", variant: "html5-2009", parses: false, why: "reg-name keeps strict pct-encoded" },
  { input: "http://a%/", variant: "web-addresses-2009", parses: true, why: "the draft escapes the lone %" },
];

describe("regressions (kept forever)", () => {
  for (const r of REGRESSIONS) {
    it(`${r.variant} ${r.parses ? "parses" : "rejects"} ${JSON.stringify(r.input)} — ${r.why}`, () => {
      expect(parse(r.input, { variant: r.variant }).ok).to.equal(r.parses);
      const resolved = resolve(r.input, "http://example.com/", { variant: r.variant });
      expect(resolved.ok === true || resolved.error.message.length > 0).to.equal(true);
    });
  }
});
