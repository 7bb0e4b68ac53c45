import { expect } from "chai";
import { escapeForComponent, isValidURL, setURLDecompositionAttribute } from "../../src/index.js";

/**
 * HTML5 §2.6.6: the new value is "mutated by %-escaping any characters in the new value that are
 * not valid in the relevant component as given by the "component" column". §2.6.1 counts IRI
 * references as valid URLs. Chosen: "valid in the component" is RFC 3986's production for it, so
 * a non-ASCII character is escaped even where an IRI's i-production allows it (docs/spec-notes.md,
 * "\"not valid in the relevant component\" when valid URLs include IRIs").
 */
describe("setters: validity is RFC 3986's component production, not RFC 3987's", () => {
  const cases: [attribute: "pathname" | "search" | "hash" | "hostname", value: string, output: string][] = [
    ["pathname", "é", "http://a/%C3%A9?q#f"],
    ["search", "é", "http://a/p?%C3%A9#f"],
    ["hash", "é", "http://a/p?q#%C3%A9"],
    ["hostname", "é", "http://%C3%A9/p?q#f"],
  ];
  for (const [attribute, value, output] of cases) {
    it(`${attribute} = ${JSON.stringify(value)} on http://a/p?q#f gives ${output}`, () => {
      expect(setURLDecompositionAttribute(attribute, "http://a/p?q#f", value)).to.equal(output);
    });
  }
  it("though the unescaped result would be a valid URL (an IRI reference) under a UTF-8 document", () => {
    expect(isValidURL("http://a/é?é#é", { documentEncoding: "utf-8" })).to.equal(true);
    expect(escapeForComponent("é", "fragment")).to.equal("%C3%A9");
  });
});
