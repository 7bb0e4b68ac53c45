/**
 * The human form of `webaddr links`: a header (encoding, document base URLs), then one row per
 * URL with a column per variant when that fits the width, else one block per URL. Rows where the
 * variants disagree are marked "*".
 *
 * The links come as a sequence that can be started again (each start resolves them anew): the
 * table's column widths need every row before the first is written, so a first pass measures
 * (and stops as soon as the table cannot fit), a second writes. No row is kept between the two
 * (20,000 URLs).
 */
import type { DocumentLink } from "../documents/links.js";
import type { LinksReportHead } from "../documents/links-report.js";
import type { ResolveResult } from "../resolve/resolve-result.js";
import { displayText } from "./display.js";

const MARK = "*";
const GAP = "  ";

/** The document's links, from the first, each time it is called. */
type LinkSequence = () => Iterable<DocumentLink>;

function shown(s: string): string {
  return displayText(s).text;
}

function cell(result: ResolveResult | undefined): string {
  if (result === undefined) return "";
  return result.ok ? shown(result.href) : `error (${result.error.step})`;
}

function where(link: DocumentLink): string {
  return link.location ? `${link.location.line}:${link.location.column}` : "-";
}

function encodingLine(report: LinksReportHead): string {
  const e = report.encoding;
  switch (e.source) {
    case "caller":
      return `${e.name} (given: ${JSON.stringify(e.label)})`;
    case "byte-order-mark":
      return `${e.name} (byte order mark)`;
    case "meta":
      return `${e.name} (meta ${e.meta?.attribute === "content" ? "http-equiv content" : "charset"} ${JSON.stringify(e.label)})`;
    default:
      return `${e.name} (default: no byte order mark or meta declaration)`;
  }
}

function header(report: LinksReportHead, name: string): string[] {
  const lines = [`document  ${name}`, `address   ${shown(report.address)}`, `encoding  ${encodingLine(report)}`];
  const width = Math.max(...report.variants.map((v) => v.length));
  report.variants.forEach((variant, i) => {
    const base = report.documentBaseURLs[variant];
    const label = i === 0 ? "base URL  " : "          ";
    if (base === undefined || !base.ok) {
      lines.push(`${label}${variant.padEnd(width)}  error: ${base && !base.ok ? base.error.message : "not computed"}`);
      return;
    }
    const from = base.baseElement === null ? "no base element applies" : base.baseHrefFailed ? "base href does not resolve: fallback base url" : "base element";
    lines.push(`${label}${variant.padEnd(width)}  ${shown(base.href)}  (${from})`);
  });
  for (const w of report.warnings) lines.push(`warning   ${w}`);
  return lines;
}

function tableHeads(report: LinksReportHead): string[] {
  return [" ", "at", "element", "attribute", "value", ...report.variants];
}

function tableRow(report: LinksReportHead, l: DocumentLink): string[] {
  return [l.differs ? MARK : " ", where(l), l.tagName, l.attribute, shown(l.value), ...report.variants.map((v) => cell(l.results[v]))];
}

/**
 * The table's column widths, measured over every row; undefined when some line would be wider
 * than maxWidth (then measuring stops there: widths only grow, so that line stays too wide).
 *
 * A line is its cells padded to the column widths, joined by GAP, with trailing white space
 * trimmed: its length is the widths of the columns before its last non-blank cell, the gaps, and
 * that cell's trimmed length. Kept per column: the longest such last cell.
 */
function measureTable(report: LinksReportHead, links: LinkSequence, maxWidth: number): number[] | undefined {
  const heads = tableHeads(report);
  const widths = heads.map((h) => h.length);
  const lastCell = heads.map(() => -1);
  const widest = (): number => {
    let max = 0;
    for (let k = 0, before = 0; k < widths.length; before += (widths[k] ?? 0) + GAP.length, k++) {
      const t = lastCell[k] ?? -1;
      if (t >= 0) max = Math.max(max, before + t);
    }
    return max;
  };
  const measure = (cells: readonly string[]): void => {
    let k = cells.length - 1;
    while (k > 0 && (cells[k] ?? "").trimEnd() === "") k--;
    cells.forEach((c, i) => {
      if (i < cells.length - 1) widths[i] = Math.max(widths[i] ?? 0, c.length);
    });
    lastCell[k] = Math.max(lastCell[k] ?? -1, (cells[k] ?? "").trimEnd().length);
  };
  measure(heads);
  if (widest() > maxWidth) return undefined;
  for (const link of links()) {
    measure(tableRow(report, link));
    if (widest() > maxWidth) return undefined;
  }
  return widths;
}

function* table(report: LinksReportHead, links: LinkSequence, widths: readonly number[]): Generator<string> {
  const line = (cells: readonly string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0))).join(GAP).trimEnd();
  let first = true;
  for (const l of links()) {
    // The heads only above rows: a document without URLs shows "(no URLs)" instead.
    if (first) yield line(tableHeads(report));
    first = false;
    yield line(tableRow(report, l));
  }
}

function* blocks(report: LinksReportHead, links: LinkSequence): Generator<string> {
  const width = Math.max(...report.variants.map((v) => v.length));
  for (const l of links()) {
    const xmlBase = l.xmlBase.length > 0 ? `  xml:base ${l.xmlBase.map((x) => JSON.stringify(x)).join(" > ")}` : "";
    yield `${l.differs ? MARK : " "} ${where(l)}  <${l.tagName} ${l.attribute}=${JSON.stringify(l.value)}>${xmlBase}`;
    for (const v of report.variants) {
      const r = l.results[v];
      const text = r === undefined ? "" : r.ok ? shown(r.href) : `error at step "${r.error.step}": ${r.error.message}`;
      yield `    ${v.padEnd(width)}  ${text}`;
    }
  }
}

/**
 * The whole human output, line by line; the table when its widest line fits maxWidth, else
 * blocks. changedOnly: only the URLs the variants disagree on are shown (and measured), and the
 * last line still counts them all.
 */
export function* formatLinksReport(report: LinksReportHead, links: LinkSequence, name: string, maxWidth: number, changedOnly = false): Generator<string> {
  yield* header(report, name);
  yield "";
  // Counted on each pass (the table's measuring pass may stop early); the last pass is whole.
  let total = 0;
  let differing = 0;
  let showing = 0;
  const shownLinks: LinkSequence = function* () {
    total = differing = showing = 0;
    for (const link of links()) {
      total++;
      if (link.differs) differing++;
      if (changedOnly && !link.differs) continue;
      showing++;
      yield link;
    }
  };
  const widths = measureTable(report, shownLinks, maxWidth);
  yield* widths === undefined ? blocks(report, shownLinks) : table(report, shownLinks, widths);
  if (showing === 0) yield total === 0 ? "(no URLs)" : "(no URL on which the variants differ)";
  yield "";
  const which = differing === 0 ? "" : changedOnly ? ` (only those shown: --changed)` : ` (marked ${MARK})`;
  yield `${total} URL(s); ${differing} differ between variants${which}`;
}
