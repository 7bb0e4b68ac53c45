// Development only: a worker thread does not inherit tsx's module loader (Node 20 loader hooks
// are per thread), so this bootstrap registers tsx in the worker, then runs the TypeScript
// worker. From dist, worker-pool.js starts compare-worker.js directly and this file is not used.
import { register } from "tsx/esm/api";

register();
await import("./compare-worker.ts");
