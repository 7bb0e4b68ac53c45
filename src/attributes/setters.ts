/**
 * HTML5 §2.6.6, on setting: "the new value must first be mutated as described by the "setter
 * preprocessor" column, then mutated by %-escaping any characters in the new value that are not
 * valid in the relevant component as given by the "component" column. Then, if the input is an
 * absolute URL and the resulting new value fulfills the condition given in the "setter condition"
 * column, the user agent must make a new string output by replacing the component of the URL
 * given by the "component" column in the input URL with the new value; otherwise, the user agent
 * must let output be equal to the input. Finally, the user agent must invoke the common setter
 * action with the value of output."
 *
 * These functions compute output; invoking the common setter action is the embedding's part
 * (url-decomposition.ts).
 *
 * A JavaScript caller's arguments: the value is an IDL DOMString, converted with textOf
 * (src/api/arguments.ts): String(), as IDL would; a Symbol (which IDL refuses) as "Symbol(…)";
 * where String() throws (a null-prototype object, a throwing toString) a safe "[object …]". An input that is not a string is no absolute
 * URL (as for the getters): nothing is replaced and the output is the input as text. An attribute
 * that is not one of the seven names has no row: runURLDecompositionSetter returns an error
 * result, and setURLDecompositionAttribute (a string to the common setter action) outputs the input.
 */
import { argumentFailure, describeValue, textOf, type ArgumentFailure } from "../api/arguments.js";
import { URL_DECOMPOSITION_ATTRIBUTES } from "./attribute-table.js";
import { escapeInComponent } from "./component-escape.js";
import { URL_DECOMPOSITION_ATTRIBUTE_NAMES, isURLDecompositionAttributeName, type DecompositionComponent, type URLDecompositionAttributeName } from "./components.js";
import { InputFacts } from "./input-facts.js";
import { replaceComponent } from "./replace-component.js";

/** What a setter did, step by step. */
export interface SetterSteps {
  readonly attribute: URLDecompositionAttributeName;
  readonly component: DecompositionComponent;
  readonly input: string;
  /** The value as given. */
  readonly value: string;
  /** After the setter preprocessor. */
  readonly preprocessed: string;
  /** After %-escaping: "the resulting new value". */
  readonly newValue: string;
  readonly inputIsAbsoluteURL: boolean;
  /** Whether the new value fulfils the setter condition (false when the input is not absolute). */
  readonly setterConditionHolds: boolean;
  /** Whether output is the input with the component replaced (false: output is the input). */
  readonly replaced: boolean;
  /** What the common setter action is invoked with. */
  readonly output: string;
}

/** runURLDecompositionSetter given an attribute that is not one of the seven (only a JavaScript caller can). */
export type SetterArgumentError = ArgumentFailure;

/**
 * Runs the setter of `attribute` on `input` with `value`, recording each step. With the types'
 * arguments it always runs; given an attribute name that is not one of the seven it returns a
 * SetterArgumentError (the second signature, for callers whose arguments are not checked).
 */
export function runURLDecompositionSetter(attribute: URLDecompositionAttributeName, input: string, value: string): SetterSteps;
export function runURLDecompositionSetter(attribute: unknown, input: unknown, value: unknown): SetterSteps | SetterArgumentError;
export function runURLDecompositionSetter(attribute: unknown, input: unknown, value: unknown): SetterSteps | SetterArgumentError {
  if (!isURLDecompositionAttributeName(attribute as string)) {
    const given = typeof attribute === "string" ? JSON.stringify(attribute) : describeValue(attribute);
    return argumentFailure(`the attribute must be one of ${URL_DECOMPOSITION_ATTRIBUTE_NAMES.join(", ")}, got ${given}`);
  }
  // IDL DOMString: a setter receives a string. An input that is not a string is no absolute URL (as for the getters).
  return runSetter(attribute as URLDecompositionAttributeName, textOf(input), textOf(value), typeof input === "string");
}

/** The setter's steps on checked values; `inputIsText`: the input was given as a string (else it is no URL). */
export function runSetter(attribute: URLDecompositionAttributeName, input: string, given: string, inputIsText = true): SetterSteps {
  const row = URL_DECOMPOSITION_ATTRIBUTES[attribute];
  // "the new value must first be mutated as described by the "setter preprocessor" column"
  const preprocessed = row.setterPreprocessor.apply(given);
  // "then mutated by %-escaping any characters in the new value that are not valid in the relevant component"
  const newValue = escapeInComponent(preprocessed, row.component);
  const facts = inputIsText ? new InputFacts(input) : null;
  // "if the input is an absolute URL and the resulting new value fulfills the condition given in the "setter condition" column"
  const inputIsAbsoluteURL = facts?.absolute ?? false;
  const setterConditionHolds = facts !== null && inputIsAbsoluteURL && row.setterCondition.holds(newValue, facts);
  // "make a new string output by replacing the component ... in the input URL with the new value"
  const replacedOutput = setterConditionHolds && facts.parsed !== null ? replaceComponent(facts.parsed, row.component, newValue) : undefined;
  // "otherwise, the user agent must let output be equal to the input"
  const output = replacedOutput ?? input;
  return { attribute, component: row.component, input, value: given, preprocessed, newValue, inputIsAbsoluteURL, setterConditionHolds, replaced: replacedOutput !== undefined, output };
}

/** The output a setter passes to the common setter action (for an attribute that is not one of the seven: the input). */
export function setURLDecompositionAttribute(attribute: URLDecompositionAttributeName, input: string, value: string): string {
  const steps = runURLDecompositionSetter(attribute as unknown, input, value);
  return "error" in steps ? textOf(input) : steps.output;
}

export const setProtocol = (input: string, value: string): string => setURLDecompositionAttribute("protocol", input, value);
export const setHost = (input: string, value: string): string => setURLDecompositionAttribute("host", input, value);
export const setHostname = (input: string, value: string): string => setURLDecompositionAttribute("hostname", input, value);
export const setPort = (input: string, value: string): string => setURLDecompositionAttribute("port", input, value);
export const setPathname = (input: string, value: string): string => setURLDecompositionAttribute("pathname", input, value);
export const setSearch = (input: string, value: string): string => setURLDecompositionAttribute("search", input, value);
export const setHash = (input: string, value: string): string => setURLDecompositionAttribute("hash", input, value);
