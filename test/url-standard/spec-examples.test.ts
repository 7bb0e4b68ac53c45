/**
 * The URL Standard's own examples (at 6ae8486), run through src/whatwg/url-standard/: the host
 * parse-serialize table of §3, "find the IPv6 address compressed piece index", the URL parsing
 * table of §4, the URL record table of §4.1, "starts with a Windows drive letter", the serializer's
 * "/." note; and how a string with lone surrogates is read (as U+FFFD, as whatwg-url 14.2 reads it).
 */
import { expect } from "chai";
import { findTheIPv6AddressCompressedPieceIndex, serializeHost, serializeIPv6 } from "../../src/whatwg/url-standard/host-serializer.js";
import { hostParser } from "../../src/whatwg/url-standard/host-parser.js";
import { basicURLParse, hasAnOpaquePath, serializePath, serializeURL, type URLRecord } from "../../src/whatwg/url-standard/index.js";
import { endsInANumber, ipv4Parser } from "../../src/whatwg/url-standard/ipv4-parser.js";
import { isDoubleDotURLPathSegment, isSingleDotURLPathSegment } from "../../src/whatwg/url-standard/url-path.js";
import { startsWithAWindowsDriveLetter } from "../../src/whatwg/url-standard/windows-drive-letter.js";
import { compareWithWhatwgURL } from "./compare-with-whatwg-url.js";

function href(input: string, base?: string): string | null {
  const baseURL = base === undefined ? null : basicURLParse(base);
  const url = basicURLParse(input, { baseURL });
  return url === null ? null : serializeURL(url);
}

