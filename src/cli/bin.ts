#!/usr/bin/env node
/**
 * The webaddr program (package.json "bin" → dist/cli/bin.js). It always runs the CLI: there is
 * no "is this module the entry point?" test, which compared import.meta.url with argv[1] and so
 * failed — printing nothing, exit status 0 — when the command was started through a link with
 * another name or from a path holding "#" or "%".
 */
import { runCliProcess } from "./process-run.js";

runCliProcess(process.argv.slice(2));
