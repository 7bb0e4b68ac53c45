/**
 * The URL Standard's "valid URL string" as the url-writing variant: the grammar of §4.3 URL
 * writing and §3.4 Host writing (grammar/url-writing.abnf) and the checks on its spans
 * (src/whatwg/url-writing/span-checks.ts). Each sentence of the section, and each check, by
 * example: the verdict, and for a string that is not valid, the check (or the grammar, "syntax")
 * that says so.
 */
import { expect } from "chai";
import { isValidURLString, parse, resolve, validURLString } from "../../src/index.js";
import { registerRuntimeVariants } from "../../src/workbench/index.js";
import { overlayFolder } from "../workbench/overlay-files.js";

const SPECIAL = "https://example.org/a/b";
const FILE = "file:///C:/dir/file";
const OTHER = "foo://host/p/q";
const OPAQUE = "mailto:user@example.org";

/** [input, base or null, "valid" or what refuses it] */
const CASES: readonly (readonly [string, string | null, string])[] = [
  // "A valid URL string must be either a relative-URL-with-fragment string or an absolute-URL-with-fragment string."
  ["https://example.org/p?q#f", null, "valid"],
  ["HTTPS://EXAMPLE.ORG", null, "valid"],
  // "absolute-URL string": a special scheme that is not "file", ":" and a scheme-relative-special-URL string
  ["ws://h:8/", null, "valid"],
  ["http:foo", null, "not-special-scheme"],
  ["http:/foo", null, "not-special-scheme"],
  ["http:///foo", null, "not-special-scheme"],
  // … "file", ":" and a scheme-relative-file-URL string
  ["file:///C:/x", null, "valid"],
  ["file://host/x", null, "valid"],
  ["file://", null, "valid"],
  ["file:x", null, "not-special-scheme"],
  ["file://h:8/x", null, "not-special-scheme"],
  // … a scheme that is not special: a scheme-relative-URL, path-absolute-non-authority-URL or opaque-path-URL string
  ["foo://h:8/x", null, "valid"],
  ["foo://", null, "valid"],
  ["foo:/x//y", null, "valid"],
  ["foo:x/y", null, "valid"],
  ["foo:", null, "valid"],
  ["foo://h:x/", null, "syntax"],
  ["foo://@h/", null, "syntax"],
  // "URL-scheme string": one ASCII alpha, then alphanumerics, "+", "-", "."
  ["a+b-c.d:x", null, "valid"],
  ["1a:x", null, "base-URL"],
  // "A non-null base URL is necessary when parsing a relative-URL-with-fragment string."
  ["/x", null, "base-URL"],
  ["#f", null, "base-URL"],
  ["", null, "base-URL"],
  // relative-URL-with-fragment string: "#" and a fragment if base URL has an opaque path; otherwise a relative-URL string …
  ["#f", OPAQUE, "valid"],
  ["", OPAQUE, "opaque-path-base"],
  ["x", OPAQUE, "opaque-path-base"],
  ["?q", OPAQUE, "opaque-path-base"],
  ["#f", SPECIAL, "valid"],
  ["", SPECIAL, "valid"],
  ["?q#f", SPECIAL, "valid"],
  ["x:y", OPAQUE, "valid"],
  // relative-URL string: path-absolute-non-authority-URL string, path-relative-scheme-less-URL string …
  ["/a//b", SPECIAL, "valid"],
  ["a/b/../c", SPECIAL, "valid"],
  ["./a:b", SPECIAL, "valid"],
  ["a!:b", SPECIAL, "valid"],
  // "a:b" starts with a URL-scheme string and ":": it is an absolute-URL string instead
  ["a:b", SPECIAL, "valid"],
  // … or, switching on base URL's scheme
  ["//h:8/x", SPECIAL, "valid"],
  ["//h:8/x", OTHER, "valid"],
  ["//h:8/x", FILE, "base-URL-scheme"],
  ["//h/x", FILE, "valid"],
  ["///x", FILE, "valid"],
  ["///x", SPECIAL, "base-URL-scheme"],
  ["//", OTHER, "valid"],
  ["//", FILE, "valid"],
  ["//", SPECIAL, "base-URL-scheme"],
  ["//h!/x", OTHER, "valid"],
  ["//h!/x", SPECIAL, "valid-domain"],
  ["//1.2.3.4:8", OTHER, "valid"],
  // "URL-port string": empty, or digits representing a 16-bit unsigned integer
  ["http://h:/", null, "valid"],
  ["http://h:65535/", null, "valid"],
  ["http://h:0065535/", null, "valid"],
  ["http://h:65536/", null, "port-range"],
  ["foo://h:99999999999999999999/", null, "port-range"],
  // "path-absolute-URL string", "URL-path-segment string": any URL units but "/" and "?", dot segments included
  ["http://h/./%2e/..%2F/x", null, "valid"],
  ["http://h/a b", null, "syntax"],
  ["http://h/a%zz", null, "syntax"],
  ["http://h/a%7Z", null, "syntax"],
  // "URL-query string", "URL-fragment string": URL units, so no second "#"
  ["http://h/?a/b?c:@", null, "valid"],
  ["http://h/#a#b", null, "syntax"],
  ["http://h/?\u00E9#\u{10FFFD}", null, "valid"],
  // URL code points exclude surrogates and noncharacters
  ["http://h/\uFDD0", null, "syntax"],
  ["http://h/\u{1FFFE}", null, "syntax"],
  ["http://h/\uD800", null, "syntax"],
  ["http://h/\u00A0\uFFFD\u{10000}", null, "valid"],
  ["http://h/^", null, "syntax"],
  // "valid host string": a valid domain string, a valid IPv4-address string, or "[" IPv6 "]"
  ["http://b\u00FCcher.example/", null, "valid"],
  ["http://xn--bcher-kva.example/", null, "valid"],
  ["http://a_b/", null, "valid-domain"],
  ["http://ex%41mple/", null, "valid-domain"],
  ["http://0x7f.1/", null, "valid-domain"],
  ["http://1.2.3/", null, "valid-domain"],
  ["http://a.1/", null, "valid-domain"],
  ["http://1.2.3.4/", null, "valid"],
  ["http://1.2.3.4x/", null, "valid"],
  ["http://255.255.255.255/", null, "valid"],
  ["http://1.2.3.256/", null, "valid-domain"],
  ["http://01.2.3.4/", null, "valid-domain"],
  ["http://[1:2:3:4:5:6:7:8]/", null, "valid"],
  ["http://[1:2:3:4:5:6:1.2.3.4]/", null, "valid"],
  ["http://[::]/", null, "valid"],
  ["http://[1::8]/", null, "valid"],
  ["http://[::1.2.3.4]/", null, "valid"],
  ["http://[1:2:3:4:5:6:7::]/", null, "valid"],
  ["http://[1:2:3:4:5:6:7:8::]/", null, "effective-piece-length"],
  ["http://[1:2:3:4:5:6::1.2.3.4]/", null, "effective-piece-length"],
  ["http://[1:2:3:4:5:6:7]/", null, "effective-piece-length"],
  ["http://[1:2:3:4:5:6:7:1.2.3.4]/", null, "effective-piece-length"],
  ["http://[01::]/", null, "syntax"],
  ["http://[1::2::3]/", null, "syntax"],
  ["http://[ffff::]/", null, "valid"],
  ["http://[10000::]/", null, "syntax"],
  // "valid opaque-host string": URL units but forbidden host code points, or "[" IPv6 "]"
  ["foo://a!$&'()*+,;=_~%zz/", null, "syntax"],
  ["foo://a!$&'()*+,;=_~%41/", null, "valid"],
  ["foo://[::1]/", null, "valid"],
  ["foo://[v1.x]/", null, "syntax"],
  ["foo://a@b/", null, "syntax"],
];

