import { expect } from "chai";
import { fragmentEscape } from "../../src/index.js";

/**
 * HTML5 §2.6.4's note: "This escapes any ASCII characters that are not valid in the URI <fragment>
 * production without being escaped." The list it follows leaves out U+0060 (`) and U+007F (DEL),
 * neither valid in RFC 3986's <fragment>. Chosen: the steps, not the note (docs/spec-notes.md,
 * "HTML5 §2.6.4: the note and the list").
 */
describe("fragment-escape: the list, not the note", () => {
  it("` and DEL are appended as themselves", () => {
    expect(fragmentEscape("`")).to.equal("`");
    expect(fragmentEscape("\u007F")).to.equal("\u007F");
    expect(fragmentEscape("a`b\u007Fc")).to.equal("a`b\u007Fc");
  });
  it("the listed characters and U+0000–U+0020 are escaped", () => {
    expect(fragmentEscape('" #%<>[\\]^{|}')).to.equal("%22%20%23%25%3C%3E%5B%5C%5D%5E%7B%7C%7D");
  });
});
