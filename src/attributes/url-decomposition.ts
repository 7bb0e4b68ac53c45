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
 * A JavaScript caller's arguments: an input that is not a string is converted as IDL's DOMString
 * would (textOf, src/api/arguments.ts: String(), or a safe rendering where String() throws). The
 * caller's callbacks (the common setter action; an embedding's input and setterAction) run inside
 * callGuarded: an accessor never throws; when a callback throws, or is not a function, the
 * accessor does nothing more (a getter returns "") and the failure, naming the callback and the
 * attribute, is kept as the object's last failure (URLDecomposition#lastFailure,
 * lastURLDecompositionFailure(object)); the next accessor call that succeeds clears it.
 */
import { argumentError, argumentFailure, callGuarded, describeValue, expectFunction, expectRecord, readArgument, textOf, thrownMessage, type ArgumentFailure } from "../api/arguments.js";
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

/** Why an accessor did not complete: a callback of the caller's threw, or was not a function. */
export interface URLDecompositionFailure {
  readonly attribute: URLDecompositionAttributeName;
  /** The output the common setter action was to receive, when it had been computed. */
  readonly output?: string;
  readonly message: string;
}

/** Each object's last failure (objects only: an accessor called on a primitive keeps none). */
const failures = new WeakMap<object, URLDecompositionFailure>();

function recordFailure(self: unknown, failure: URLDecompositionFailure | undefined): void {
  if ((typeof self !== "object" && typeof self !== "function") || self === null) return;
  if (failure === undefined) failures.delete(self);
  else failures.set(self, failure);
}

/** The failure of the last accessor call on `object` (an embedding's or a URLDecomposition), if it failed. */
export function lastURLDecompositionFailure(object: unknown): URLDecompositionFailure | undefined {
  return (typeof object === "object" || typeof object === "function") && object !== null ? failures.get(object) : undefined;
}

export type DefineURLDecompositionResult = { readonly ok: true } | ArgumentFailure;

/**
 * Defines the seven attributes as accessors on `prototype` (e.g. `Anchor.prototype`), reading the
 * input and invoking the common setter action through `embedding`. Declare
 * `interface Anchor extends URLDecompositionAttributes {}` beside the class for the types.
 * The embedding's two functions are read once, here. Fails (defining nothing more) when the
 * prototype is not an object, the embedding has no such functions, or the prototype refuses a
 * property (frozen, a Proxy).
 */
export function defineURLDecompositionAttributes<T extends object>(prototype: T, embedding: URLDecompositionEmbedding<T>): DefineURLDecompositionResult {
  const read = readArgument("the embedding", () => {
    if ((typeof prototype !== "object" && typeof prototype !== "function") || prototype === null) argumentError(`the prototype must be an object, got ${describeValue(prototype)}`);
    const e = expectRecord(embedding, "the embedding", "{ input, setterAction }");
    return { input: expectFunction(e.input, "embedding.input"), setterAction: expectFunction(e.setterAction, "embedding.setterAction") };
  });
  if (!read.ok) return argumentFailure(read.message);
  const { input, setterAction } = read.value;
  const inputOf = (self: unknown, attribute: URLDecompositionAttributeName) => callGuarded(`embedding.input (reading ${attribute})`, () => Reflect.apply(input, undefined, [self]) as unknown);
  for (const attribute of URL_DECOMPOSITION_ATTRIBUTE_NAMES) {
    const descriptor: PropertyDescriptor = {
      configurable: true,
      enumerable: true,
      get(this: T): string {
        const given = inputOf(this, attribute);
        recordFailure(this, given.ok ? undefined : { attribute, message: given.message });
        return given.ok && typeof given.value === "string" ? getAttribute(attribute, given.value) : "";
      },
      set(this: T, value: string): void {
        const given = inputOf(this, attribute);
        if (!given.ok) return recordFailure(this, { attribute, message: given.message });
        const output = runSetter(attribute, textOf(given.value), textOf(value), typeof given.value === "string").output;
        // "Finally, the user agent must invoke the common setter action with the value of output."
        const action = callGuarded(`embedding.setterAction (setting ${attribute})`, () => Reflect.apply(setterAction, undefined, [this, output]));
        recordFailure(this, action.ok ? undefined : { attribute, output, message: action.message });
      },
    };
    try {
      Object.defineProperty(prototype, attribute, descriptor);
    } catch (e) {
      // The caller's prototype refused the property (frozen, sealed, a Proxy's defineProperty trap).
      return argumentFailure(`the prototype refused the ${attribute} property: ${thrownMessage(e)}`);
    }
  }
  return { ok: true };
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

  /** What the setter action given is, when it is none of undefined, null (the default action) and a function: every set then fails, saying so. */
  readonly #notAnAction: string | undefined;

  constructor(input: string, setterAction?: CommonSetterAction) {
    this.#input = textOf(input);
    const action: unknown = setterAction;
    this.#notAnAction = action === undefined || action === null || typeof action === "function" ? undefined : describeValue(action);
    this.#setterAction =
      typeof action === "function"
        ? (action as CommonSetterAction)
        : (output) => {
            this.#input = output;
          };
  }

  /** Why the last set did not complete: the setter action given threw, or was not a function; undefined after one that did. */
  get lastFailure(): URLDecompositionFailure | undefined {
    return failures.get(this);
  }

  /** "an input, which is a URL that the attributes act on" */
  get input(): string {
    return this.#input;
  }

  set input(value: string) {
    this.#input = textOf(value);
  }

  #set(attribute: URLDecompositionAttributeName, value: string): void {
    const output = runSetter(attribute, this.#input, textOf(value)).output;
    if (this.#notAnAction !== undefined) {
      return recordFailure(this, { attribute, output, message: `the common setter action given to new URLDecomposition is not a function (${this.#notAnAction}): setting ${attribute} invoked none` });
    }
    // "Finally, the user agent must invoke the common setter action with the value of output."
    const setterAction = this.#setterAction;
    const action = callGuarded(`the common setter action (setting ${attribute})`, () => setterAction(output));
    recordFailure(this, action.ok ? undefined : { attribute, output, message: action.message });
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
