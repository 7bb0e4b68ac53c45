/**
 * src/whatwg/url-standard/ against every case of WPT urltestdata.json: the href and each URL API
 * attribute, read off the URL record as the URL Standard's getters read them (§6.1). No case may
 * differ.
 */
import { expect } from "chai";
import * as whatwgURL from "whatwg-url";
import { basicURLParse, serializeURL, urlClassAttributes, type URLRecord } from "../../src/whatwg/url-standard/index.js";
import { URLTESTDATA_CASES } from "../fixtures/urltestdata-cases.js";
import { parseWithWhatwgURL } from "./compare-with-whatwg-url.js";
import { ASCII_DOMAIN_FALLBACK_CASES, DIFFERS_FROM_WHATWG_URL_14 } from "./known-differences.js";

const CASES = URLTESTDATA_CASES;

/** new URL(input, base): the base parsed first, its failure a failure. */
function parse(input: string, base: string | null): URLRecord | null {
  if (base === null) return basicURLParse(input);
  const baseURL = basicURLParse(base);
  return baseURL === null ? null : basicURLParse(input, { baseURL });
}

/** The URL API's attributes of url, as the URL Standard's getters give them (url-class-getters.ts, and href, username, password). */
function attributes(url: URLRecord) {
  return { href: serializeURL(url), username: url.username, password: url.password, ...urlClassAttributes(url) };
}

describe("URL Standard (src/whatwg/url-standard) — every case of WPT urltestdata.json", () => {
  let checked = 0;
  for (const c of CASES) {
    const title = `${JSON.stringify(c.input)}${c.base !== null ? ` against ${JSON.stringify(c.base)}` : ""}: ${c.failure ? "failure" : JSON.stringify(c.href)}`;
    it(title, () => {
      checked++;
      const url = parse(c.input, c.base);
      if (c.failure) return void expect(url, JSON.stringify(url)).to.equal(null);
      expect(url, "a URL").to.not.equal(null);
      if (url === null) return;
      const expected = { href: c.href, protocol: c.protocol, username: c.username, password: c.password, host: c.host, hostname: c.hostname, port: c.port, pathname: c.pathname, search: c.search, hash: c.hash };
      expect(attributes(url)).to.deep.equal(expected);
    });
  }
  it("the corpus's ASCII domains that Unicode ToASCII rejects: a URL here and in the corpus, failure in whatwg-url 14.2", () => {
    for (const input of ASCII_DOMAIN_FALLBACK_CASES) {
      const c = CASES.find((k) => k.input === input && k.base === null);
      expect(c?.failure ?? false, input).to.equal(false);
      const url = basicURLParse(input);
      expect(url && serializeURL(url), input).to.equal(c?.href);
      expect(parseWithWhatwgURL(input, null), input).to.equal(null);
    }
  });
  it("the corpus holds both inputs where the standard and whatwg-url 14.2 differ, and this implementation gives the standard's (and the corpus's) href", () => {
    for (const [input, { standard, whatwgURL14 }] of DIFFERS_FROM_WHATWG_URL_14) {
      const c = CASES.find((k) => k.input === input && k.base === null);
      expect(c?.href, input).to.equal(standard);
      const url = basicURLParse(input);
      expect(url && serializeURL(url)).to.equal(standard);
      const theirs = whatwgURL.basicURLParse(input);
      expect(theirs && whatwgURL.serializeURL(theirs)).to.equal(whatwgURL14);
    }
  });
  after(() => expect(checked).to.equal(CASES.length));
});
