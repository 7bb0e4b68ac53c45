/**
 * webaddr links FILE|- --address URL [--variants V,V…] [--encoding E] [--xml-base all|foreign-elements] [--json] [--width N] [--changed]
 */
import { parseHTMLDocument, type XmlBaseAttributes } from "../documents/html-document.js";
import { eachLink } from "../documents/links.js";
import { reportHeadOf } from "../documents/links-report.js";
import { defineCommand } from "./command.js";
import { escapeInvisible } from "./escape-invisible.js";
import { formatLinksReport } from "./links-format.js";
import { linksReportJSON } from "./links-json.js";
import { EXIT_INPUT_FAILED, EXIT_OK, UsageError } from "./usage-error.js";
import { checkVariantOptions, variantListHelp, variantListOption, VARIANT_LIST_OPTIONS } from "./variant-option.js";
import { checkBaseOption } from "./base-option.js";
import { readWholeInput, STANDARD_INPUT, STANDARD_INPUT_NAME } from "./inputs.js";

const LINKS_USAGE = `webaddr links FILE|- --address URL [--variants V,V…] [--encoding E] [--xml-base all|foreign-elements] [--json] [--width N] [--changed]
  Lists every URL-bearing attribute of an HTML document (a/area/link href, img/script/iframe/…
  src, form action, q/blockquote/ins/del cite, object data, base href…) resolved under each
  variant, and marks (*) the rows where the variants disagree. FILE "-": standard input.
  --address URL  the document's address (required): the fallback base URL
${variantListHelp()}
  --encoding E   the document's encoding, as the transport layer would give it (default: byte
                 order mark, else <meta charset>/<meta http-equiv=Content-Type>, else windows-1252)
  --xml-base M   which xml:base attributes count: all (default) or foreign-elements (SVG, MathML)
  --width N      widest table line (default 120); wider tables are shown as one block per URL
  --json         the whole report as one JSON document
  --changed      only the URLs on which the variants differ (the count still covers them all;
                 with --json, "links" holds those, "urls" counts all and "changedOnly" is true)
  Exit status: 0 (URLs that do not resolve are reported, not failures), 1 an overlay of a runtime
  variant does not compile, 2 usage error.`;

export const linksCommand = defineCommand(
  LINKS_USAGE,
  {
    address: { type: "string" },
    ...VARIANT_LIST_OPTIONS,
    encoding: { type: "string" },
    "xml-base": { type: "string", default: "all" },
    json: { type: "boolean", default: false },
    width: { type: "string", default: "120" },
    changed: { type: "boolean", default: false },
  },
  async ({ values, positionals }, ctx) => {
    if (positionals.length !== 1) throw new UsageError(positionals.length === 0 ? "no FILE given (or - for standard input)" : "give one FILE", { showUsage: true });
    const file = positionals[0] as string;
    if (values.address === undefined) throw new UsageError("--address URL is required (the document's address)", { showUsage: true });
    const address = values.address;
    const variants = variantListOption(values);
    const xmlBase = values["xml-base"];
    if (xmlBase !== "all" && xmlBase !== "foreign-elements") throw new UsageError(`--xml-base must be all or foreign-elements, got ${JSON.stringify(xmlBase)}`);
    const width = Number(values.width);
    if (!Number.isInteger(width) || width < 20) throw new UsageError(`--width must be a whole number of at least 20, got ${JSON.stringify(values.width)}`);

    // A runtime variant whose overlays do not compile: its file:line:column errors, once.
    if (!(await checkVariantOptions(variants, ctx))) return EXIT_INPUT_FAILED;
    // The address is the documents' fallback base URL: read as every command's base is.
    checkBaseOption(address, variants);

    const bytes = await readWholeInput(file, ctx.stdin, "document");
    // The header names standard input in words; --json keeps the argument as given ("-").
    const name = file === STANDARD_INPUT ? STANDARD_INPUT_NAME : file;
    const parsed = parseHTMLDocument(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      address,
      xmlBaseAttributes: xmlBase satisfies XmlBaseAttributes,
      ...(values.encoding === undefined ? {} : { encoding: values.encoding }),
    });
    if (!parsed.ok) throw new UsageError(parsed.error.message);
    // The document is webaddr's own (no need to read it again as linksReport does for a caller);
    // each link is written as it is resolved, and none is kept.
    const document = parsed.document;
    const head = reportHeadOf(document, variants);
    const links = () => eachLink(document, variants);
    const lines = values.json ? linksReportJSON(file, head, links(), values.changed) : formatLinksReport(head, links, name, width, values.changed);
    // Each line as it is made (the CLI's standard output batches them: process-run.ts). A pipe
    // to a reader slower than the links come (a test's spawnSync, `| gzip`) would otherwise hold
    // the whole output in memory: once standard output is full, the next link waits for it to drain.
    for (const line of lines) {
      if (ctx.outputClosed?.aborted === true) break;
      // Table cells are escaped already (links-format.ts); the blocks quote values and error messages.
      ctx.out(values.json ? line : escapeInvisible(line));
      const full = ctx.outputDrained?.();
      if (full !== undefined) await full;
    }
    return EXIT_OK;
  },
);
