/**
 * Everything `webaddr links` shows about a document, as one structured value (its --json output):
 * the encoding and how it was found, the document base URL under each variant, and every URL.
 */
import { documentBaseURLUnder, type DocumentBaseURLResult } from "./document-base-url-rules.js";
import type { CharacterEncoding, HTMLDocument } from "./document-element.js";
import { checkLinksArguments, linksOf, type DocumentLink } from "./links.js";
import type { VariantName } from "../variants/parsing.js";

/** The report without its links: what is known before the first link is resolved. */
export type LinksReportHead = Omit<LinksReport, "links" | "differing">;

export interface LinksReport {
  readonly address: string;
  readonly encoding: CharacterEncoding;
  readonly variants: readonly string[];
  /** The document base URL under each variant, by variant id. */
  readonly documentBaseURLs: Readonly<Record<string, DocumentBaseURLResult>>;
  readonly links: readonly DocumentLink[];
  /** How many links the variants disagree on. */
  readonly differing: number;
  /** Decoding problems and ignored declarations. */
  readonly warnings: readonly string[];
}

/** The report on a document (by default under DEFAULT_VARIANT_IDS). */
export function linksReport(document: HTMLDocument, variants?: readonly VariantName[]): LinksReport {
  const checked = checkLinksArguments("linksReport", document, variants, "variants");
  return reportOn(checked.document, checked.variants);
}

/** linksReport of a document webaddr has read. */
function reportOn(document: HTMLDocument, variants: readonly VariantName[]): LinksReport {
  const { address, encoding, documentBaseURLs, warnings } = reportHeadOf(document, variants);
  const links = linksOf(document, variants);
  // The keys in the order --json has always written them.
  return { address, encoding, variants, documentBaseURLs, links, differing: links.filter((l) => l.differs).length, warnings };
}

/** The report's head on a document webaddr has read; its links come from eachLink (links.ts). */
export function reportHeadOf(document: HTMLDocument, variants: readonly string[]): LinksReportHead {
  const documentBaseURLs: Record<string, DocumentBaseURLResult> = {};
  for (const variant of variants) documentBaseURLs[variant] = documentBaseURLUnder(document, variant);
  const warnings = [...document.encoding.notes];
  if (document.encoding.invalidSequences > 0) {
    warnings.unshift(`${document.encoding.invalidSequences} byte sequence(s) not valid in ${document.encoding.name} were decoded as U+FFFD`);
  }
  // The encoding's keys in the order the report has always had, whether the document was read
  // from a caller or parsed here.
  const { name, source, label, meta, invalidSequences, notes } = document.encoding;
  const encoding: CharacterEncoding = { name, source, ...(label === undefined ? {} : { label }), ...(meta === undefined ? {} : { meta }), invalidSequences, notes: [...notes] };
  return { address: document.address, encoding, variants, documentBaseURLs, warnings };
}
