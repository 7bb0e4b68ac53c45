import { expect } from "chai";
import { escapeForComponent, type DecompositionComponent } from "../../src/attributes/index.js";

/** Every ASCII character that survives escaping for a component, as one string. */
function keptASCII(component: DecompositionComponent): string {
  let kept = "";
  for (let cp = 0; cp <= 0x7f; cp++) {
    const c = String.fromCharCode(cp);
    if (escapeForComponent(c, component) === c) kept += c;
  }
  return kept;
}

const ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const sorted = (s: string): string => [...s].sort().join("");

describe("%-escaping the new value for its component (HTML5 §2.6.6; RFC 3986's productions)", () => {
  it("<scheme>: ALPHA / DIGIT / '+' / '-' / '.'", () => {
    expect(keptASCII("scheme")).to.equal(sorted(ALPHANUMERIC + "+-."));
  });

  it("<host> and <hostport>: unreserved, sub-delims, and the ':' '[' ']' of IP-literal", () => {
    const expected = sorted(ALPHANUMERIC + "-._~" + "!$&'()*+,;=" + ":[]");
    expect(keptASCII("host")).to.equal(expected);
    expect(keptASCII("hostport")).to.equal(expected);
  });

  it("<port>: DIGIT", () => expect(keptASCII("port")).to.equal("0123456789"));

  it("<path>: pchar / '/'", () => {
    expect(keptASCII("path")).to.equal(sorted(ALPHANUMERIC + "-._~" + "!$&'()*+,;=" + ":@/"));
  });

  it("<query> and <fragment>: pchar / '/' / '?' (RFC 3986's fragment: '#' is escaped)", () => {
    const expected = sorted(ALPHANUMERIC + "-._~" + "!$&'()*+,;=" + ":@/?");
    expect(keptASCII("query")).to.equal(expected);
    expect(keptASCII("fragment")).to.equal(expected);
    expect(escapeForComponent("a#b", "fragment")).to.equal("a%23b");
  });

  it("escapes as UTF-8 octets with uppercase hexadecimal digits", () => {
    expect(escapeForComponent(" ", "path")).to.equal("%20");
    expect(escapeForComponent("\u007F", "query")).to.equal("%7F");
    expect(escapeForComponent("é", "path")).to.equal("%C3%A9");
    expect(escapeForComponent("例", "host")).to.equal("%E4%BE%8B");
    expect(escapeForComponent("\u{1F600}", "fragment")).to.equal("%F0%9F%98%80");
  });

  it("a lone surrogate is escaped as U+FFFD", () => {
    expect(escapeForComponent("a\uD800b", "query")).to.equal("a%EF%BF%BDb");
    expect(escapeForComponent("\uDC00", "fragment")).to.equal("%EF%BF%BD");
  });

  describe("'%'", () => {
    it("a pct-encoded triplet stays in components whose production has pct-encoded", () => {
      for (const component of ["host", "hostport", "path", "query", "fragment"] as const) {
        expect(escapeForComponent("%41%e9", component), component).to.equal("%41%e9");
      }
    });
    it("a '%' that starts no triplet becomes %25", () => {
      expect(escapeForComponent("%", "path")).to.equal("%25");
      expect(escapeForComponent("100%", "query")).to.equal("100%25");
      expect(escapeForComponent("%zz", "fragment")).to.equal("%25zz");
      expect(escapeForComponent("%4", "host")).to.equal("%254");
      expect(escapeForComponent("%%41", "path")).to.equal("%25%41");
    });
    it("every '%' in a <scheme> becomes %25 (scheme has no pct-encoded)", () => {
      expect(escapeForComponent("a%41", "scheme")).to.equal("a%2541");
    });
  });

  it("the empty string stays empty", () => {
    for (const component of ["scheme", "host", "hostport", "port", "path", "query", "fragment"] as const) {
      expect(escapeForComponent("", component)).to.equal("");
    }
  });
});
