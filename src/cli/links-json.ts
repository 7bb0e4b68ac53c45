/**
 * `webaddr links --json`, written as the links are resolved: the same text, byte for byte, as
 * JSON.stringify({ document, ...linksReport }, null, 2), without holding every link (or the whole
 * text) at once (20,000 URLs make a JSON text of hundreds of MB).
 */
import type { DocumentLink } from "../documents/links.js";
import type { LinksReport, LinksReportHead } from "../documents/links-report.js";

// Stand-ins JSON.stringify writes as "\u0000links", "\u0000differing" and "\u0000urls": no other
// value of the report is any of these strings (the first of each, at the top level, is the stand-in).
const LINKS = "\u0000links";
const DIFFERING = "\u0000differing";
const URLS = "\u0000urls";

/**
 * The lines of the JSON text, each a whole number of lines of JSON.stringify's output (the
 * caller ends each with a newline, as it did the single string).
 */
export function* linksReportJSON(document: string, head: LinksReportHead, links: Iterable<DocumentLink>, changedOnly = false): Generator<string> {
  // The keys in the order JSON.stringify({ document, ...report }) writes them.
  const skeleton: { readonly document: string } & Record<keyof LinksReport, unknown> = {
    document,
    address: head.address,
    encoding: head.encoding,
    variants: head.variants,
    documentBaseURLs: head.documentBaseURLs,
    links: LINKS,
    differing: DIFFERING,
    warnings: head.warnings,
    // --changed: "links" holds only the links that differ, and "urls" counts them all.
    ...(changedOnly ? { changedOnly: true, urls: URLS } : {}),
  };
  const text = JSON.stringify(skeleton, null, 2);
  const linksAt = text.indexOf(JSON.stringify(LINKS));
  const before = text.slice(0, linksAt);
  const after = text.slice(linksAt + JSON.stringify(LINKS).length);
  let differing = 0;
  let total = 0;
  let previous: string | undefined;
  for (const link of links) {
    total++;
    if (link.differs) differing++;
    else if (changedOnly) continue;
    // An element of a top-level array: indented two levels (4 spaces), as JSON.stringify nests it.
    const entry = `    ${JSON.stringify(link, null, 2).replaceAll("\n", "\n    ")}`;
    yield previous === undefined ? `${before}[` : `${previous},`;
    previous = entry;
  }
  const rest = after.replace(JSON.stringify(DIFFERING), String(differing)).replace(JSON.stringify(URLS), String(total));
  if (previous === undefined) yield `${before}[]${rest}`;
  else {
    yield previous;
    yield `  ]${rest}`;
  }
}
