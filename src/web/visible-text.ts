/**
 * Showing a string so that every character can be seen: invisible ones (escaped-input.ts's
 * isInvisible: controls, zero-width and bidi characters, non-breaking spaces, lone surrogates…)
 * as a boxed \u{…} escape, spaces marked, everything else as itself. displayedText is the same
 * thing as plain text, which the tests compare cells with.
 */
import { h } from "./dom.js";
import { escapeCharacter, isInvisible } from "./escaped-input.js";

/** The text a cell shows for a string (its textContent). */
export function displayedText(text: string): string {
  return Array.from(text, (c) => (isInvisible(c) ? escapeCharacter(c) : c)).join("");
}

/** One character as an element: an escape box, a marked space, or the character itself (as text). */
export function characterNode(character: string): Node {
  if (isInvisible(character)) {
    const cp = character.codePointAt(0) ?? 0;
    return h("span", { class: "esc", title: `U+${cp.toString(16).toUpperCase().padStart(4, "0")}` }, escapeCharacter(character));
  }
  if (character === " ") return h("span", { class: "sp", title: "U+0020 SPACE" }, " ");
  return document.createTextNode(character);
}

export function visibleText(text: string): DocumentFragment {
  const fragment = document.createDocumentFragment();
  let run = "";
  for (const character of text) {
    if (isInvisible(character) || character === " ") {
      if (run !== "") fragment.appendChild(document.createTextNode(run));
      run = "";
      fragment.appendChild(characterNode(character));
    } else {
      run += character;
    }
  }
  if (run !== "") fragment.appendChild(document.createTextNode(run));
  return fragment;
}
