/**
 * webaddr links FILE --address URL [--variants V,V…] [--encoding E] [--xml-base all|foreign-elements] [--json] [--width N]
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { parseHTMLDocument, type XmlBaseAttributes } from "../documents/html-document.js";
import { linksReport } from "../documents/links-report.js";
import { parse } from "../parse/parse.js";
import { VARIANT_IDS, isVariantId } from "../variants/registry.js";
import type { CommandContext } from "./command.js";
import { formatLinksReport } from "./links-format.js";
import { EXIT_OK, UsageError } from "./usage-error.js";

export const LINKS_USAGE = `webaddr links FILE --address URL [--variants V,V…] [--encoding E] [--xml-base all|foreign-elements] [--json] [--width N]
  Lists every URL-bearing attribute of an HTML document (a/area/link href, img/script/iframe/…
  src, form action, q/blockquote/ins/del cite, object data, base href…) resolved under each
  variant, and marks (*) the rows where the variants disagree.
  --address URL  the document's address (required): the fallback base URL
  --variants V   comma-separated, from ${VARIANT_IDS.join(", ")} (default: all)
  --encoding E   the document's encoding, as the transport layer would give it (default: byte
                 order mark, else <meta charset>/<meta http-equiv=Content-Type>, else windows-1252)
  --xml-base M   which xml:base attributes count: all (default) or foreign-elements (SVG, MathML)
  --width N      widest table line (default 120); wider tables are shown as one block per URL
  --json         the whole report as one JSON document
  Exit status: 0 (URLs that do not resolve are reported, not failures), 2 usage error.`;

export async function linksCommand(args: readonly string[], ctx: CommandContext): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: {
      address: { type: "string" },
      variants: { type: "string", multiple: true },
      encoding: { type: "string" },
      "xml-base": { type: "string", default: "all" },
      json: { type: "boolean", default: false },
      width: { type: "string", default: "120" },
    },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1) throw new UsageError(positionals.length === 0 ? "no FILE given" : "give one FILE");
  const file = positionals[0] as string;
  if (values.address === undefined) throw new UsageError("--address URL is required (the document's address)");
  const address = values.address;
  const parsedAddress = parse(address);
  if (!parsedAddress.ok || parsedAddress.components.scheme === undefined) throw new UsageError(`--address must be an absolute URL, got ${JSON.stringify(address)}`);
  const variants = (values.variants ?? [VARIANT_IDS.join(",")]).flatMap((v) => v.split(",")).map((v) => v.trim()).filter((v) => v !== "");
  if (variants.length === 0) throw new UsageError("--variants names no variant");
  for (const v of variants) if (!isVariantId(v)) throw new UsageError(`unknown variant "${v}" (known: ${VARIANT_IDS.join(", ")})`);
  const xmlBase = values["xml-base"];
  if (xmlBase !== "all" && xmlBase !== "foreign-elements") throw new UsageError(`--xml-base must be all or foreign-elements, got ${JSON.stringify(xmlBase)}`);
  const width = Number(values.width);
  if (!Number.isInteger(width) || width < 20) throw new UsageError(`--width must be a whole number of at least 20, got ${JSON.stringify(values.width)}`);

  // A missing or unreadable file throws ENOENT/EISDIR/EACCES, which main reports as a usage error.
  const bytes = readFileSync(file);
  const parsed = parseHTMLDocument(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
    address,
    xmlBaseAttributes: xmlBase satisfies XmlBaseAttributes,
    ...(values.encoding === undefined ? {} : { encoding: values.encoding }),
  });
  if (!parsed.ok) throw new UsageError(parsed.error.message);
  const report = linksReport(parsed.document, variants);
  if (values.json) ctx.out(JSON.stringify({ document: file, ...report }, null, 2));
  else for (const line of formatLinksReport(report, file, width)) ctx.out(line);
  return EXIT_OK;
}