describe("URL Standard (src/whatwg/url-standard) — the standard's examples", () => {
  it("§3: the host parse-serialize roundtrip table, isOpaque false and true", () => {
    const roundtrip = (input: string, isOpaque: boolean): string | null => {
      const host = hostParser(input, isOpaque);
      return host === null ? null : serializeHost(host);
    };
    const table: [string, string | null, string | null][] = [
      ["EXAMPLE.COM", "example.com", "EXAMPLE.COM"],
      ["example%2Ecom", "example.com", "example%2Ecom"],
      ["faß.example", "xn--fa-hia.example", "fa%C3%9F.example"],
      ["0", "0.0.0.0", "0"],
      ["%30", "0.0.0.0", "%30"],
      ["0x", "0.0.0.0", "0x"],
      ["0xffffffff", "255.255.255.255", "0xffffffff"],
      ["[0:0::1]", "[::1]", "[::1]"],
      ["[0:0::1%5D", null, null],
      ["[0:0::%31]", null, null],
      ["09", null, "09"],
      ["example.255", null, "example.255"],
      ["example^example", null, null],
    ];
    for (const [input, domainOrIP, opaque] of table) {
      expect(roundtrip(input, false), `${input}, isOpaque false`).to.equal(domainOrIP);
      expect(roundtrip(input, true), `${input}, isOpaque true`).to.equal(opaque);
    }
  });

  it("§3.5: ends in a number, and the IPv4 parser's bounds", () => {
    expect(["1.2.3.4", "a.0x1f", "a.09", "a.1.", "0x"].map(endsInANumber)).to.deep.equal([true, true, true, true, true]);
    expect(["", ".", "a", "a.b", "1.a", "a.0x1g", "a..", "1e1"].map(endsInANumber)).to.deep.equal([false, false, false, false, false, false, false, false]);
    expect(ipv4Parser("255.255.255.255")).to.equal(0xffffffff);
    expect(ipv4Parser("1.16777215")).to.equal(0x01ffffff);
    expect(ipv4Parser("1.16777216")).to.equal(null);
    expect(ipv4Parser("256.1")).to.equal(null);
    expect(ipv4Parser("1.2.3.4.5")).to.equal(null);
    expect(ipv4Parser("1.2.3.4.")).to.equal(0x01020304);
    expect(ipv4Parser("0x7f.00.0.01")).to.equal(0x7f000001);
    expect(ipv4Parser("4294967296")).to.equal(null);
    expect(ipv4Parser("99999999999999999999999999")).to.equal(null);
  });

  it("§3.6: \"In 0:f:0:0:f:f:0:0 it would point to the second 0\"", () => {
    const address = [0, 0xf, 0, 0, 0xf, 0xf, 0, 0];
    expect(findTheIPv6AddressCompressedPieceIndex(address)).to.equal(2);
    expect(serializeIPv6(address)).to.equal("0:f::f:f:0:0");
    expect(serializeIPv6([0, 0, 0, 0, 0, 0, 0, 1])).to.equal("::1");
    expect(serializeIPv6([1, 0, 0, 0, 0, 0, 0, 0])).to.equal("1::");
    expect(serializeIPv6([1, 0, 2, 0, 3, 0, 4, 0])).to.equal("1:0:2:0:3:0:4:0");
  });

  it("§4: the URL parsing table", () => {
    const table: [string, string | undefined, string | null][] = [
      ["https:example.org", undefined, "https://example.org/"],
      ["https://////example.com///", undefined, "https://example.com///"],
      ["https://example.com/././foo", undefined, "https://example.com/foo"],
      ["hello:world", "https://example.com/", "hello:world"],
      ["https:example.org", "https://example.com/", "https://example.com/example.org"],
      ["\\example\\..\\demo/.\\", "https://example.com/", "https://example.com/demo/"],
      ["example", "https://example.com/demo", "https://example.com/example"],
      ["file:///C|/demo", undefined, "file:///C:/demo"],
      ["..", "file:///C:/demo", "file:///C:/"],
      ["file://loc%61lhost/", undefined, "file:///"],
      ["https://user:password@example.org/", undefined, "https://user:password@example.org/"],
      ["https://example.org/foo bar", undefined, "https://example.org/foo%20bar"],
      ["https://EXAMPLE.com/../x", undefined, "https://example.com/x"],
      ["https://ex ample.org/", undefined, null],
      ["example", undefined, null],
      ["https://example.com:demo", undefined, null],
      ["http://[www.example.com]/", undefined, null],
      ["https://example.org//", undefined, "https://example.org//"],
      ["https://example.com/[]?[]#[]", undefined, "https://example.com/[]?[]#[]"],
      ["https://example/%?%#%", undefined, "https://example/%?%#%"],
      ["https://example/%25?%25#%25", undefined, "https://example/%25?%25#%25"],
    ];
    for (const [input, base, output] of table) expect(href(input, base), `${input} against ${base}`).to.equal(output);
  });

  it("§4.1: the URL record table", () => {
    const fields = (url: URLRecord | null) => url && { scheme: url.scheme, host: url.host, port: url.port, path: url.path, query: url.query, fragment: url.fragment };
    expect(fields(basicURLParse("https://example.com/"))).to.deep.equal({ scheme: "https", host: "example.com", port: null, path: [""], query: null, fragment: null });
    expect(fields(basicURLParse("https://localhost:8000/search?q=text#hello"))).to.deep.equal({ scheme: "https", host: "localhost", port: 8000, path: ["search"], query: "q=text", fragment: "hello" });
    expect(fields(basicURLParse("urn:isbn:9780307476463"))).to.deep.equal({ scheme: "urn", host: null, port: null, path: "isbn:9780307476463", query: null, fragment: null });
    expect(fields(basicURLParse("file:///ada/Analytical%20Engine/README.md"))).to.deep.equal({
      scheme: "file",
      host: "",
      port: null,
      path: ["ada", "Analytical%20Engine", "README.md"],
      query: null,
      fragment: null,
    });
    // (The table says null for the file URL's host; the parser's file state sets it to the empty host, as the serialization file:/// shows.)
    expect(hasAnOpaquePath(basicURLParse("urn:isbn:9780307476463")!)).to.equal(true);
    expect(serializePath(basicURLParse("urn:isbn:9780307476463")!)).to.equal("isbn:9780307476463");
  });

  it("§4.1: single-dot and double-dot URL path segments", () => {
    expect([".", "%2e", "%2E"].every(isSingleDotURLPathSegment)).to.equal(true);
    expect(["..", ".%2e", "%2e.", "%2E%2e", ".%2E"].every(isDoubleDotURLPathSegment)).to.equal(true);
    expect(["", "..", "%2", "%2e%2e", "e"].some(isSingleDotURLPathSegment)).to.equal(false);
    expect(["", ".", "...", "%2e", "%2e%2", "%2e%2e%2e"].some(isDoubleDotURLPathSegment)).to.equal(false);
  });

  it("§4.2: starts with a Windows drive letter (c:, c:/, but not c:a)", () => {
    expect(startsWithAWindowsDriveLetter("c:", 0)).to.equal(true);
    expect(startsWithAWindowsDriveLetter("c:/", 0)).to.equal(true);
    expect(startsWithAWindowsDriveLetter("c:a", 0)).to.equal(false);
    expect(startsWithAWindowsDriveLetter("/C|#", 1)).to.equal(true);
    expect(startsWithAWindowsDriveLetter("1:", 0)).to.equal(false);
  });

  it("§4.5: web+demo:/.//not-a-host/ and web+demo:/path/..//not-a-host/ serialize as web+demo:/.//not-a-host/", () => {
    expect(href("web+demo:/.//not-a-host/")).to.equal("web+demo:/.//not-a-host/");
    expect(href("web+demo:/path/..//not-a-host/")).to.equal("web+demo:/.//not-a-host/");
  });

  it("the opaque path state's \"remaining starts with U+003F (?) or U+003F (#)\" is read as \"?\" or \"#\" (U+0023)", () => {
    expect(href("sc:a ?q")).to.equal("sc:a%20?q");
    expect(href("sc:a #f")).to.equal("sc:a%20#f");
    expect(href("sc:a  b ")).to.equal("sc:a  b");
  });

  it("a lone surrogate is read as U+FFFD everywhere, as whatwg-url 14.2 reads it", () => {
    expect(href("http://h/\uD800?\uDC00#\uD800")).to.equal("http://h/%EF%BF%BD?%EF%BF%BD#%EF%BF%BD");
    expect(href("sc://\uD800/")).to.equal("sc://%EF%BF%BD/");
    expect(href("sc:\uDC00")).to.equal("sc:%EF%BF%BD");
    expect(href("http://u\uD800@h/")).to.equal("http://u%EF%BF%BD@h/");
    // A domain with U+FFFD fails domain to ASCII.
    expect(href("http://\uD800/")).to.equal(null);
    // Two halves that meet once a tab between them is removed are one code point.
    expect(href("http://h/\uD83D\t\uDE00")).to.equal("http://h/%F0%9F%98%80");
    for (const input of ["http://h/\uD800?\uDC00#\uD800", "sc://\uD800/", "sc:\uDC00", "http://u\uD800@h/", "http://\uD800/", "http://h/\uD83D\t\uDE00"]) {
      expect(compareWithWhatwgURL(input, null).kind, input).to.equal("same");
    }
  });
});
