/**
 * Everything `webaddr links` shows about a document, as one structured value (its --json output):
 * the encoding and how it was found, the document base URL under each variant, and every URL.
 */
import { VARIANT_IDS } from "../variants/registry.js";
import type { CharacterEncoding } from "./character-encoding.js";
import { documentBaseURLFor, type DocumentBaseURLResult } from "./document-base-url-rules.js";
import type { HTMLDocument } from "./html-document.js";
import { documentLinks, type DocumentLink } from "./links.js";

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

export function linksReport(document: HTMLDocument, variants: readonly string[] = VARIANT_IDS): LinksReport {
  const documentBaseURLs: Record<string, DocumentBaseURLResult> = {};
  for (const variant of variants) documentBaseURLs[variant] = documentBaseURLFor(document, variant);
  const links = documentLinks(document, { variants });
  const warnings = [...document.encoding.notes];
  if (document.encoding.invalidSequences > 0) {
    warnings.unshift(`${document.encoding.invalidSequences} byte sequence(s) not valid in ${document.encoding.name} were decoded as U+FFFD`);
  }
  return { address: document.address, encoding: document.encoding, variants, documentBaseURLs, links, differing: links.filter((l) => l.differs).length, warnings };
}
