import { readFileSync } from "node:fs";
import { parseHTMLDocument, type HTMLDocument, type ParseHTMLDocumentOptions } from "../../src/documents/index.js";

export const ADDRESS = "http://example.com/dir/page.html";

export const FIXTURES = ["base-and-xml-base.html", "base-outside-head.html", "windows-1252.html", "shift_jis.html", "koi8-r.html", "utf-16le-bom.html", "invalid-utf-8.html"];

export function fixturePath(name: string): string {
  return new URL(`./fixtures/${name}`, import.meta.url).pathname;
}

/** A fixture page, read as bytes (its encoding is found as a browser would). */
export function loadFixture(name: string, options: Partial<ParseHTMLDocumentOptions> = {}): HTMLDocument {
  const bytes = new Uint8Array(readFileSync(fixturePath(name)));
  const r = parseHTMLDocument(bytes, { address: ADDRESS, ...options });
  if (!r.ok) throw new Error(r.error.message);
  return r.document;
}

/** A document from markup written in the test. */
export function documentFrom(html: string, options: Partial<ParseHTMLDocumentOptions> = {}): HTMLDocument {
  const r = parseHTMLDocument(html, { address: ADDRESS, ...options });
  if (!r.ok) throw new Error(r.error.message);
  return r.document;
}

/** The nth element with this tag name. */
export function elementNamed(d: HTMLDocument, tag: string, nth = 0) {
  const e = d.elements.filter((x) => x.localName === tag)[nth];
  if (e === undefined) throw new Error(`no ${tag} #${nth}`);
  return e;
}
