/**
 * The page's version of lazy-modules.ts (swapped in by scripts/build-web.ts): a browser bundle
 * has no require, and the page shows every variant at once, so the parsers and tr46 (the whatwg
 * variant's UTS #46 tables) are imported up front. The legacy encodings' tables (iconv-lite, a
 * third of the bundle) are not:
 * only a document in a legacy encoding needs them, so the page loads them on demand
 * (web/encoding-tables.ts) and provides them here before it draws such a document's results.
 */
import * as tr46 from "tr46";
import * as html5_2009 from "../../generated/html5-2009.js";
import * as html5_2009_trace from "../../generated/html5-2009.trace.js";
import * as rfc1808 from "../../generated/rfc1808.js";
import * as rfc1808_trace from "../../generated/rfc1808.trace.js";
import * as rfc3986 from "../../generated/rfc3986.js";
import * as rfc3986_trace from "../../generated/rfc3986.trace.js";
import * as rfc3987 from "../../generated/rfc3987.js";
import * as rfc3987_trace from "../../generated/rfc3987.trace.js";
import * as url_writing from "../../generated/url-writing.js";
import * as url_writing_trace from "../../generated/url-writing.trace.js";
import type { CompiledGrammar } from "../grammar/grammar-node.js";
import type { IconvTables } from "./lazy-modules.js";

const PARSERS: Readonly<Record<string, CompiledGrammar>> = {
  "html5-2009": html5_2009,
  "html5-2009.trace": html5_2009_trace,
  rfc1808,
  "rfc1808.trace": rfc1808_trace,
  rfc3986,
  "rfc3986.trace": rfc3986_trace,
  rfc3987,
  "rfc3987.trace": rfc3987_trace,
  "url-writing": url_writing,
  "url-writing.trace": url_writing_trace,
};

export function loadGeneratedParser(name: string): CompiledGrammar {
  const parser = PARSERS[name];
  if (parser === undefined) throw new Error(`no generated parser ${name} in the page's bundle`);
  return parser;
}

export function loadTR46(): typeof tr46 {
  return tr46;
}

let iconvLite: IconvTables | undefined;

export function provideIconvLite(module: IconvTables): void {
  iconvLite = module;
}

export function loadIconvLite(): IconvTables {
  // The page awaits the tables before drawing a legacy encoding's results; reaching here first is a bug in the page.
  if (iconvLite === undefined) throw new Error("the page has not loaded the legacy encodings' tables (iconv-lite) yet");
  return iconvLite;
}
