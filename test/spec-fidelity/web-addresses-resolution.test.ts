import { expect } from "chai";
import { resolve } from "../../src/index.js";

const WA = "web-addresses-2009";

/**
 * The Web addresses draft §3 (docs/spec-notes.md, "§3's w, and the encoding"):
 * - "Parse w into its component parts" and "replace the matching substring of w": chosen, w is the
 *   Web address as given; §2's steps 2–4 rewrite a copy for its grammar and its components are
 *   decoded substrings, so §3 does not see "%" as "%25" or a second "#" as "%23".
 * - The URL character encoding: §1 lists the script's, the DOM node's document's, then one
 *   "defined when the Web address was created"; HTML5 puts the defined one first. Chosen: the
 *   caller's encoding option is the Web address's own encoding whichever way it came, the
 *   element's document's only without one — as html5-2009.
 * - "If encoding is UTF-16, then change it to UTF-8": chosen, any UTF-16 encoding (utf-16be and
 *   utf-16le too), as HTML5's "a UTF-16 encoding".
 */
describe("Web addresses draft §3: the w it works on, and the encoding", () => {
  it("w is not §2's rewritten w: % and a second # come back as they were", () => {
    expect(resolve("http://a/%41", "http://x/", { variant: WA })).to.deep.include({ ok: true, href: "http://a/%41" });
    expect(resolve("http://a/#a#b", "http://x/", { variant: WA })).to.deep.include({ ok: true, href: "http://a/#a#b" });
    expect(resolve("http://a/%zz?%", "http://x/", { variant: WA })).to.deep.include({ ok: true, href: "http://a/%zz?%" });
  });
  for (const variant of ["html5-2009", WA] as const) {
    it(`${variant}: the caller's encoding before the element's document's`, () => {
      const element = { document: { address: "http://d/", encoding: "windows-1252" } };
      expect(resolve("?é", element, { variant })).to.deep.include({ ok: true, href: "http://d/?%E9" });
      expect(resolve("?é", element, { variant, encoding: "utf-8" })).to.deep.include({ ok: true, href: "http://d/?%C3%A9" });
    });
    it(`${variant}: every UTF-16 encoding becomes UTF-8`, () => {
      for (const encoding of ["utf-16", "utf-16le", "utf-16be"]) {
        expect(resolve("http://a/?é", "http://x/", { variant, encoding }), encoding).to.deep.include({ ok: true, href: "http://a/?%C3%A9" });
      }
    });
  }
});
