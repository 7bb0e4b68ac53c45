/**
 * The human form of `webaddr links`: a header (encoding, document base URLs), then one row per
 * URL with a column per variant when that fits the width, else one block per URL. Rows where the
 * variants disagree are marked "*".
 */
import type { DocumentLink } from "../documents/links.js";
import type { LinksReport } from "../documents/links-report.js";
import type { ResolveResult } from "../resolve/resolve-result.js";
import { displayText } from "./display.js";

const MARK = "*";
const GAP = "  ";

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

function encodingLine(report: LinksReport): string {
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

function header(report: LinksReport, name: string): string[] {
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

function table(report: LinksReport): string[] {
  const heads = [" ", "at", "element", "attribute", "value", ...report.variants];
  const rows = report.links.map((l) => [l.differs ? MARK : " ", where(l), l.tagName, l.attribute, shown(l.value), ...report.variants.map((v) => cell(l.results[v]))]);
  const widths = heads.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0))).join(GAP).trimEnd();
  return [line(heads), ...rows.map(line)];
}

function blocks(report: LinksReport): string[] {
  const width = Math.max(...report.variants.map((v) => v.length));
  const out: string[] = [];
  for (const l of report.links) {
    const xmlBase = l.xmlBase.length > 0 ? `  xml:base ${l.xmlBase.map((x) => JSON.stringify(x)).join(" > ")}` : "";
    out.push(`${l.differs ? MARK : " "} ${where(l)}  <${l.tagName} ${l.attribute}=${JSON.stringify(l.value)}>${xmlBase}`);
    for (const v of report.variants) {
      const r = l.results[v];
      const text = r === undefined ? "" : r.ok ? shown(r.href) : `error at step "${r.error.step}": ${r.error.message}`;
      out.push(`    ${v.padEnd(width)}  ${text}`);
    }
  }
  return out;
}

/** The whole human output; the table when its widest line fits maxWidth, else blocks. */
export function formatLinksReport(report: LinksReport, name: string, maxWidth: number): string[] {
  const rows = table(report);
  const fits = rows.every((r) => r.length <= maxWidth);
  const body = report.links.length === 0 ? ["(no URLs)"] : fits ? rows : blocks(report);
  const summary = `${report.links.length} URL(s); ${report.differing} differ between variants${report.differing > 0 ? ` (marked ${MARK})` : ""}`;
  return [...header(report, name), "", ...body, "", summary];
}
