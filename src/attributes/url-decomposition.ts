/**
 * HTML5 §2.6.6: "an interface with a complement of URL decomposition IDL attributes defines an
 * input, which is a URL that the attributes act on, and a common setter action, which is a set of
 * steps invoked when any of the attributes' setters are invoked."
 *
 * The IDL layer only: each getter and setter delegates to getters.ts / setters.ts, so a class
 * that embeds the attributes (an <a> element, Location) can either extend URLDecomposition,
 * define the seven accessors on its own prototype with defineURLDecompositionAttributes, or call
 * the functions itself.
 *
 * A JavaScript caller's arguments: an input or a value that is not a string, or a callback that is
 * not a function, is a TypeError naming the function (or the class and attribute); what the
 * caller's callbacks throw propagates to the caller, as it would from any JavaScript accessor.
 */
import { argumentTypeError, readField, requireFunction, requireString } from "../api/arguments.js";
import { URL_DECOMPOSITION_ATTRIBUTE_NAMES, type URLDecompositionAttributeName } from "./components.js";
import { getAttribute } from "./getters.js";
import { runSetter } from "./setters.js";

/** The seven attributes: "attribute DOMString protocol; … attribute DOMString hash;" */
export interface URLDecompositionAttributes {
  protocol: string;
  host: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
}

/** "a common setter action, which is a set of steps invoked when any of the attributes' setters are invoked", given the output. */
export type CommonSetterAction = (output: string) => void;

/** How an embedding class supplies the input and the common setter action for one of its objects. */
export interface URLDecompositionEmbedding<T> {
  readonly input: (self: T) => string;
  readonly setterAction: (self: T, output: string) => void;
}

/**
 * Defines the seven attributes as accessors on `prototype` (e.g. `Anchor.prototype`), reading the
 * input and invoking the common setter action through `embedding`. Declare
 * `interface Anchor extends URLDecompositionAttributes {}` beside the class for the types.
 * The embedding's two functions are read once, here.
 */
export function defineURLDecompositionAttributes<T extends object>(prototype: T, embedding: URLDecompositionEmbedding<T>): void {
  const fn = "defineURLDecompositionAttributes";
  if ((typeof prototype !== "object" && typeof prototype !== "function") || prototype === null) throw argumentTypeError(fn, "prototype", "an object", prototype);
  if ((typeof embedding !== "object" && typeof embedding !== "function") || embedding === null) throw argumentTypeError(fn, "embedding", "an object { input, setterAction }", embedding);
  const input = requireFunction<(self: T) => unknown>(fn, "embedding.input", readField(fn, "embedding", embedding, "input"));
  const setterAction = requireFunction<(self: T, output: string) => void>(fn, "embedding.setterAction", readField(fn, "embedding", embedding, "setterAction"));
  const inputOf = (self: T, attribute: URLDecompositionAttributeName): string => requireString(`${fn}: ${attribute}`, "embedding.input's result", input(self));
  for (const attribute of URL_DECOMPOSITION_ATTRIBUTE_NAMES) {
    Object.defineProperty(prototype, attribute, {
      configurable: true,
      enumerable: true,
      get(this: T): string {
        return getAttribute(attribute, inputOf(this, attribute));
      },
      set(this: T, value: string): void {
        const output = runSetter(attribute, inputOf(this, attribute), requireString(`${fn}: ${attribute}`, "value", value)).output;
        // "Finally, the user agent must invoke the common setter action with the value of output."
        setterAction(this, output);
      },
    });
  }
}

/** The seven accessors, defined on the prototype by the class's static block. */
export interface URLDecomposition extends URLDecompositionAttributes {}

/**
 * `new URLDecomposition(input, setterAction?)`: the attributes acting on `input`. Without a setter
 * action, the common setter action sets `input` to the output.
 */
export class URLDecomposition {
  #input: string;
  readonly #setterAction: CommonSetterAction;

  constructor(input: string, setterAction?: CommonSetterAction) {
    this.#input = requireString("URLDecomposition", "input", input);
    const action: unknown = setterAction ?? undefined;
    this.#setterAction =
      action === undefined
        ? (output) => {
            this.#input = output;
          }
        : requireFunction<CommonSetterAction>("URLDecomposition", "setterAction", action);
  }

  /** "an input, which is a URL that the attributes act on" */
  get input(): string {
    return this.#input;
  }

  set input(value: string) {
    this.#input = requireString("URLDecomposition.input", "value", value);
  }

  #set(attribute: URLDecompositionAttributeName, value: string): void {
    const output = runSetter(attribute, this.#input, requireString(`URLDecomposition.${attribute}`, "value", value)).output;
    // "Finally, the user agent must invoke the common setter action with the value of output."
    this.#setterAction(output);
  }

  static {
    for (const attribute of URL_DECOMPOSITION_ATTRIBUTE_NAMES) {
      Object.defineProperty(URLDecomposition.prototype, attribute, {
        configurable: true,
        get(this: URLDecomposition): string {
          return getAttribute(attribute, this.#input);
        },
        set(this: URLDecomposition, value: string): void {
          this.#set(attribute, value);
        },
      });
    }
  }
}
