import { expect } from "chai";
import fc from "fast-check";
import { convertURIToIRI, mapIRIToURI, parse } from "../../src/index.js";

/**
 * RFC 3987 §3.1 "Mapping of IRIs to URIs" and §3.2 "Converting URIs to IRIs": every example of
 * the two sections and of §6.4, with the XML notation written out.
 */
function mapped(iri: string, options: Parameters<typeof mapIRIToURI>[1] = {}): string {
  const result = mapIRIToURI(iri, options);
  expect(result.ok, JSON.stringify(result)).to.equal(true);
  return result.ok ? result.value : "";
}

function converted(uri: string): string {
  const result = convertURIToIRI(uri);
  expect(result.ok, JSON.stringify(result)).to.equal(true);
  return result.ok ? result.value : "";
}

describe("rfc3987: §3.1 Mapping of IRIs to URIs", () => {
  it('"http://r&#xE9;sum&#xE9;.example.org" → "http://r%C3%A9sum%C3%A9.example.org" (the two steps; the default)', () => {
    expect(mapped("http://r\u00E9sum\u00E9.example.org")).to.equal("http://r%C3%A9sum%C3%A9.example.org");
  });

  it('... "may be converted to" "http://xn--rsum-bpad.example.org" with the ireg-name\'s ToASCII', () => {
    expect(mapped("http://r\u00E9sum\u00E9.example.org", { iregNameToASCII: true })).to.equal("http://xn--rsum-bpad.example.org");
  });

  it("the ToASCII conversion is only for schemes known to use domain names in ireg-name", () => {
    expect(mapped("foo://r\u00E9sum\u00E9.example.org/", { iregNameToASCII: true })).to.equal("foo://r%C3%A9sum%C3%A9.example.org/");
    expect(mapped("//r\u00E9sum\u00E9.example.org/", { iregNameToASCII: true })).to.equal("//r%C3%A9sum%C3%A9.example.org/");
    expect(mapped("//r\u00E9sum\u00E9.example.org/", { iregNameToASCII: true, scheme: "HTTP" })).to.equal("//xn--rsum-bpad.example.org/");
  });

  it("ToASCII: UseSTD3ASCIIRules TRUE, AllowUnassigned TRUE (resolving, not creating); only U+002E separates labels", () => {
    // U+0221 is unassigned in Unicode 3.2: allowed.
    expect(mapped("http://\u0221.example/", { iregNameToASCII: true })).to.match(/^http:\/\/xn--[a-z0-9-]+\.example\/$/);
    // UseSTD3ASCIIRules: "_" is not LDH — "The ToASCII operation may fail, but this would mean that the IRI cannot be resolved."
    const failed = mapIRIToURI("http://a_b.example/", { iregNameToASCII: true });
    expect(failed.ok).to.equal(false);
    // Failing, it has the shape every webaddr result that fails has: the reason in "error".
    if (!failed.ok) expect(failed.error).to.deep.include({ offset: 7 }).and.to.have.property("message").that.matches(/^ToASCII fails on the ireg-name/);
    const notIRI = mapIRIToURI("http://[");
    expect(notIRI.ok === false && Object.keys(notIRI).sort()).to.deep.equal(["error", "ok"]);
    const notURI = convertURIToIRI("http://a/\u00E9");
    expect(notURI.ok === false && notURI.error.offset).to.equal(9);
    // U+3002 IDEOGRAPHIC FULL STOP is no separator here: it stays inside its label.
    expect(mapped("http://\u00E9\u3002example/", { iregNameToASCII: true })).to.not.include(".example");
    // The root label after a final "." is kept.
    expect(mapped("http://r\u00E9sum\u00E9.example.org./", { iregNameToASCII: true })).to.equal("http://xn--rsum-bpad.example.org./");
  });

  it("the IDN in the query is the server's business: http://validator.w3.org/check?uri=http%3A%2F%2Fr&#xE9;sum&#xE9;.example.org", () => {
    expect(mapped("http://validator.w3.org/check?uri=http%3A%2F%2Fr\u00E9sum\u00E9.example.org", { iregNameToASCII: true })).to.equal(
      "http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org",
    );
  });

  it('"http://www.example.org/red%09ros&#xE9;#red" → "http://www.example.org/red%09ros%C3%A9#red" (existing percent-encodings untouched)', () => {
    expect(mapped("http://www.example.org/red%09ros\u00E9#red")).to.equal("http://www.example.org/red%09ros%C3%A9#red");
  });

  it('non-BMP: "http://example.com/&#x10300;&#x10301;&#x10302" → "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82"', () => {
    expect(mapped("http://example.com/\u{10300}\u{10301}\u{10302}")).to.equal("http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82");
  });

  it("iprivate characters are mapped too (step 2: 'ucschar' or 'iprivate')", () => {
    expect(mapped("?\uE000\u{10FFFD}")).to.equal("?%EE%80%80%F4%8F%BF%BD");
  });

  it("Step 1 variant c: a Unicode string is not normalized (re&#x301;sume&#x301;)", () => {
    expect(mapped("re\u0301sume\u0301")).to.equal("re%CC%81sume%CC%81");
  });

  it('"the printable characters in US-ASCII that are not allowed in URIs ... If these characters are found but are not converted, then the conversion SHOULD fail"', () => {
    for (const ch of ["<", ">", '"', " ", "{", "}", "|", "\\", "^", "`"]) expect(mapIRIToURI(`http://a/${ch}`).ok, ch).to.equal(false);
  });

  it('"The mapping is also an identity transformation for URIs and is idempotent"', () => {
    for (const uri of ["http://a/b/c/d;p?q#f", "http://r%C3%A9sum%C3%A9.example.org", "x:", "//[::1]:80/%7e?%E9#%25"]) expect(mapped(uri)).to.equal(uri);
    const once = mapped("http://r\u00E9sum\u00E9.example.org/\u00FC?\u00F6#\u00E4");
    expect(mapped(once)).to.equal(once);
  });

  it('"The above mapping from IRIs to URIs produces URIs fully conforming to [RFC3986]"', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("a", "/", "?", "#", ":", "@", "%41", "\u00E9", "\u{10300}", "\uE000", "\u7D0D", ".", "//h\u00E9/", "x:"), { maxLength: 12 }), (pieces) => {
        const iri = pieces.join("");
        const result = mapIRIToURI(iri);
        if (!parse(iri, { variant: "rfc3987" }).ok) return !result.ok;
        return result.ok && parse(result.value, { variant: "rfc3986" }).ok;
      }),
      { numRuns: 500, seed: 3987 },
    );
  });

  it("the query in another encoding (what html5-wd-iri's 'using encoding encoding' does)", () => {
    expect(mapped("/\u00E9?\u00E9#\u00E9", { queryEncoding: "windows-1252" })).to.equal("/%C3%A9?%E9#%C3%A9");
    expect(mapped("?\u4E00", { queryEncoding: "windows-1252" })).to.equal("??");
    expect(mapped("?\u00E9", { queryEncoding: "utf-16le" })).to.equal("?%C3%A9");
    expect(mapIRIToURI("?a", { queryEncoding: "no-such-encoding" }).ok).to.equal(false);
  });

  it("a non-string is a TypeError naming the function and the argument", () => {
    expect(() => mapIRIToURI(undefined as unknown as string)).to.throw(TypeError, 'webaddr.mapIRIToURI: argument "iri" must be a string, got undefined');
    expect(() => convertURIToIRI(null as unknown as string)).to.throw(TypeError, 'webaddr.convertURIToIRI: argument "uri" must be a string, got null');
  });
});

