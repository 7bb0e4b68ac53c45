/**
 * webaddr attrs [--set NAME=VALUE] [--json] URL
 */
import {
  URL_DECOMPOSITION_ATTRIBUTES,
  URL_DECOMPOSITION_ATTRIBUTE_NAMES,
  getURLDecompositionAttributes,
  isURLDecompositionAttributeName,
  runURLDecompositionSetter,
  type SetterSteps,
  type URLDecompositionAttributeName,
} from "../attributes/index.js";
import { defineCommand, type CommandContext } from "./command.js";
import { escapeInvisible } from "./escape-invisible.js";
import { commandInputs } from "./inputs.js";
import { EXIT_INPUT_FAILED, EXIT_OK, UsageError } from "./usage-error.js";

export const ATTRS_USAGE = `webaddr attrs [--set NAME=VALUE] [--json] URL|-
  The URL decomposition IDL attributes of URL (HTML5 §2.6.6): ${URL_DECOMPOSITION_ATTRIBUTE_NAMES.join(", ")}.
  "-": the URL is standard input's one line.
  --set NAME=VALUE  run the NAME setter with VALUE and print its output (the string the common
                    setter action receives)
  --json            one JSON object: the seven values, or the setter's steps
  Exit status: 0 done, 1 URL is not an absolute URL (every attribute is empty) or the setter
  left it unchanged, 2 usage error.`;

const NAME_WIDTH = Math.max(...URL_DECOMPOSITION_ATTRIBUTE_NAMES.map((n) => n.length)) + 2;

/** NAME=VALUE, split at the first "=" (VALUE may contain "=" and may be empty). */
function parseSetOption(option: string): { attribute: URLDecompositionAttributeName; value: string } {
  const equals = option.indexOf("=");
  if (equals < 0) throw new UsageError(`--set expects NAME=VALUE, got ${JSON.stringify(option)}`);
  const name = option.slice(0, equals);
  if (!isURLDecompositionAttributeName(name)) {
    throw new UsageError(`unknown attribute ${JSON.stringify(name)} (known: ${URL_DECOMPOSITION_ATTRIBUTE_NAMES.join(", ")})`);
  }
  return { attribute: name, value: option.slice(equals + 1) };
}

/** Why a setter's output is its input, in the table's words. */
function whyUnchanged(steps: SetterSteps): string {
  if (!steps.inputIsAbsoluteURL) return "the input is not an absolute URL";
  if (!steps.setterConditionHolds) {
    return `the setter condition does not hold ("${URL_DECOMPOSITION_ATTRIBUTES[steps.attribute].setterCondition.text}"; new value ${JSON.stringify(steps.newValue)})`;
  }
  return `the input has no <${steps.component}> component to replace`;
}

/** The URL: the argument, or for "-" standard input's one line (read as every command's inputs are). */
async function oneInput(positionals: readonly string[], ctx: CommandContext): Promise<string> {
  const lines = [];
  for await (const line of commandInputs(positionals, undefined, ctx.stdin)) {
    if (!line.ok) throw new UsageError(`standard input: ${line.message}`);
    lines.push(line.text);
  }
  if (lines.length !== 1) throw new UsageError(`"-" reads one URL from standard input, which had ${lines.length} lines`);
  return lines[0]!;
}

export const attrsCommand = defineCommand(
  ATTRS_USAGE,
  {
    set: { type: "string", multiple: true },
    json: { type: "boolean", default: false },
  },
  async ({ values, positionals }, ctx) => {
    if (positionals.length !== 1) throw new UsageError(positionals.length === 0 ? "no URL given" : "give exactly one URL", { showUsage: true });
    const input = await oneInput(positionals, ctx);
    const sets = values.set ?? [];
    if (sets.length > 1) throw new UsageError("--set may be given once");

    const set = sets[0];
    if (set !== undefined) {
      const { attribute, value } = parseSetOption(set);
      const steps = runURLDecompositionSetter(attribute, input, value);
      ctx.out(values.json ? JSON.stringify(steps) : steps.output);
      if (steps.replaced) return EXIT_OK;
      ctx.err(`webaddr attrs: ${attribute}: output is the input: ${whyUnchanged(steps)}`);
      return EXIT_INPUT_FAILED;
    }

    const attributes = getURLDecompositionAttributes(input);
    if (values.json) ctx.out(JSON.stringify(attributes));
    // The table quotes the values (JSON strings, which keep a U+202E as it is): escaped as every message is.
    else for (const [name, value] of Object.entries(attributes)) ctx.out(escapeInvisible(`${name.padEnd(NAME_WIDTH)}${JSON.stringify(value)}`));
    // protocol has no getter condition, so it is empty only when the input is not an absolute URL.
    if (attributes["protocol"] !== "") return EXIT_OK;
    ctx.err("webaddr attrs: the input is not an absolute URL, so every attribute is the empty string");
    return EXIT_INPUT_FAILED;
  },
);
