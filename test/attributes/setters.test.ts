import { expect } from "chai";
import {
  runURLDecompositionSetter,
  setHash,
  setHost,
  setHostname,
  setPathname,
  setPort,
  setProtocol,
  setSearch,
  setURLDecompositionAttribute,
  type URLDecompositionAttributeName,
} from "../../src/attributes/index.js";

type SetterCase = readonly [input: string, value: string, output: string, why: string];

/** Runs each case; output === input means the setter left the input unchanged. */
function setterCases(attribute: URLDecompositionAttributeName, cases: readonly SetterCase[]): void {
  for (const [input, value, output, why] of cases) {
    it(`${why}: ${JSON.stringify(input)} ← ${JSON.stringify(value)} gives ${JSON.stringify(output)}`, () => {
      expect(setURLDecompositionAttribute(attribute, input, value)).to.equal(output);
    });
  }
}

describe("URL decomposition setters (HTML5 §2.6.6)", () => {
  describe("protocol: <scheme>; remove trailing ':'; condition: not empty", () => {
    setterCases("protocol", [
      ["http://a/", "https", "https://a/", "replaces the scheme"],
      ["http://a/", "https:", "https://a/", "one trailing ':' removed"],
      ["http://a/", "https:::", "https://a/", "all trailing ':' removed"],
      ["mailto:x@y", "news", "news:x@y", "non-hierarchical URLs too (no condition on the input)"],
      ["data:,x", "javascript", "javascript:,x", "any scheme"],
      ["http://a/", ":", "http://a/", "condition false: empty once the ':' is removed"],
      ["http://a/", "", "http://a/", "condition false: the empty string"],
      ["/relative", "http", "/relative", "the input is not an absolute URL"],
      ["HTTP://a/", "ftp", "ftp://a/", "the whole scheme span is replaced"],
      // Literal reading (docs/spec-notes.md): characters not valid in <scheme> are %-escaped and
      // the condition only asks for a non-empty value, so the output need not be a URL at all.
      ["http://a/", "ht tp", "ht%20tp://a/", "a space is %-escaped, though '%' is no scheme character either"],
      ["http://a/", "a:b", "a%3Ab://a/", "an inner ':' is not valid in <scheme>: escaped"],
      ["http://a/", "1http", "1http://a/", "a digit is a scheme character, even first"],
    ]);
  });

  describe("host: <hostport>; no preprocessor; condition: not empty and authority-based", () => {
    setterCases("host", [
      ["http://a/p", "b", "http://b/p", "replaces the host"],
      ["http://u:p@a/p", "b", "http://u:p@b/p", "userinfo kept"],
      ["http://a:8080/p", "b", "http://b/p", "a non-default port is part of <hostport>, so it goes"],
      ["http://a/p", "b:8080", "http://b:8080/p", "a port in the new value ends up as the port"],
      ["http://a/p", "b:65536", "http://b:65536/p", "a port in the new value is not range-checked (only the port setter's condition is)"],
      ["http://a:8080/p", "b:9090", "http://b:9090/p", "host and non-default port replaced together"],
      // <hostport> is the host alone when the port is the default or empty (§2.6.2): the port stays.
      ["http://a:80/p", "b", "http://b:80/p", "the default port is not part of <hostport>: it stays"],
      ["http://a:/p", "b", "http://b:/p", "nor is an empty port"],
      ["http://a:80/p", "b:1", "http://b:1:80/p", "literal reading: the default port stays after the new value's port"],
      ["http://a/p", "b@c", "http://b%40c/p", "'@' is not valid in <hostport>: no userinfo injection"],
      ["http://a/p", "b/c?d#e", "http://b%2Fc%3Fd%23e/p", "'/', '?' and '#' are escaped"],
      ["http://a/p", "b c", "http://b%20c/p", "a space is escaped"],
      ["http://a/p", "[::1]:8", "http://[::1]:8/p", "'[' ']' ':' are valid (IP-literal)"],
      ["http://a/", "/b", "http://%2Fb/", "no preprocessor: a leading '/' is escaped, not removed"],
      ["file:///x", "h", "file://h/x", "an empty host is a <host> too"],
      ["http://a/", "", "http://a/", "condition false: the empty string"],
      ["mailto:x@y", "b", "mailto:x@y", "condition false: not authority-based"],
      ["x:/p", "b", "x:/p", "condition false: hierarchical but not authority-based"],
      ["//a/p", "b", "//a/p", "the input is not an absolute URL"],
      ["x:/..//a", "b", "x:/..//a", "authority-based once resolved, but the input has no <hostport> to replace"],
    ]);
  });

  describe("hostname: <host>; remove leading '/'; condition: not empty and authority-based", () => {
    setterCases("hostname", [
      ["http://a:8080/p", "b", "http://b:8080/p", "only the host: the port stays"],
      ["http://a/p", "//b", "http://b/p", "leading '/' removed"],
      ["http://a/p", "///b/c", "http://b%2Fc/p", "only leading '/': an inner one is escaped"],
      ["http://a/p", "/", "http://a/p", "condition false: empty once the '/' are removed"],
      ["http://a/p", "", "http://a/p", "condition false: the empty string"],
      ["http://a/", "例.com", "http://%E4%BE%8B.com/", "non-ASCII is %-escaped as UTF-8 (no IDNA)"],
      ["http://a/", "b%41%zz", "http://b%41%25zz/", "a pct-encoded triplet stays, a lone '%' is escaped"],
      ["http://a/", "b:1", "http://b:1/", "':' is valid in <host> (IP-literal), so it is not escaped"],
      ["data:,x", "b", "data:,x", "condition false: not authority-based"],
      ["x:/..//a", "b", "x:/..//a", "authority-based once resolved, but no <host> in the input"],
    ]);
  });

  describe("port: <port>; digits only, no leading zeros, '0' if empty; condition: authority-based and ≤ 65535", () => {
    setterCases("port", [
      ["http://a:1/p", "8080", "http://a:8080/p", "replaces the port"],
      ["http://a:1/p", "65535", "http://a:65535/p", "65535: condition true"],
      ["http://a:1/p", "65536", "http://a:1/p", "65536: condition false, input unchanged"],
      ["http://a:1/p", "99999999999999999999", "http://a:1/p", "far too large: condition false"],
      ["http://a:1/p", "0065535", "http://a:65535/p", "leading zeros removed before the check"],
      ["http://a:1/p", "80", "http://a:80/p", "the default port is set as given"],
      ["http://a:1/p", "12ab", "http://a:12/p", "digits followed by junk: the digits"],
      ["http://a:1/p", "1 2", "http://a:1/p", "cut at the space: 1"],
      ["http://a:1/p", "", "http://a:0/p", "the empty string becomes port 0"],
      ["http://a:1/p", "x", "http://a:0/p", "no leading digits: port 0"],
      ["http://a:1/p", "000", "http://a:0/p", "all zeros: port 0"],
      ["http://a/p", "8080", "http://a:8080/p", "no <port>: ':' and the port inserted after the host"],
      ["http://a", "8080", "http://a:8080", "…also where the path is empty"],
      ["http://a?q", "8080", "http://a:8080?q", "…and before a query"],
      ["http://u@a#f", "8080", "http://u@a:8080#f", "…and after userinfo, before a fragment"],
      ["http://a:/p", "8080", "http://a:8080/p", "an empty <port> is replaced in place"],
      ["mailto:x@y", "80", "mailto:x@y", "condition false: not authority-based"],
      ["data:,x", "80", "data:,x", "condition false: not authority-based"],
      ["x:/..//a", "1", "x:/..//a", "authority-based once resolved, but no <host> to put a port after"],
      ["http://a/", "65536", "http://a/", "65536 with no <port>: condition false, nothing inserted"],
    ]);
  });

  describe("pathname: <path>; '/' prepended if missing; condition: hierarchical", () => {
    setterCases("pathname", [
      ["http://a/b?q#f", "c", "http://a/c?q#f", "'/' prepended; query and fragment kept"],
      ["http://a/b", "/c/d", "http://a/c/d", "already has a leading '/'"],
      ["http://a/b", "", "http://a/", "the empty string becomes '/'"],
      ["http://a", "c", "http://a/c", "the empty path after the authority is replaced"],
      ["https://www.example.com:4443?", "x", "https://www.example.com:4443/x?", "the empty path before '?'"],
      ["http://a/b", "c d?e#f", "http://a/c%20d%3Fe%23f", "' ', '?' and '#' are not valid in <path>"],
      ["http://a/b", "%41%", "http://a/%41%25", "a triplet stays, a lone '%' is escaped"],
      ["http://a/b", "/../c", "http://a/../c", "no dot-segment removal"],
      ["x:/p", "q", "x:/q", "hierarchical without authority"],
      // Literal reading (docs/spec-notes.md): nothing stops a path starting "//" from becoming an authority.
      ["x:/p", "//evil/q", "x://evil/q", "a path starting '//' in an input without authority reads as an authority afterwards"],
      ["mailto:x@y", "z", "mailto:x@y", "condition false: not hierarchical"],
      ["data:,x", "y", "data:,x", "condition false: not hierarchical"],
      ["a/b", "c", "a/b", "the input is not an absolute URL"],
    ]);
  });

  describe("search: <query>; one leading '?' removed; condition: hierarchical", () => {
    setterCases("search", [
      ["http://a/p?q#f", "r", "http://a/p?r#f", "replaces the query"],
      ["http://a/p?q", "?r", "http://a/p?r", "one leading '?' removed"],
      ["http://a/p?q", "??r", "http://a/p??r", "only one: the second is a query character"],
      ["http://a/p", "r", "http://a/p?r", "no <query>: '?' and the query inserted after the path"],
      ["http://a/p#f", "r", "http://a/p?r#f", "…before the fragment"],
      ["http://a", "r", "http://a?r", "…after an empty path"],
      ["http://a/p?q#f", "", "http://a/p?#f", "optional group: the '?' stays when the new value is empty"],
      ["http://a/p#f", "", "http://a/p?#f", "optional group: the '?' is inserted even for an empty value"],
      ["http://a/p", "?", "http://a/p?", "'?' alone: empty after preprocessing, the '?' prefix still included"],
      ["http://a/p", "a b#c", "http://a/p?a%20b%23c", "' ' and '#' are not valid in <query>"],
      ["http://a/p", "a=1&b=/?:@", "http://a/p?a=1&b=/?:@", "query characters stay"],
      ["http://a/p", "é", "http://a/p?%C3%A9", "UTF-8 whatever the document's encoding"],
      ["mailto:x@y?s=1", "t", "mailto:x@y?s=1", "condition false: not hierarchical"],
      ["data:,x", "t", "data:,x", "condition false: not hierarchical"],
      ["?q", "r", "?q", "the input is not an absolute URL"],
    ]);
  });

  describe("hash: <fragment>; one leading '#' removed; condition —", () => {
    setterCases("hash", [
      ["http://a/p#f", "g", "http://a/p#g", "replaces the fragment"],
      ["http://a/p#f", "#g", "http://a/p#g", "one leading '#' removed"],
      ["http://a/p#f", "##g", "http://a/p#%23g", "only one: the second is escaped (RFC 3986's <fragment> has no '#')"],
      ["http://a/p#f#g", "h", "http://a/p#h", "the whole HTML5 <fragment>, '#' and all, is replaced"],
      ["http://a/p", "g", "http://a/p#g", "no <fragment>: '#' and the fragment appended"],
      ["http://a/p?q", "g", "http://a/p?q#g", "…after the query"],
      ["http://a/p#f", "", "http://a/p#", "optional group: the '#' stays when the new value is empty"],
      ["http://a/p", "", "http://a/p#", "optional group: the '#' is inserted even for an empty value"],
      ["http://a/p", "#", "http://a/p#", "'#' alone: empty after preprocessing, '#' still included"],
      ["http://a/p", "a b\"<>`", "http://a/p#a%20b%22%3C%3E%60", "characters not valid in <fragment> are escaped"],
      ["mailto:x@y", "f", "mailto:x@y#f", "no condition: non-hierarchical URLs too"],
      ["data:text/plain,hi", "f", "data:text/plain,hi#f", "data: too"],
      ["#f", "g", "#f", "the input is not an absolute URL"],
      ["", "g", "", "the empty string is not an absolute URL"],
    ]);
  });

  describe("replacing in the input as given", () => {
    it("spaces around the URL (stripped by §2.6.2 parsing) stay where they were", () => {
      expect(setPathname(" http://a/b \n", "c")).to.equal(" http://a/c \n");
      expect(setHash(" http://a/b ", "f")).to.equal(" http://a/b#f ");
      expect(setSearch("\thttp://a/b\t", "")).to.equal("\thttp://a/b?\t");
    });
    it("only the component changes: nothing is normalized", () => {
      expect(setHash("HTTP://A.example:0080/a/../b c?d e", "f")).to.equal("HTTP://A.example:0080/a/../b c?d e#f");
    });
  });

  it("the named setters are the table's rows", () => {
    expect(setProtocol("http://a/", "ftp")).to.equal("ftp://a/");
    expect(setHost("http://a/", "b")).to.equal("http://b/");
    expect(setHostname("http://a/", "b")).to.equal("http://b/");
    expect(setPort("http://a/", "1")).to.equal("http://a:1/");
    expect(setPathname("http://a/", "p")).to.equal("http://a/p");
    expect(setSearch("http://a/", "q")).to.equal("http://a/?q");
    expect(setHash("http://a/", "f")).to.equal("http://a/#f");
  });

  describe("runURLDecompositionSetter records each step", () => {
    it("preprocessed, escaped, condition, output", () => {
      expect(runURLDecompositionSetter("search", "http://a/", "??a b")).to.deep.equal({
        attribute: "search",
        component: "query",
        input: "http://a/",
        value: "??a b",
        preprocessed: "?a b",
        newValue: "?a%20b",
        inputIsAbsoluteURL: true,
        setterConditionHolds: true,
        replaced: true,
        output: "http://a/??a%20b",
      });
    });
    it("a failed condition: output is the input", () => {
      const steps = runURLDecompositionSetter("port", "http://a/", "65536");
      expect(steps).to.include({ preprocessed: "65536", setterConditionHolds: false, replaced: false, output: "http://a/" });
    });
    it("not an absolute URL: the condition is not even asked", () => {
      const steps = runURLDecompositionSetter("hash", "relative", "f");
      expect(steps).to.include({ inputIsAbsoluteURL: false, setterConditionHolds: false, replaced: false, output: "relative" });
    });
    it("a value that is not a string is a TypeError naming the setter", () => {
      expect(() => setPort("http://a/", 8080 as unknown as string)).to.throw(TypeError, 'webaddr.setPort: argument "value" must be a string, got a number (8080)');
      expect(() => setSearch("http://a/", null as unknown as string)).to.throw(TypeError, 'webaddr.setSearch: argument "value" must be a string, got null');
    });
  });
});
