// Bundle the block editor into one ES module for anywidget, with every picture it
// shows inside (data URLs): nothing is fetched when a notebook opens it.
// Output: algunokit/widgets/static/block_editor.js (ignored by git, shipped in the wheel).
import { build } from "esbuild";
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const out = resolve(here, "../../algunokit/widgets/static/block_editor.js");
mkdirSync(dirname(out), { recursive: true });

await build({
  entryPoints: [resolve(here, "src/index.js")],
  outfile: out,
  bundle: true,
  format: "esm",
  minify: process.env.MINIFY !== "0",
  target: "es2020",
  legalComments: "inline",
  loader: { ".svg": "dataurl", ".cur": "dataurl", ".png": "dataurl" },
  logLevel: "warning",
});
console.log(`built ${out}`);
