/**
 * The form: building its registry-driven parts (a checkbox per variant, the reference and tree
 * selects, the encoding suggestions), writing a state into it and reading one back.
 */
import { byId, h, replaceChildren } from "./dom.js";
import { columnsOf, type PageState } from "./page-state.js";

type FormElements = ReturnType<typeof formElements>;

export function formElements() {
  return {
    url: byId<HTMLInputElement>("url"),
    base: byId<HTMLInputElement>("base"),
    encoding: byId<HTMLInputElement>("encoding"),
    escaped: byId<HTMLInputElement>("escaped"),
    differencesOnly: byId<HTMLInputElement>("differences-only"),
    variants: byId("variant-choices"),
    reference: byId<HTMLSelectElement>("reference"),
    tree: byId<HTMLSelectElement>("tree-variant"),
  };
}

/** A variant's checkbox; validity: it defines validity over another's text, and is offered after the others. */
interface VariantChoice {
  readonly id: string;
  readonly title: string;
  readonly validity: boolean;
}

export function buildForm(form: FormElements, choices: readonly VariantChoice[], encodingNames: readonly string[]): void {
  const box = (choice: VariantChoice): HTMLElement =>
    h("label", { class: "variant-choice", title: choice.title }, h("input", { attrs: { type: "checkbox", name: "variant", value: choice.id } }), " ", choice.id);
  const validity = choices.filter((c) => c.validity);
  replaceChildren(
    form.variants,
    ...choices.filter((c) => !c.validity).map(box),
    validity.length === 0 ? null : h("span", { class: "variant-group", attrs: { role: "group", "aria-labelledby": "validity-variants-label" } }, h("span", { class: "label", attrs: { id: "validity-variants-label" } }, "validity:"), " ", ...validity.map(box)),
  );
  replaceChildren(byId("encodings"), ...encodingNames.map((name) => h("option", { attrs: { value: name } })));
}

function fillSelect(select: HTMLSelectElement, ids: readonly string[], chosen: string): void {
  replaceChildren(select, ...ids.map((id) => h("option", { attrs: { value: id } }, id)));
  select.value = chosen;
}

export function writeForm(form: FormElements, state: PageState): void {
  // Only write a field that differs, so that the caret does not jump while the user types.
  if (form.url.value !== state.url) form.url.value = state.url;
  if (form.base.value !== state.base) form.base.value = state.base;
  if (form.encoding.value !== state.encoding) form.encoding.value = state.encoding;
  form.escaped.checked = state.escaped;
  form.differencesOnly.checked = state.differencesOnly;
  for (const box of form.variants.querySelectorAll<HTMLInputElement>("input[name=variant]")) box.checked = state.variants.includes(box.value);
  // The overlay's column can be the reference and the tree too.
  const columns = columnsOf(state.variants, state.overlay);
  fillSelect(form.reference, columns, state.reference);
  fillSelect(form.tree, columns, state.tree);
}

export function readForm(form: FormElements): PageState {
  return {
    url: form.url.value,
    base: form.base.value,
    encoding: form.encoding.value,
    escaped: form.escaped.checked,
    variants: [...form.variants.querySelectorAll<HTMLInputElement>("input[name=variant]")].filter((box) => box.checked).map((box) => box.value),
    reference: form.reference.value,
    tree: form.tree.value,
    differencesOnly: form.differencesOnly.checked,
  };
}
