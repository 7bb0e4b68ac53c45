import { expect } from "chai";
import { parse, resolve } from "../../src/index.js";
import type { VariantName } from "../../src/variants/parsing.js";

/**
 * Inputs that once broke something, kept forever. Add every failure a fuzz campaign
 * (WEBADDR_FUZZ_RUNS) or a property test finds here, with what went wrong.
 */
/** The resolution against http://example.com/: the href, or the step that fails and its offset. */
type Resolved = { readonly href: string } | { readonly step: string; readonly offset: number };

const REGRESSIONS: readonly { input: string; variant: VariantName; parses: boolean; resolves: Resolved; why: string }[] = [
  // Peggy's merging of a choice of classes joined RFC 3987's astral ucschar ranges into one range
  // that took in the surrogates and the private-use area; the grammar now writes astral ranges as
  // surrogate pairs (grammar/rfc3987.peggy).
  { input: "http://a/\uD800", variant: "rfc3987", parses: false, resolves: { step: "parse", offset: 9 }, why: "a lone surrogate is no ucschar" },
  { input: "http://a/\uE000", variant: "rfc3987", parses: false, resolves: { step: "parse", offset: 9 }, why: "private use is iprivate, allowed only in iquery" },
  { input: "http://a/?\uE000", variant: "rfc3987", parses: true, resolves: { href: "http://a/?%EE%80%80" }, why: "iprivate in iquery" },
  { input: "http://a/\u{F0000}", variant: "rfc3987", parses: false, resolves: { step: "parse", offset: 9 }, why: "astral private use outside the query" },
  { input: "http://a/?\u{F0000}", variant: "rfc3987", parses: true, resolves: { href: "http://a/?%F3%B0%80%80" }, why: "astral iprivate in iquery" },
  // The Web addresses draft escapes characters before parsing; a lone surrogate has no UTF-8
  // form, and its escape must still map back to one input offset.
  { input: "\uD800", variant: "web-addresses-2009", parses: true, resolves: { href: "http://example.com/%EF%BF%BD" }, why: "a lone surrogate as a relative path" },
  // A lone "%" in a host: rejected by html5-2009's reg-name, escaped to %25 by the Web addresses
  // draft (a discrepancy its appendix does not list; docs/variants.md).
  { input: "http://a%/", variant: "html5-2009", parses: false, resolves: { step: "parse", offset: 9 }, why: "reg-name keeps strict pct-encoded" },
  { input: "http://a%/", variant: "web-addresses-2009", parses: true, resolves: { step: "host", offset: 7 }, why: "the draft escapes the lone %" },
];

describe("regressions (kept forever)", () => {
  for (const r of REGRESSIONS) {
    it(`${r.variant} ${r.parses ? "parses" : "rejects"} ${JSON.stringify(r.input)} — ${r.why}`, () => {
      expect(parse(r.input, { variant: r.variant }).ok).to.equal(r.parses);
      // RFC 3987 §3.1 maps an iquery's iprivate to its UTF-8 octets; the Web addresses draft's
      // escape of a lone surrogate is U+FFFD's; its host "a%" (decoded back) fails ToASCII under
      // UseSTD3ASCIIRules at the host's start.
      const resolved = resolve(r.input, "http://example.com/", { variant: r.variant });
      expect(resolved.ok ? { href: resolved.href } : { step: resolved.error.step, offset: resolved.error.offset }).to.deep.equal(r.resolves);
    });
  }
});
