/**
 * The dependencies only some calls need, loaded on the first such call rather than at import:
 * `import { parse } from "webaddr"` then costs the html5-2009 parser and nothing else. Node
 * (≥ 20.19) loads both CommonJS packages and the generated ES module parsers synchronously with
 * require. The page's bundle swaps this module for lazy-modules.web.ts (scripts/build-web.ts),
 * which imports them the usual way.
 */
import { createRequire } from "node:module";
import type * as IconvLite from "iconv-lite";
import type * as TR46 from "tr46";
import type { CompiledGrammar } from "../grammar/grammar-node.js";

const require = createRequire(import.meta.url);

/**
 * generated/<name>.js, two folders above the file this code runs from: src/platform/ (tsx), or
 * in the package dist/chunks/ (the bundles, scripts/build-package.ts, which fails the build if
 * code using import.meta.url lands anywhere but dist/<folder>/). The parsers ship in the package
 * (package.json "files"); nothing is read from outside it.
 */
export function loadGeneratedParser(name: string): CompiledGrammar {
  return require(`../../generated/${name}.js`) as CompiledGrammar;
}

/**
 * UTS #46 processing (tr46), which the whatwg variant's domain parser needs only for a domain
 * that is not ASCII or has a label strict ToASCII would not take as it is (an "xn--" label, a
 * "_", an empty label: src/whatwg/url-standard/domain-parser.ts): its tables load on the first
 * such domain.
 */
export function loadTR46(): typeof TR46 {
  return require("tr46") as typeof TR46;
}

/** What the encoders use of iconv-lite (src/encoding/iconv-table.ts). */
export type IconvTables = Pick<typeof IconvLite, "encode" | "decode">;

let providedIconvLite: IconvTables | undefined;

/**
 * Hands over an iconv-lite already loaded, for a host without require: the page loads the tables
 * on demand with import() and provides them before any legacy encoding is used.
 */
export function provideIconvLite(module: IconvTables): void {
  providedIconvLite = module;
}

/** Legacy document encodings' tables (the query step in a non-UTF-8 document). */
export function loadIconvLite(): IconvTables {
  return providedIconvLite ?? (require("iconv-lite") as typeof IconvLite);
}
