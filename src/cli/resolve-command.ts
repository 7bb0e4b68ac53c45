/**
 * webaddr resolve --base URL [--encoding E] [--variant V] [--json] [--trace] [--file FILE|-] [URL...]
 */
import { resolve } from "../api/resolve.js";
import { defineCommand } from "./command.js";
import { escapeInvisible } from "./escape-invisible.js";
import { checkBaseOption } from "./base-option.js";
import { endOfInputs, forEachInput } from "./each-input.js";
import { describeValidationErrors, formatCaret } from "./ruler.js";
import { EXIT_INPUT_FAILED, UsageError } from "./usage-error.js";
import { checkVariantOption, oneVariantOption, ONE_VARIANT_OPTIONS, variantFormsHelp } from "./variant-option.js";

const RESOLVE_USAGE = `webaddr resolve --base URL [--encoding E] [--variant V] [--json] [--trace] [--file FILE|-] [URL...|-]
  Resolves each URL against the base (HTML5 §2.6.3 for html5-2009, RFC 3986 §5.2 for rfc3986).
  For whatwg, the URL Standard's validation errors of a URL that resolves go to standard error,
  one line per URL (standard output keeps the hrefs alone); --json and --trace include them.
  --base URL     an absolute URL (required)
  --encoding E   the URL character encoding, any label (utf-8, windows-1252, shift_jis…; default utf-8)
  --variant V    ${variantFormsHelp("default html5-2009; one of", 17)}
  --trace        show the URL after each step, so you can see which step did what
  --json         one JSON object per input (the library's resolve result)
  --file FILE    one URL per line from FILE; "-" (as --file or as the only URL): standard input,
                 which is also read when no URL is given and it is not a terminal
  Exit status: 0 every input resolved, 1 some input did not, 2 usage error.`;

export const resolveCommand = defineCommand(
  RESOLVE_USAGE,
  {
    base: { type: "string" },
    encoding: { type: "string" },
    ...ONE_VARIANT_OPTIONS,
    json: { type: "boolean", default: false },
    trace: { type: "boolean", default: false },
    file: { type: "string" },
  },
  async ({ values, positionals }, ctx) => {
    const variant = oneVariantOption(values.variant);
    if (values.base === undefined) throw new UsageError("--base URL is required", { showUsage: true });
    // A runtime variant (base+my.peggy) whose overlays do not compile fails every input: say so once.
    if (!(await checkVariantOption(variant, ctx))) return EXIT_INPUT_FAILED;
    const base = values.base;
    checkBaseOption(base, [variant]);
    const options = { variant, trace: values.trace, ...(values.encoding === undefined ? {} : { encoding: values.encoding }) };
    // A bad encoding fails every input the same way: say so once, as a usage error.
    const probe = resolve("", base, options);
    if (!probe.ok && probe.error.step === "encoding") throw new UsageError(probe.error.message);

    const counts = await forEachInput(positionals, values.file, ctx, {
      unreadable: (line, message) => (values.json ? JSON.stringify({ ok: false, line, error: { step: "input", message } }) : escapeInvisible(`error: ${message}`)),
      handle(text) {
        const result = resolve(text, base, options);
        if (values.json) {
          ctx.out(JSON.stringify(result));
          return result.ok;
        }
        const validation = result.validationErrors === undefined ? undefined : result.validationErrors.length === 0 ? "none" : describeValidationErrors(result.validationErrors);
        if (values.trace) {
          ctx.out(escapeInvisible(`${"input".padEnd(27)}${JSON.stringify(text)}`));
          for (const entry of result.trace ?? []) ctx.out(escapeInvisible(`${`after ${entry.step}`.padEnd(27)}${JSON.stringify(entry.url)}`));
          if (validation !== undefined) ctx.out(`${"validation errors".padEnd(27)}${validation}`);
        }
        // The href alone is the command's data (for pipes), printed as it is; its --trace line is a display.
        if (result.ok) {
          ctx.out(values.trace ? escapeInvisible(`${"result".padEnd(27)}${result.href}\n`) : result.href);
          if (!values.trace && validation !== undefined && validation !== "none") ctx.err(escapeInvisible(`${variant}: ${JSON.stringify(text)}: validation errors: ${validation}`));
        } else {
          ctx.out(escapeInvisible(`${variant}: error at step "${result.error.step}": ${result.error.message}`));
          if (result.error.offset !== undefined) ctx.out(formatCaret(text, result.error.offset));
          if (!values.trace && result.validationErrors !== undefined && result.validationErrors.length > 1) ctx.out(`validation errors: ${validation}`);
          if (values.trace) ctx.out("");
        }
        return result.ok;
      },
    });
    return endOfInputs(positionals, counts, "resolved", ctx);
  },
);