describe("URL Standard §4.3 URL writing, §3.4 Host writing: url-writing (the grammar and the checks on its spans)", () => {
  for (const [input, base, expected] of CASES) {
    it(`${JSON.stringify(input)}${base === null ? "" : ` against ${base}`}: ${expected === "valid" ? "valid" : `not valid (${expected})`}`, () => {
      const result = validURLString(input, base === null ? {} : { baseURL: base });
      const verdict = result.ok ? "valid" : result.error.kind === "check" ? /\(check ([\w-]+)\)/.exec(result.error.message)?.[1] : result.error.kind;
      expect(verdict, result.ok ? "" : result.error.message).to.equal(expected);
      expect(isValidURLString(input, base === null ? {} : { baseURL: base })).to.equal(expected === "valid");
    });
  }

  it("a refusal says which check and where: the span the check was made on", () => {
    expect(validURLString("http://h:70000/")).to.deep.include({ ok: false });
    const port = validURLString("http://h:70000/");
    if (!port.ok) expect(port.error).to.deep.include({ kind: "check", offset: 9 });
    const domain = validURLString("x", { baseURL: "http://a/" });
    expect(domain.ok).to.equal(true);
    const relative = validURLString("//a_b/", { baseURL: "http://a/" });
    if (relative.ok) throw new Error("valid");
    expect(relative.error.offset).to.equal(2);
    expect(relative.error.message).to.include("check valid-domain").and.include('"a_b"');
    const switched = validURLString("//h:8/x", { baseURL: FILE });
    if (switched.ok) throw new Error("valid");
    expect(switched.error).to.deep.include({ kind: "check", offset: 0 });
    expect(switched.error.message).to.include('the base URL\'s scheme is "file"').and.include("scheme-relative-file-URL-string");
  });

  it("the base URL's case of the switch gives the components: an opaque host against a non-special base", () => {
    const r = validURLString("//h!:8/x?q", { baseURL: OTHER });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.components).to.deep.include({ host: "h!", port: "8", path: "/x", query: "q" });
    expect(r.productions).to.deep.equal({ path: "path_abempty", host: "reg_name" });
  });

  it("the components are read off the rules, as HTML5 §2.6.2 names them", () => {
    const r = parse("HTTP://[::1]:080/a/b?q#f", { variant: "url-writing" });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.components).to.deep.include({ scheme: "HTTP", authority: "[::1]:080", host: "[::1]", port: "080", hostport: "[::1]", path: "/a/b", query: "q", fragment: "f", hostSpecific: "/a/b?q#f" });
    expect(r.productions).to.deep.equal({ path: "path_abempty", host: "IP_literal" });
    const opaque = parse("mailto:a@b", { variant: "url-writing" });
    if (!opaque.ok) throw new Error(opaque.error.message);
    expect(opaque.components).to.deep.include({ scheme: "mailto", path: "a@b" });
    expect(opaque.productions.path).to.equal("path_rootless");
    const fragment = resolve("#f", OPAQUE, { variant: "url-writing" });
    expect(fragment).to.deep.include({ ok: true, href: "mailto:user@example.org#f" });
  });

  it("resolve: a valid URL string resolves as the URL Standard's parser resolves it; one that is not valid is a parse-step error; a base that is not a URL, a base-step error", () => {
    expect(resolve("../c?d", SPECIAL, { variant: "url-writing" })).to.deep.equal({ ok: true, variant: "url-writing", input: "../c?d", href: "https://example.org/c?d" });
    const invalid = resolve("../c d", SPECIAL, { variant: "url-writing" });
    expect(invalid).to.deep.include({ ok: false });
    if (!invalid.ok) expect(invalid.error).to.deep.include({ step: "parse", offset: 4 });
    // The whatwg variant resolves it, with a validation error: the two definitions part here.
    expect(resolve("../c d", SPECIAL, { variant: "whatwg" })).to.deep.include({ ok: true, href: "https://example.org/c%20d" });
    const noBase = resolve("x", "no base", { variant: "url-writing" });
    if (noBase.ok) throw new Error("resolved");
    expect(noBase.error.step).to.equal("base");
  });

  it("an overlay of one production changes what is valid, and the checks still apply to the overlaid grammar", async () => {
    const folder = overlayFolder();
    try {
      // What if a port had to have digits?
      const overlay = folder.write("port.abnf", "URL-port-string = 1*DIGIT\n");
      registerRuntimeVariants();
      const variant = `url-writing+${overlay}` as const;
      expect(parse("http://h:/", { variant }).ok).to.equal(false);
      expect(parse("http://h:8/", { variant }).ok).to.equal(true);
      const range = parse("http://h:80000/", { variant });
      if (range.ok) throw new Error("valid");
      expect(range.error.message).to.include("check port-range");
      // The switch parses the span again with the overlaid grammar's rule.
      expect(resolve("//h:/x", OTHER, { variant }).ok).to.equal(false);
      expect(resolve("//h:8/x", OTHER, { variant }).ok).to.equal(true);
      expect(resolve("//h:8/x", FILE, { variant }).ok).to.equal(false);
    } finally {
      folder.cleanup();
    }
  });
});
