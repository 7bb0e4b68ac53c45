/**
 * A deterministic HTML page shaped like Node's API documentation `all.html` (8.4 MB,
 * 21,532 URLs), generated rather than downloaded: a head with stylesheets and scripts, then
 * sections of prose, tables, <pre><code> blocks full of <span>s, and between them URL attributes
 * of every kind the page has — fragment anchors, relative paths, other sites, versioned assets,
 * images, and a few values with spaces and non-ASCII characters.
 */
import { between, pick, seededRandom, type Random } from "../../src/abnf/seeded-random.js";

interface APIDocsPage {
  readonly html: string;
  /** How many URL attributes the page has (one per href/src it writes). */
  readonly urls: number;
}

const API_DOCS_SEED = 17;

const WORDS = ["buffer", "stream", "the", "callback", "returns", "event", "emitted", "when", "socket", "options", "object", "string", "encoding", "is", "a", "of", "process", "default", "handle", "module"];
const MODULES = ["fs", "http", "net", "stream", "buffer", "crypto", "url", "path", "events", "child_process", "worker_threads", "zlib"];

function words(random: Random, n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(pick(random, WORDS));
  return out.join(" ");
}

/** One URL value, in the proportions of the real page (mostly fragments). */
function urlValue(random: Random, id: number): string {
  const r = random();
  const module = pick(random, MODULES);
  if (r < 0.6) return `#${module}_${module}_event_${id}`;
  if (r < 0.75) return `${module}.html#${module}_class_${id}`;
  if (r < 0.83) return `../../api/${module}/${id}.html`;
  if (r < 0.9) return `https://developer.mozilla.org/en-US/docs/Web/API/${module}/${id}`;
  if (r < 0.94) return `https://tc39.es/ecma262/#sec-${module}-${id}`;
  if (r < 0.97) return `  ${module} file ${id}.html `;
  return `https://example.org/ünïcode/${module}/${id}?q=é`;
}

function codeBlock(random: Random): string {
  const lines: string[] = [];
  for (let i = between(random, 3, 8); i > 0; i--) {
    lines.push(`<span class="hljs-keyword">const</span> ${pick(random, WORDS)} = <span class="hljs-built_in">require</span>(<span class="hljs-string">'node:${pick(random, MODULES)}'</span>);`);
  }
  return `<pre><code class="language-js">${lines.join("\n")}</code></pre>\n`;
}

function table(random: Random, link: () => string): string {
  const rows: string[] = [];
  for (let i = between(random, 2, 4); i > 0; i--) rows.push(`<tr><td><code>${pick(random, WORDS)}</code></td><td>${link()} ${words(random, 6)}</td></tr>`);
  return `<table><thead><tr><th>Name</th><th>Description</th></tr></thead><tbody>${rows.join("")}</tbody></table>\n`;
}

/** A page of about `bytes` UTF-8 bytes with about one URL attribute per 385 bytes (like all.html: 21,532 URLs in 8.4 MB). */
export function apiDocsPage(bytes: number): APIDocsPage {
  const random = seededRandom(API_DOCS_SEED);
  let urls = 0;
  const link = (): string => {
    urls++;
    return `<a href="${urlValue(random, urls)}">${pick(random, WORDS)}</a>`;
  };
  const styles = ["assets/style.css", "assets/hljs.css", "static/x.css?v=3"].map((href) => `<link rel="stylesheet" href="${href}">\n`);
  const scripts = ["assets/api.js", "static/x.js?v=3"].map((src) => `<script src="${src}"></script>\n`);
  urls += styles.length + scripts.length;
  const parts = [
    '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Node.js API documentation</title>\n',
    ...styles,
    ...scripts,
    '</head>\n<body class="alt apidoc" id="api-section-all">\n<div id="content" class="clearfix">\n',
  ];
  let size = parts.reduce((n, p) => n + p.length, 0);
  let section = 0;
  while (size < bytes - 64) {
    section++;
    const module = pick(random, MODULES);
    const piece: string[] = [`<section><h2><span><a class="mark" href="#${module}_${section}" id="${module}_${section}">#</a></span> <code>${module}.${pick(random, WORDS)}()</code></h2>\n`];
    urls++;
    piece.push(`<ul><li>${link()} &lt;${link()}&gt; ${words(random, 8)}</li><li>Returns: ${link()}</li></ul>\n`);
    piece.push(`<p>${words(random, between(random, 20, 60))} ${link()} ${words(random, 30)}.</p>\n`);
    piece.push(`<p>${words(random, between(random, 80, 160))}</p>\n`);
    if (random() < 0.5) piece.push(codeBlock(random));
    if (random() < 0.3) piece.push(table(random, link));
    if (random() < 0.1) {
      urls++;
      piece.push(`<p><img src="images/${module}-${section}.png" alt="${module}"></p>\n`);
    }
    piece.push(`<div class="api_metadata"><span>Added in: v${between(random, 0, 22)}.${between(random, 0, 12)}.0</span></div></section>\n`);
    const text = piece.join("");
    parts.push(text);
    size += text.length;
  }
  parts.push("</div>\n</body>\n</html>\n");
  return { html: parts.join(""), urls };
}
