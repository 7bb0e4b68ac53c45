/**
 * The legacy encodings' tables, loaded when a state first needs them: a document encoding whose
 * query step encodes through a table (HTML5 §2.6.3: the query is encoded in the document's
 * encoding; UTF-8 and UTF-16 need no table). The first paint does without them.
 */
import { resolveEncodingLabel } from "../encoding/labels.js";
import { provideIconvLite, type IconvTables } from "../platform/lazy-modules.js";

let loaded: Promise<void> | undefined;
let ready = false;

/**
 * Whether drawing a state in this encoding needs the tables: every legacy encoding but
 * x-user-defined, which is arithmetic (iso-2022-jp has no codec of its own but encodes through
 * the jis0208 table). An unknown label needs none: it is an error.
 */
export function needsEncodingTables(label: string): boolean {
  const found = resolveEncodingLabel(label);
  return found.ok && !found.encoding.isUTF16 && found.encoding.name !== "utf-8" && found.encoding.name !== "x-user-defined";
}

export function encodingTablesReady(): boolean {
  return ready;
}

/** Loads the tables once (later calls share the first load). */
export function loadEncodingTables(): Promise<void> {
  // iconv-lite is CommonJS: the bundle's namespace for it holds module.exports as its default.
  loaded ??= import("iconv-lite").then((module: IconvTables & { readonly default?: IconvTables }) => {
    provideIconvLite(module.default ?? module);
    ready = true;
    // For tests and devtools: the tables are in (the corpus worker has no document).
    if (typeof document !== "undefined") document.documentElement.dataset["encodingTables"] = "loaded";
  });
  return loaded;
}
