// Preloaded (--import) into a `webaddr compare` child by compare-cli.ts: at exit, writes the
// process's peak resident set size (MB, from getrusage) to the file BENCH_RSS_FILE names.
// Plain JavaScript, so that the built bin runs without tsx.
import { writeFileSync } from "node:fs";

process.on("exit", () => {
  const file = process.env.BENCH_RSS_FILE;
  if (file) writeFileSync(file, JSON.stringify({ maxRssMB: process.resourceUsage().maxRSS / 1024 }));
});
