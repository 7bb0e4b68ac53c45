/**
 * HTML5 §2.6.6: "an interface with a complement of URL decomposition IDL attributes defines an
 * input, which is a URL that the attributes act on, and a common setter action, which is a set of
 * steps invoked when any of the attributes' setters are invoked."
 *
 * The IDL layer only: each getter and setter delegates to getters.ts / setters.ts, so a class
 * that embeds the attributes (an <a> element, Location) can either extend URLDecomposition,
 * define the seven accessors on its own prototype with defineURLDecompositionAttributes, or call
 * the functions itself.
 */
import { URL_DECOMPOSITION_ATTRIBUTE_NAMES, type URLDecompositionAttributeName } from "./components.js";
import { getURLDecompositionAttribute } from "./getters.js";
import { setURLDecompositionAttribute } from "./setters.js";

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
 */
export function defineURLDecompositionAttributes<T extends object>(prototype: T, embedding: URLDecompositionEmbedding<T>): void {
  for (const attribute of URL_DECOMPOSITION_ATTRIBUTE_NAMES) {
    Object.defineProperty(prototype, attribute, {
      configurable: true,
      enumerable: true,
      get(this: T): string {
        return getURLDecompositionAttribute(attribute, embedding.input(this));
      },
      set(this: T, value: string): void {
        // "Finally, the user agent must invoke the common setter action with the value of output."
        embedding.setterAction(this, setURLDecompositionAttribute(attribute, embedding.input(this), value));
      },
    });
  }
}

/**
 * `new URLDecomposition(input, setterAction?)`: the attributes acting on `input`. Without a setter
 * action, the common setter action sets `input` to the output.
 */
export class URLDecomposition implements URLDecompositionAttributes {
  #input: string;
  readonly #setterAction: CommonSetterAction;

  constructor(input: string, setterAction?: CommonSetterAction) {
    this.#input = typeof input === "string" ? input : String(input);
    this.#setterAction =
      setterAction ??
      ((output) => {
        this.#input = output;
      });
  }

  /** "an input, which is a URL that the attributes act on" */
  get input(): string {
    return this.#input;
  }

  set input(value: string) {
    this.#input = typeof value === "string" ? value : String(value);
  }

  #get(attribute: URLDecompositionAttributeName): string {
    return getURLDecompositionAttribute(attribute, this.#input);
  }

  #set(attribute: URLDecompositionAttributeName, value: string): void {
    // "Finally, the user agent must invoke the common setter action with the value of output."
    this.#setterAction(setURLDecompositionAttribute(attribute, this.#input, value));
  }

  get protocol(): string {
    return this.#get("protocol");
  }
  set protocol(value: string) {
    this.#set("protocol", value);
  }

  get host(): string {
    return this.#get("host");
  }
  set host(value: string) {
    this.#set("host", value);
  }

  get hostname(): string {
    return this.#get("hostname");
  }
  set hostname(value: string) {
    this.#set("hostname", value);
  }

  get port(): string {
    return this.#get("port");
  }
  set port(value: string) {
    this.#set("port", value);
  }

  get pathname(): string {
    return this.#get("pathname");
  }
  set pathname(value: string) {
    this.#set("pathname", value);
  }

  get search(): string {
    return this.#get("search");
  }
  set search(value: string) {
    this.#set("search", value);
  }

  get hash(): string {
    return this.#get("hash");
  }
  set hash(value: string) {
    this.#set("hash", value);
  }
}
