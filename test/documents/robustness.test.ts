import { expect } from "chai";
import fc from "fast-check";
import { classifyFetch, extractEncodingFromMeta, linksReport, parseHTMLDocument, referrerForDocument } from "../../src/documents/index.js";

const PIECES = ["<meta charset=", "<meta http-equiv=content-type content=", "charset=", '"', "'", "<base href=", "<a href=", " xml:base=", "<div", ">", "</div>", "?q=", "é", "\u0000", "<svg>", "<template>", "\uFEFF"];
const markup = fc.array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 6 })), { maxLength: 30 }).map((parts) => parts.join(""));

describe("documents: no input makes the public functions throw", () => {
  it("extractEncodingFromMeta returns null or a substring of s", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom("charset='a'", 'charset="', "charset =  x;")), (s) => {
        const r = extractEncodingFromMeta(s);
        expect(r === null || s.includes(r)).to.equal(true);
      }),
      { numRuns: 2000 },
    );
  });
  it("parseHTMLDocument and linksReport on arbitrary bytes and markup", () => {
    fc.assert(
      fc.property(fc.oneof(markup.map((s) => new Uint8Array(Buffer.from(s, "latin1"))), fc.uint8Array({ maxLength: 200 }), markup), (input) => {
        const r = parseHTMLDocument(input, { address: "http://example.com/d/p" });
        expect(r.ok).to.equal(true);
        if (r.ok) linksReport(r.document, ["html5-2009", "rfc3986"]);
      }),
      { numRuns: 150 },
    );
  });
  it("referrerForDocument and classifyFetch on arbitrary strings", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl({ withFragments: true, withQueryParameters: true })), (s) => {
        const referrer = referrerForDocument(s);
        expect(referrer === null || !referrer.includes("#")).to.equal(true);
        classifyFetch(s);
      }),
      { numRuns: 500 },
    );
  });
});
