/**
 * webaddr parse [--variant V] [--json] [--tree] [--file FILE] [URL...]
 */
import { parse } from "../api/parse.js";
import { productionTree } from "../api/production-tree.js";
import { checkVariantOption, oneVariantOption, ONE_VARIANT_OPTIONS, variantFormsHelp } from "./variant-option.js";
import { escapeInvisible } from "./escape-invisible.js";
import { endOfInputs, forEachInput } from "./each-input.js";
import { describeValidationErrors, formatCaret, formatParseRuler } from "./ruler.js";
import { formatProductionTree } from "./grammar-format.js";
import { defineCommand } from "./command.js";
import { isRuntimeVariantId } from "../workbench/variant-spec.js";
import { EXIT_INPUT_FAILED } from "./usage-error.js";

export const PARSE_USAGE = `webaddr parse [--variant V] [--json] [--tree] [--file FILE|-] [URL...|-]
  Parses each URL (HTML5 §2.6.2 for html5-2009) and shows its components under the input;
  for whatwg, also the URL Standard's validation errors, each where its step fired.
  --variant V   ${variantFormsHelp("default html5-2009; one of", 16)}
  --json        one JSON object per input (the library's parse result)
  --tree        the whole production tree instead of the components
  --file FILE   one URL per line from FILE; "-" (as --file or as the only URL): standard input,
                which is also read when no URL is given and it is not a terminal (the URL "-"
                itself is parsed from a file or standard input)
  Exit status: 0 every input parsed, 1 some input did not, 2 usage error.`;

/** What a runtime variant says about its parser when the ABNF runs (undefined: a Peggy grammar). */
async function parserNote(variant: string): Promise<string | undefined> {
  if (!isRuntimeVariantId(variant)) return undefined;
  const [{ runtimeVariantFromId }, { ABNF_PARSER_NOTE }] = await Promise.all([import("../workbench/runtime-variant-cache.js"), import("../workbench/abnf-parser-adapter.js")]);
  const built = runtimeVariantFromId(variant);
  if (!built.ok) return undefined;
  const { parsedBy, derivedPeggy } = built.variant.workbench;
  if (parsedBy === "derived" && derivedPeggy !== undefined) return `parsed by the .peggy the workbench derived from the .abnf (${derivedPeggy.checked}); webaddr grammar derive writes it out`;
  return parsedBy === "abnf" ? ABNF_PARSER_NOTE : undefined;
}

export const parseCommand = defineCommand(
  PARSE_USAGE,
  {
    ...ONE_VARIANT_OPTIONS,
    json: { type: "boolean", default: false },
    tree: { type: "boolean", default: false },
    file: { type: "string" },
  },
  async ({ values, positionals }, ctx) => {
    const variant = oneVariantOption(values.variant);
    // A runtime variant (base+my.peggy) whose overlays do not compile fails every input: say so once.
    if (!(await checkVariantOption(variant, ctx))) return EXIT_INPUT_FAILED;
    // Which parser runs, when it is not a Peggy grammar: an .abnf overlay alone runs the ABNF.
    const parsedBy = await parserNote(variant);
    if (parsedBy !== undefined) ctx.err(`${variant}: ${parsedBy}`);
    const counts = await forEachInput(positionals, values.file, ctx, {
      unreadable: (line, message) => (values.json ? JSON.stringify({ ok: false, line, error: { kind: "input", message } }) : escapeInvisible(`error: ${message}\n`)),
      handle(text) {
        if (values.tree) {
          const result = productionTree(text, { variant });
          if (values.json) ctx.out(JSON.stringify(result));
          else if (result.ok) ctx.out(`${formatProductionTree(text, result.tree)}\n`);
          else ctx.out(`${escapeInvisible(`error: ${result.error.message}`)}\n${formatCaret(text, result.error.offset)}\n`);
          return result.ok;
        }
        const result = parse(text, { variant });
        if (values.json) ctx.out(JSON.stringify(result));
        // The ruler's values are JSON strings, which leave a U+202E or a U+200B as it is.
        else if (result.ok) ctx.out(`${escapeInvisible(formatParseRuler(result))}\n${result.ambiguity === undefined ? "" : `ambiguous      ${result.ambiguity.note}\n`}`);
        else {
          // The failure names its own validation error; the ones before it are said too.
          const earlier = result.validationErrors === undefined || result.validationErrors.length < 2 ? "" : `validation errors: ${describeValidationErrors(result.validationErrors)}\n`;
          ctx.out(`${escapeInvisible(`${variant}: error: ${result.error.message}`)}\n${formatCaret(text, result.error.offset)}\n${earlier}`);
        }
        return result.ok;
      },
    });
    return endOfInputs(positionals, counts, "parsed", ctx);
  },
);
