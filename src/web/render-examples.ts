/** The list of example links: each an <a href="#…"> to its state, so following one is navigation. */
import { append, h } from "./dom.js";
import type { Example } from "./examples.js";
import { stateToFragment } from "./fragment-state.js";
import type { PageState } from "./page-state.js";

/** The URL as typed (escapes and all), with its base and encoding when they are not the defaults'. */
function linkText(example: Example): DocumentFragment {
  const text = document.createDocumentFragment();
  append(text, h("code", {}, example.state.url ?? ""));
  if (example.state.base !== undefined) append(text, " against ", h("code", {}, example.state.base));
  if (example.state.encoding !== undefined) append(text, " in ", example.state.encoding);
  return text;
}

export function renderExamples(examples: readonly Example[], defaults: PageState): HTMLElement {
  return h(
    "ul",
    { class: "examples" },
    ...examples.map((example) =>
      h(
        "li",
        {},
        h("a", { class: "example", attrs: { href: stateToFragment({ ...defaults, ...example.state }) } }, linkText(example)),
        h("span", { class: "example-note" }, ` — ${example.note}`),
      ),
    ),
  );
}
