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
 * A JavaScript caller's arguments: an attribute that is not one of the seven names, or an input or
 * value that is not a string, is a TypeError.
 */
import { requireString } from "../api/arguments.js";
import { URL_DECOMPOSITION_ATTRIBUTES } from "./attribute-table.js";
import { escapeInComponent } from "./component-escape.js";
import { requireAttributeName, type DecompositionComponent, type URLDecompositionAttributeName } from "./components.js";
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

/** Runs the setter of `attribute` on `input` with `value`, recording each step. */
export function runURLDecompositionSetter(attribute: URLDecompositionAttributeName, input: string, value: string): SetterSteps {
  return checkedSetter("runURLDecompositionSetter", attribute, input, value);
}

/** The setter's arguments checked (a TypeError naming fn), then its steps. */
function checkedSetter(fn: string, attribute: unknown, input: unknown, value: unknown): SetterSteps {
  return runSetter(requireAttributeName(fn, attribute), requireString(fn, "input", input), requireString(fn, "value", value));
}

/** The setter's steps on checked values. */
export function runSetter(attribute: URLDecompositionAttributeName, input: string, given: string): SetterSteps {
  const row = URL_DECOMPOSITION_ATTRIBUTES[attribute];
  // "the new value must first be mutated as described by the "setter preprocessor" column"
  const preprocessed = row.setterPreprocessor.apply(given);
  // "then mutated by %-escaping any characters in the new value that are not valid in the relevant component"
  const newValue = escapeInComponent(preprocessed, row.component);
  const facts = new InputFacts(input);
  // "if the input is an absolute URL and the resulting new value fulfills the condition given in the "setter condition" column"
  const inputIsAbsoluteURL = facts.absolute;
  const setterConditionHolds = inputIsAbsoluteURL && row.setterCondition.holds(newValue, facts);
  // "make a new string output by replacing the component ... in the input URL with the new value"
  const replacedOutput = setterConditionHolds && facts.parsed !== null ? replaceComponent(facts.parsed, row.component, newValue) : undefined;
  // "otherwise, the user agent must let output be equal to the input"
  const output = replacedOutput ?? input;
  return { attribute, component: row.component, input, value: given, preprocessed, newValue, inputIsAbsoluteURL, setterConditionHolds, replaced: replacedOutput !== undefined, output };
}

/** The output a setter passes to the common setter action. */
export function setURLDecompositionAttribute(attribute: URLDecompositionAttributeName, input: string, value: string): string {
  return checkedSetter("setURLDecompositionAttribute", attribute, input, value).output;
}

export const setProtocol = (input: string, value: string): string => checkedSetter("setProtocol", "protocol", input, value).output;
export const setHost = (input: string, value: string): string => checkedSetter("setHost", "host", input, value).output;
export const setHostname = (input: string, value: string): string => checkedSetter("setHostname", "hostname", input, value).output;
export const setPort = (input: string, value: string): string => checkedSetter("setPort", "port", input, value).output;
export const setPathname = (input: string, value: string): string => checkedSetter("setPathname", "pathname", input, value).output;
export const setSearch = (input: string, value: string): string => checkedSetter("setSearch", "search", input, value).output;
export const setHash = (input: string, value: string): string => checkedSetter("setHash", "hash", input, value).output;
