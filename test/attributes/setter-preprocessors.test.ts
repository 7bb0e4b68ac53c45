import { expect } from "chai";
import { URL_DECOMPOSITION_ATTRIBUTES, isAtMost65535 } from "../../src/attributes/attribute-table.js";
import type { URLDecompositionAttributeName } from "../../src/attributes/components.js";

const preprocessorOf = (attribute: URLDecompositionAttributeName) => URL_DECOMPOSITION_ATTRIBUTES[attribute].setterPreprocessor.apply;
const removeTrailingColons = preprocessorOf("protocol");
const removeLeadingSolidi = preprocessorOf("hostname");
const preprocessPort = preprocessorOf("port");
const prependSolidusIfMissing = preprocessorOf("pathname");
const removeOneLeadingQuestionMark = preprocessorOf("search");
const removeOneLeadingNumberSign = preprocessorOf("hash");

describe("setter preprocessors (HTML5 §2.6.6 table)", () => {
  it("protocol: Remove all trailing U+003A COLON characters (:)", () => {
    expect(removeTrailingColons("http")).to.equal("http");
    expect(removeTrailingColons("http:")).to.equal("http");
    expect(removeTrailingColons("http:::")).to.equal("http");
    expect(removeTrailingColons(":")).to.equal("");
    expect(removeTrailingColons("")).to.equal("");
    expect(removeTrailingColons(":a:b:")).to.equal(":a:b");
  });

  it("hostname: Remove all leading U+002F SOLIDUS characters (/)", () => {
    expect(removeLeadingSolidi("///a/b/")).to.equal("a/b/");
    expect(removeLeadingSolidi("/")).to.equal("");
    expect(removeLeadingSolidi("a")).to.equal("a");
    expect(removeLeadingSolidi("\\\\a")).to.equal("\\\\a");
  });

  describe("port", () => {
    const cases: [string, string, string][] = [
      ["8080", "8080", "digits stay"],
      ["65535", "65535", "the largest port"],
      ["65536", "65536", "out of range is the setter condition's business, not the preprocessor's"],
      ["0080", "80", "leading zeros removed"],
      ["000", "0", "all zeros: removed, then empty, so 0"],
      ["0", "0", "a single zero"],
      ["12ab34", "12", "digits followed by junk: cut at the first non-digit"],
      ["80 ", "80", "a trailing space is junk too"],
      [" 80", "0", "a leading non-digit cuts everything"],
      ["x", "0", "no digits: empty, so 0"],
      ["", "0", "the empty string becomes 0"],
      ["+80", "0", "a sign is not a digit"],
      ["8.5", "8", "nor is a decimal point"],
      ["\u0663", "0", "non-ASCII digits are not in U+0030–U+0039"],
      ["99999999999999999999", "99999999999999999999", "no numeric overflow in the preprocessor"],
    ];
    for (const [value, expected, why] of cases) {
      it(`${JSON.stringify(value)} → ${JSON.stringify(expected)} (${why})`, () => expect(preprocessPort(value)).to.equal(expected));
    }
  });

  it("pathname: prepend '/' if there is no leading '/'", () => {
    expect(prependSolidusIfMissing("a")).to.equal("/a");
    expect(prependSolidusIfMissing("/a")).to.equal("/a");
    expect(prependSolidusIfMissing("")).to.equal("/");
    expect(prependSolidusIfMissing("//a")).to.equal("//a");
    expect(prependSolidusIfMissing("\\a")).to.equal("/\\a");
  });

  it("search: Remove one leading U+003F QUESTION MARK character (?), if any", () => {
    expect(removeOneLeadingQuestionMark("?a")).to.equal("a");
    expect(removeOneLeadingQuestionMark("??a")).to.equal("?a");
    expect(removeOneLeadingQuestionMark("?")).to.equal("");
    expect(removeOneLeadingQuestionMark("a?")).to.equal("a?");
    expect(removeOneLeadingQuestionMark("")).to.equal("");
  });

  it("hash: Remove one leading U+0023 NUMBER SIGN character (#), if any", () => {
    expect(removeOneLeadingNumberSign("#a")).to.equal("a");
    expect(removeOneLeadingNumberSign("##a")).to.equal("#a");
    expect(removeOneLeadingNumberSign("#")).to.equal("");
    expect(removeOneLeadingNumberSign("a#")).to.equal("a#");
    expect(removeOneLeadingNumberSign("")).to.equal("");
  });

  it("port condition: the new value as a base-ten integer is at most 65535", () => {
    expect(isAtMost65535("0")).to.equal(true);
    expect(isAtMost65535("65535")).to.equal(true);
    expect(isAtMost65535("065535")).to.equal(true);
    expect(isAtMost65535("65536")).to.equal(false);
    expect(isAtMost65535("99999")).to.equal(false);
    expect(isAtMost65535("100000")).to.equal(false);
    expect(isAtMost65535("99999999999999999999")).to.equal(false);
    expect(isAtMost65535("")).to.equal(false);
  });
});
