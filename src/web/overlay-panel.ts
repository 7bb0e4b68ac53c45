/**
 * The grammar overlay panel: a base variant and ABNF or Peggy rules over it, built in the page by
 * the CLI's own code (overlay-variant.ts, loaded on first use as a chunk of its own) into one more
 * column beside its base. The built variant is registered as a runtime variant under the id the
 * CLI would give it ("html5-2009+overlay.abnf"), so that everything that takes a variant id —
 * parse, resolve, the production tree, the attributes — runs it unchanged.
 *
 * Errors come with their line and column in the editor (a button selects the place), and the
 * panel says what it cannot do: a Peggy construct webaddr's code generator does not translate,
 * which only Peggy's own parser — evaluated code — would run.
 *
 * A Peggy transcription beside ABNF rules parses only once it passed the PEG ≡ ABNF check, which
 * takes seconds: it runs in the check worker (check-worker.ts), and the ABNF parses the column
 * meanwhile; the verdict, kept for the page's life, brings the column built as the CLI builds it.
 */
import { formatGrammarDiagnostic, type GrammarDiagnostic } from "../grammar/grammar-diagnostic.js";
import { registerRuntimeVariantLookup } from "../variants/runtime-variants.js";
import type { VariantDescriptor } from "../variants/variant.js";
import type { CheckRequest } from "./check-worker.js";
import { byId, h, replaceChildren } from "./dom.js";
import type { OverlayBuild, VerdictEntry, WorkerOverlay } from "./overlay-variant.js";
import { overlayFile, overlayKey, overlayVariantId, type OverlaySyntax, type PageOverlay } from "./page-state.js";
import { displayedText } from "./visible-text.js";
import { workerClient } from "./worker-client.js";

type OverlayModule = typeof import("./overlay-variant.js");

/** What the overlay gives the page now. */
export type OverlayColumn =
  | { readonly status: "none" }
  | { readonly status: "loading" }
  | {
      readonly status: "built";
      readonly id: string;
      readonly variant: VariantDescriptor;
      readonly note: string;
      /** What a worker builds the same column from. */
      readonly worker: WorkerOverlay;
    }
  | { readonly status: "errors"; readonly errors: readonly GrammarDiagnostic[] };

interface OverlayPanel {
  /** The panel's fields, as the state to show. */
  read(): PageOverlay | undefined;
  /** Shows overlay in the fields (those that differ: the caret stays where it is while typing). */
  write(overlay: PageOverlay | undefined): void;
  /** The overlay's column: built (and registered), its errors, or still loading the panel's code. */
  column(overlay: PageOverlay | undefined): OverlayColumn;
}

function syntaxOf(value: string): OverlaySyntax {
  return value === "peggy" ? "peggy" : "abnf";
}

/** Where a diagnostic points in the text: the offset of its line and column (1-based, as reported). */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf("\n", offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  return Math.min(offset + column - 1, text.length);
}

/**
 * Builds the panel inside #overlay-panel. onChange: the fields changed (typing, the base);
 * onReady: the panel's code has loaded, or a check's verdict came (the page renders again to show
 * the column).
 */