describe("rfc3987: §3.2 Converting URIs to IRIs", () => {
  it('§3.2.1: "http://www.example.org/D%C3%BCrst" → "http://www.example.org/D&#xFC;rst"', () => {
    expect(converted("http://www.example.org/D%C3%BCrst")).to.equal("http://www.example.org/D\u00FCrst");
  });

  it('§3.2.1: "http://www.example.org/D%FCrst" stays (<fc> is not strictly legal UTF-8: re-percent-encoded in step 3)', () => {
    expect(converted("http://www.example.org/D%FCrst")).to.equal("http://www.example.org/D%FCrst");
  });

  it('§3.2.1: "http://xn--99zt52a.example.org/%e2%80%ae" → ".../%E2%80%AE" (U+202E is forbidden by §4.1; case not preserved; punycode not converted)', () => {
    expect(converted("http://xn--99zt52a.example.org/%e2%80%ae")).to.equal("http://xn--99zt52a.example.org/%E2%80%AE");
  });

  it("§3.2: http://www.example.org/r%E9sum%E9.html must not be converted (no guessing of iso-8859-1)", () => {
    expect(converted("http://www.example.org/r%E9sum%E9.html")).to.equal("http://www.example.org/r%E9sum%E9.html");
  });

  it("§6.4: http://www.example.org/r%C3%A9sum%C3%A9.html ↔ http://www.example.org/r&#xE9;sum&#xE9;.html", () => {
    expect(converted("http://www.example.org/r%C3%A9sum%C3%A9.html")).to.equal("http://www.example.org/r\u00E9sum\u00E9.html");
    expect(mapped("http://www.example.org/r\u00E9sum\u00E9.html")).to.equal("http://www.example.org/r%C3%A9sum%C3%A9.html");
  });

  it('§6.4: "http://www.example.org/r%E9sum%E9.xml#r%C3%A9sum%C3%A9" → "http://www.example.org/r%E9sum%E9.xml#r&#xE9;sum&#xE9;"', () => {
    expect(converted("http://www.example.org/r%E9sum%E9.xml#r%C3%A9sum%C3%A9")).to.equal("http://www.example.org/r%E9sum%E9.xml#r\u00E9sum\u00E9");
  });

  it('step 2: "except those corresponding to "%", characters in "reserved", and characters in US-ASCII not allowed in URIs"', () => {
    expect(converted("/%25%2F%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%3A")).to.equal("/%25%2F%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%3A");
    expect(converted("/%20%3C%3E%22%7B%7D%7C%5C%5E%60%00%7F")).to.equal("/%20%3C%3E%22%7B%7D%7C%5C%5E%60%00%7F");
    // ... the unreserved ones are converted
    expect(converted("/%41%7e%2d%2E%5F%30")).to.equal("/A~-._0");
  });

  it("step 3: octets that are not part of a strictly legal UTF-8 sequence are re-percent-encoded (overlong, surrogate, truncated, beyond U+10FFFF)", () => {
    expect(converted("/%C0%AF%ED%A0%80%E2%82%F4%90%80%80%C3%A9")).to.equal("/%C0%AF%ED%A0%80%E2%82%F4%90%80%80\u00E9");
  });

  it("step 4: §2.2 — a non-ucschar stays encoded; iprivate only in the query; §4.1 — bidi formatting characters stay encoded", () => {
    expect(converted("/%C2%85%EF%BF%BE%EF%B7%90")).to.equal("/%C2%85%EF%BF%BE%EF%B7%90");
    expect(converted("/%EE%80%80?%EE%80%80#%EE%80%80")).to.equal("/%EE%80%80?\uE000#%EE%80%80");
    expect(converted("/%E2%80%8E%E2%80%8F%E2%80%AA%E2%80%AB%E2%80%AC%E2%80%AD%E2%80%AE")).to.equal("/%E2%80%8E%E2%80%8F%E2%80%AA%E2%80%AB%E2%80%AC%E2%80%AD%E2%80%AE");
  });

  it('"will always result in an IRI that maps back to the URI used as an input ... (except for potential case differences in percent-encoding and for potential percent-encoded unreserved characters)"', () => {
    const normalize = (uri: string) => uri.replace(/%[0-9a-fA-F]{2}/g, (t) => {
      const octet = parseInt(t.slice(1), 16);
      return /[A-Za-z0-9\-._~]/.test(String.fromCharCode(octet)) ? String.fromCharCode(octet) : t.toUpperCase();
    });
    const octet = fc.integer({ min: 0, max: 255 }).map((b) => `%${b.toString(16).padStart(2, "0")}`);
    fc.assert(
      fc.property(fc.array(fc.oneof(octet, fc.constantFrom("%C3%A9", "%e2%82%ac", "%F0%90%8C%80", "%EE%80%80", "/", "?", "#", "a")), { maxLength: 16 }), (pieces) => {
        const uri = `http://h/${pieces.join("")}`;
        if (!parse(uri, { variant: "rfc3986" }).ok) return true;
        const iri = convertURIToIRI(uri);
        if (!iri.ok || !parse(iri.value, { variant: "rfc3987" }).ok) return false;
        const back = mapIRIToURI(iri.value);
        return back.ok && normalize(back.value) === normalize(uri);
      }),
      { numRuns: 1000, seed: 3987 },
    );
  });

  it("a string that is not a URI reference is not converted", () => {
    expect(convertURIToIRI("http://a/\u00E9").ok).to.equal(false);
  });
});
