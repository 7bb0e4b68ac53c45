/**
 * The import rules of webaddr's layers (docs/design.md, "Layers"), checked by dependency-cruiser
 * in test/architecture/layering.test.ts and by `npx depcruise src scripts`.
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Import cycles make load order matter and layers meaningless: no module of src/ or scripts/ is in one.",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-circular-between-folders",
      severity: "error",
      comment:
        "The folders of src/ are layers (docs/design.md, \"Layers in src/\"): imports between them point one way. " +
        "A cycle of folders is a cycle of meaning even when no two modules import each other.",
      scope: "folder",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "parse-core-is-a-leaf",
      severity: "error",
      comment: "The parsing core (grammar, parse) knows nothing of resolution, documents, the workbench, compare or the CLI.",
      from: { path: "^src/(parse|grammar)/" },
      to: { path: "^src/(resolve|documents|workbench|compare|cli|web)/" },
    },
    {
      name: "library-does-not-use-its-users",
      severity: "error",
      comment: "The CLI and the page use the library; the library never imports them.",
      from: { path: "^src/", pathNot: "^src/(cli|web)/" },
      to: { path: "^src/(cli|web)/" },
    },
    {
      name: "only-the-workbench-reaches-the-workbench",
      severity: "error",
      comment:
        "Runtime variants come from webaddr/workbench by an explicit registration; the core, documents and compare do not import it. " +
        "compare's worker thread is an entry point like the CLI: it registers them when its parent compares runtime variants.",
      from: { path: "^src/", pathNot: ["^src/(workbench|cli|web)/", "^src/compare/compare-worker\\.ts$"] },
      to: { path: "^src/workbench/" },
    },
    {
      name: "page-has-no-node-modules",
      severity: "error",
      comment: "The page runs in a browser.",
      from: { path: "^src/web/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "src-does-not-import-tests-or-scripts",
      severity: "error",
      from: { path: "^src/" },
      to: { path: "^(test|scripts)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Type-only imports count too: a cycle of types is still a cycle of meaning.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