export function createOverlayPanel(bases: readonly string[], onChange: () => void, onReady: () => void): OverlayPanel {
  const details = byId<HTMLDetailsElement>("overlay-details");
  const base = byId<HTMLSelectElement>("overlay-base");
  const text = byId<HTMLTextAreaElement>("overlay-text");
  const peggy = byId<HTMLTextAreaElement>("overlay-peggy");
  const peggyField = byId("overlay-peggy-field");
  const syntax = byId<HTMLSelectElement>("overlay-syntax");
  const textLabel = byId("overlay-text-label");
  const status = byId("overlay-status");
  const errorList = byId("overlay-errors");
  replaceChildren(base, ...bases.map((id) => h("option", { attrs: { value: id } }, id)));

  let loaded: OverlayModule | undefined;
  let loading: Promise<void> | undefined;
  let failedToLoad: string | undefined;
  let built: { readonly key: string; readonly result: OverlayBuild } | undefined;
  // A check is one synchronous run of up to 20 s that no message could interrupt: a newer one terminates the worker.
  const checks = workerClient<CheckRequest, VerdictEntry[]>(new URL("./check-worker.js", import.meta.url), "check", true);
  /** The overlay (by overlayKey) whose check runs in the worker now. */
  let checking: string | undefined;
  /** The overlays whose check answered: their verdicts (kept by overlay-variant.ts too), or what went wrong. */
  const answered = new Map<string, { readonly verdicts: readonly VerdictEntry[]; readonly failure?: string }>();

  const stopChecking = (): void => {
    checking = undefined;
    checks.cancel();
  };
  /** Runs the check of overlay's transcription in the worker; its verdicts, kept, build the column again. */
  const check = (overlay: PageOverlay, key: string, module: OverlayModule): void => {
    if (checking === key) return;
    checking = key;
    const done = (verdicts: readonly VerdictEntry[], failure?: string): void => {
      if (checking !== key) return;
      checking = undefined;
      answered.set(key, failure === undefined ? { verdicts } : { verdicts, failure });
      built = undefined;
      onReady();
    };
    checks.send({ base: overlay.base, text: overlay.text, peggy: overlay.peggy ?? "" }).then(
      (verdicts) => {
        if (verdicts === undefined) return;
        module.rememberVerdicts(verdicts);
        done(verdicts);
      },
      (e: unknown) => done([], e instanceof Error ? e.message : String(e)),
    );
  };

  const load = (): void => {
    loading ??= import("./overlay-variant.js").then(
      (module) => {
        loaded = module;
        onReady();
      },
      (e: unknown) => {
        failedToLoad = e instanceof Error ? e.message : String(e);
        onReady();
      },
    );
  };
  // Opening the panel loads its code, so that the first rule typed does not wait for it.
  details.addEventListener("toggle", () => {
    if (details.open) load();
  });
  /** The label and the example say how to write the chosen syntax. */
  const describeSyntax = (): void => {
    const chosen = syntaxOf(syntax.value);
    // A Peggy transcription goes beside ABNF rules only.
    peggyField.hidden = chosen !== "abnf";
    for (const part of textLabel.querySelectorAll<HTMLElement>("[data-syntax]")) part.hidden = part.dataset["syntax"] !== chosen;
    text.placeholder = chosen === "abnf" ? 'query = *( pchar / "/" / "?" / "|" )' : 'query = (pchar / "/" / "?" / "|")*';
  };
  describeSyntax();
  syntax.addEventListener("input", () => {
    describeSyntax();
    onChange();
  });
  base.addEventListener("input", onChange);
  text.addEventListener("input", onChange);
  peggy.addEventListener("input", onChange);

  registerRuntimeVariantLookup((id) => {
    if (built === undefined || !built.result.ok || id !== built.result.variant.id) return undefined;
    return { ok: true, variant: built.result.variant };
  });

  function showErrors(overlayText: string, file: string, errors: readonly GrammarDiagnostic[]): void {
    replaceChildren(
      errorList,
      ...errors.map((e) => {
        const message = displayedText(formatGrammarDiagnostic({ ...e, source: e.source ?? file, message: inPageTerms(e.message) }));
        if (e.line === undefined || e.column === undefined) return h("li", { class: `diagnostic ${e.severity}` }, message);
        const { line, column } = e;
        const go = h("button", { class: "diagnostic-place", attrs: { type: "button" } }, `line ${line}, column ${column}`);
        go.addEventListener("click", () => {
          const at = offsetOf(overlayText, line, column);
          text.focus();
          text.setSelectionRange(at, Math.min(at + 1, overlayText.length));
        });
        return h("li", { class: `diagnostic ${e.severity}` }, go, " ", message);
      }),
    );
  }

  /**
   * A diagnostic's message as the page says it. The workbench writes the CLI's terms: files
   * beside each other ("no overlay.abnf beside it", "it does not mean overlay.abnf") and commands
   * that say more. The page has the two boxes of this panel, and no command line.
   */
  function inPageTerms(message: string): string {
    if (/^no overlay\.abnf beside it, so this \.peggy parses unchecked/.test(message)) {
      return "these Peggy rules have no ABNF beside them, so they parse unchecked: what they accept and which production wins are PEG's ordered choice (written in ABNF, with these as their Peggy transcription, they are checked against it)";
    }
    return message
      .replace(/ — webaddr grammar \w+ --variant \S+ says more/g, "")
      .replace(/\boverlay\.abnf\b/g, "the ABNF rules")
      .replace(/\b(?:overlay\.peggy|the \.peggy)\b/g, "the Peggy transcription");
  }

  function say(message: string): void {
    if (status.textContent !== message) status.textContent = message;
  }

  return {
    read() {
      const chosen = syntaxOf(syntax.value);
      if (text.value === "") return undefined;
      if (chosen !== "abnf") return { base: base.value, text: text.value, syntax: chosen };
      return { base: base.value, text: text.value, ...(peggy.value === "" ? {} : { peggy: peggy.value }) };
    },
    write(overlay) {
      if (overlay === undefined) {
        if (text.value !== "") text.value = "";
        if (peggy.value !== "") peggy.value = "";
        return;
      }
      if (base.value !== overlay.base) base.value = overlay.base;
      if (syntax.value !== (overlay.syntax ?? "abnf")) syntax.value = overlay.syntax ?? "abnf";
      describeSyntax();
      if (text.value !== overlay.text) text.value = overlay.text;
      if (peggy.value !== (overlay.peggy ?? "")) peggy.value = overlay.peggy ?? "";
      if (!details.open) details.open = true;
    },
    column(overlay) {
      if (overlay === undefined) {
        stopChecking();
        say("");
        replaceChildren(errorList);
        return { status: "none" };
      }
      if (failedToLoad !== undefined) {
        const errors = [{ severity: "error" as const, message: `the overlay panel's code did not load: ${failedToLoad}` }];
        say("The overlay cannot run.");
        showErrors(overlay.text, overlayFile(overlay), errors);
        return { status: "errors", errors };
      }
      if (loaded === undefined) {
        load();
        say("Loading the grammar tools…");
        return { status: "loading" };
      }
      const chosen = overlay.syntax ?? "abnf";
      const key = overlayKey(overlay);
      // A Peggy transcription is built once the check worker answered (its verdict kept): the ABNF parses meanwhile.
      const transcribed = chosen === "abnf" && (overlay.peggy ?? "").trim() !== "";
      const answer = transcribed ? answered.get(key) : undefined;
      const waiting = transcribed && answer === undefined;
      if (waiting) check(overlay, key, loaded);
      else stopChecking();
      const { peggy: _unchecked, ...abnfAlone } = overlay;
      const asBuilt: PageOverlay = answer !== undefined && answer.failure === undefined ? overlay : abnfAlone;
      if (built?.key !== key) built = { key, result: loaded.buildOverlayVariant(asBuilt.base, asBuilt.text, chosen, asBuilt.peggy) };
      const result = built.result;
      if (!result.ok) {
        say(`The overlay does not compile (${result.errors.length} ${result.errors.length === 1 ? "error" : "errors"}): no column until it does.`);
        showErrors(overlay.text, overlayFile(overlay), result.errors);
        return { status: "errors", errors: result.errors };
      }
      const id = overlayVariantId(overlay);
      const warnings = [...result.variant.workbench.warnings];
      let parser = loaded.PARSER_NOTES[chosen];
      const checked = result.variant.workbench.peggyChecked;
      if (checked !== undefined) parser = `parsed by their Peggy transcription (${checked}), run by webaddr's code generator's interpreter`;
      if (waiting) parser += ", while their Peggy transcription is checked against them (up to 10,000 inputs, in the background)";
      if (answer?.failure !== undefined) warnings.push({ severity: "warning", source: "overlay.peggy", message: `not checked: ${answer.failure}; the ABNF parses` });
      const note = `Column ${id}: ${result.variant.workbench.base.title} with the overlay's rules, ${parser}.`;
      say(note);
      showErrors(overlay.text, overlayFile(overlay), warnings);
      return { status: "built", id, variant: result.variant, note, worker: { overlay: asBuilt, verdicts: answer?.verdicts ?? [] } };
    },
  };
}
