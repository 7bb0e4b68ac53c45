/**
 * The page's version of grammar-files.ts (swapped in by scripts/build-web.ts): the grammar texts
 * come from the bundle (esbuild's text loader), so that the page builds overlay variants from
 * the same grammars as the CLI. It is in the chunk the overlay panel loads, not in the first one.
 */
import html5_2009_abnf from "../../grammar/html5-2009.abnf";
import html5_2009_peggy from "../../grammar/html5-2009.peggy";
import rfc1808_abnf from "../../grammar/rfc1808.abnf";
import rfc1808_peggy from "../../grammar/rfc1808.peggy";
import rfc3986_abnf from "../../grammar/rfc3986.abnf";
import rfc3986_peggy from "../../grammar/rfc3986.peggy";
import rfc3987_abnf from "../../grammar/rfc3987.abnf";
import rfc3987_peggy from "../../grammar/rfc3987.peggy";
import url_writing_abnf from "../../grammar/url-writing.abnf";
import url_writing_peggy from "../../grammar/url-writing.peggy";
import type { GrammarSource } from "./merge-grammars.js";

const TEXTS: Readonly<Record<string, string>> = {
  "html5-2009.abnf": html5_2009_abnf,
  "html5-2009.peggy": html5_2009_peggy,
  "rfc1808.abnf": rfc1808_abnf,
  "rfc1808.peggy": rfc1808_peggy,
  "rfc3986.abnf": rfc3986_abnf,
  "rfc3986.peggy": rfc3986_peggy,
  "rfc3987.abnf": rfc3987_abnf,
  "rfc3987.peggy": rfc3987_peggy,
  "url-writing.abnf": url_writing_abnf,
  "url-writing.peggy": url_writing_peggy,
};

export function readProjectGrammarFile(name: string): string | undefined {
  return TEXTS[name];
}

export function readProjectGrammarFiles(files: readonly string[]): GrammarSource[] {
  return files.map((f) => {
    const text = TEXTS[f];
    if (text === undefined) throw new Error(`no grammar/${f} in the page's bundle`);
    return { source: `grammar/${f}`, text };
  });
}
