/**
 * The corpus panel's first-paint part: its fields (a bundled corpus, pasted text, or generated
 * inputs' count and seed) read into and written from the page state, so that a link with a
 * corpus shows it before any of the panel's code has loaded, and the note that offers a corpus
 * too long for the link as a file. Running the corpus — the worker, the file reading, the matrix
 * and the clusters, the bundled corpora — is corpus-view.ts, a chunk of its own loaded when the
 * panel is opened or a link asks for a run.
 */
import type { CorpusPanelOptions } from "./corpus-messages.js";
import { append, byId, h, replaceChildren } from "./dom.js";
import { BUNDLED_CORPORA, DEFAULT_GENERATED, isBundledCorpusName, MAX_PAGE_GENERATED, type PageCorpus } from "./page-state.js";

/** The source select's value for generated inputs. */
const GENERATED = "generated";

type CorpusView = typeof import("./corpus-view.js");

interface CorpusPanel {
  read(): PageCorpus | undefined;
  write(corpus: PageCorpus | undefined): void;
  /** Runs the corpus in the fields (loading the panel's code first). */
  run(): void;
  /** The link cannot hold the pasted corpus (its length), or can (undefined). */
  linkTooLong(length: number | undefined, limit: number): void;
}

export function createCorpusPanel(options: CorpusPanelOptions): CorpusPanel {
  const details = byId<HTMLDetailsElement>("corpus-details");
  const source = byId<HTMLSelectElement>("corpus-source");
  const text = byId<HTMLTextAreaElement>("corpus-text");
  const status = byId("corpus-status");
  const generate = byId("corpus-generate");
  const count = byId<HTMLInputElement>("corpus-count");
  const seed = byId<HTMLInputElement>("corpus-seed");
  count.value = DEFAULT_GENERATED.count;
  seed.value = DEFAULT_GENERATED.seed;
  byId("corpus-generate-max").textContent = MAX_PAGE_GENERATED.toLocaleString("en");
  append(
    source,
    ...BUNDLED_CORPORA.map((c) => h("option", { attrs: { value: c.name } }, c.title)),
    h("option", { attrs: { value: GENERATED } }, "inputs generated from the variants' grammars (webaddr compare --generate)"),
  );
  /** The fields of the source chosen: the text (disabled for a bundled corpus), or the count and seed of generated inputs. */
  const textLabel = text.labels?.[0];
  const showSource = (): void => {
    text.disabled = source.value !== "";
    // Generated inputs have no text: the field and its label give way to the count and seed.
    generate.hidden = source.value !== GENERATED;
    text.hidden = !generate.hidden;
    if (textLabel !== undefined) textLabel.hidden = text.hidden;
  };

  let view: ReturnType<CorpusView["createCorpusView"]> | undefined;
  let loading: Promise<void> | undefined;
  const load = (): Promise<void> =>
    (loading ??= import("./corpus-view.js").then(
      (module) => {
        view = module.createCorpusView(options, () => panel.read());
      },
      (e: unknown) => {
        status.textContent = `The corpus panel's code did not load: ${e instanceof Error ? e.message : String(e)}`;
      },
    ));
  details.addEventListener("toggle", () => {
    if (details.open) void load();
  });
  const changed = (): void => {
    showSource();
    options.onChange();
  };
  source.addEventListener("input", changed);
  count.addEventListener("input", changed);
  seed.addEventListener("input", changed);
  // Here, not in the view: a click before the view's code has loaded still runs.
  byId("corpus-run").addEventListener("click", () => panel.run());
  text.addEventListener("input", changed);
  // A file chosen or dropped: here too, so that one given before the view's code has loaded is
  // read once it has — and a drop never falls through to the browser, which would open the file
  // in place of the page.
  const readFile = (f: File): void => void load().then(() => view?.readFile(f));
  const file = byId<HTMLInputElement>("corpus-file");
  file.addEventListener("change", () => {
    const f = file.files?.[0];
    if (f !== undefined) readFile(f);
  });
  text.addEventListener("dragover", (event) => event.preventDefault());
  text.addEventListener("drop", (event) => {
    const f = event.dataTransfer?.files[0];
    if (f === undefined) return;
    event.preventDefault();
    readFile(f);
  });

  const panel: CorpusPanel = {
    read() {
      if (isBundledCorpusName(source.value)) return { kind: "bundled", name: source.value };
      if (source.value === GENERATED) return { kind: "generated", count: count.value, seed: seed.value };
      return text.value === "" ? undefined : { kind: "text", text: text.value };
    },
    write(corpus) {
      const name = corpus?.kind === "bundled" ? corpus.name : corpus?.kind === "generated" ? GENERATED : "";
      if (source.value !== name) source.value = name;
      if (corpus?.kind === "text" && text.value !== corpus.text) text.value = corpus.text;
      // Only a field that differs, so that the caret does not jump while the user types.
      if (corpus?.kind === "generated") {
        if (count.value !== corpus.count) count.value = corpus.count;
        if (seed.value !== corpus.seed) seed.value = corpus.seed;
      }
      showSource();
      if (corpus !== undefined && !details.open) details.open = true;
      view?.checkSettings();
    },
    run() {
      void load().then(() => view?.run());
    },
    linkTooLong(length, limit) {
      const note = byId("corpus-link-note");
      note.hidden = length === undefined;
      if (length === undefined) return;
      const download = h("button", { class: "copy-input", attrs: { type: "button" } }, "download the corpus as a file");
      download.addEventListener("click", () => {
        const corpus = panel.read();
        if (corpus?.kind !== "text") return;
        const a = h("a", { attrs: { href: URL.createObjectURL(new Blob([corpus.text], { type: "text/plain;charset=utf-8" })), download: "corpus.txt" } });
        a.click();
        setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
      });
      const count = (n: number): string => n.toLocaleString("en");
      replaceChildren(note, `The corpus is too long for the link (it would be ${count(length)} characters; links stop working beyond about ${count(limit)}): the link leaves it out. `, download);
      if (!details.open) details.open = true;
    },
  };
  return panel;
}
