/**
 * Building DOM without ever parsing HTML: elements come from createElement, text from text nodes
 * (a string child is always text), so nothing the user types can become markup.
 */

export type Child = Node | string | null | undefined | false;

interface ElementOptions {
  /** Space-separated class names. */
  readonly class?: string;
  /** Plain attributes (set with setAttribute: values are never parsed as markup). */
  readonly attrs?: Readonly<Record<string, string>>;
  readonly title?: string;
}

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, options: ElementOptions = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (options.class !== undefined && options.class !== "") element.className = options.class;
  if (options.title !== undefined) element.title = options.title;
  for (const [name, value] of Object.entries(options.attrs ?? {})) element.setAttribute(name, value);
  append(element, ...children);
  return element;
}

export function append(parent: Node, ...children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
  }
}

/** Replaces everything inside parent. */
export function replaceChildren(parent: Element, ...children: Child[]): void {
  parent.replaceChildren();
  append(parent, ...children);
}

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`the page has no #${id}`);
  return element as T;
}

/** text onto the clipboard; status says that it is there (copied), or why not (refused). */
export function copyText(text: string, status: HTMLElement, copied: string, refused: string): void {
  navigator.clipboard.writeText(text).then(() => (status.textContent = copied), () => (status.textContent = refused));
}
