// Run lite/precompile.py in Pyodide under Node: node precompile.mjs PYODIDE_DIR SRC DST [SRC DST...]
// The host's folders are mounted as they are, so the paths are the host's paths.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const [pyodideDir, ...paths] = process.argv.slice(2);
const { loadPyodide } = await import(resolve(pyodideDir, "pyodide.mjs"));
const py = await loadPyodide({ indexURL: resolve(pyodideDir) + "/" });
const mounted = new Set();
for (const path of paths) {
  const folder = dirname(resolve(path));
  if (!mounted.has(folder)) {
    py.FS.mkdirTree(folder);
    py.FS.mount(py.FS.filesystems.NODEFS, { root: folder }, folder);
    mounted.add(folder);
  }
}
const pairs = [];
for (let i = 0; i < paths.length; i += 2) pairs.push([resolve(paths[i]), resolve(paths[i + 1])]);
py.globals.set("WHEELS", py.toPy(pairs));
const here = dirname(fileURLToPath(import.meta.url));
py.runPython(readFileSync(resolve(here, "precompile.py"), "utf8"));
console.log(JSON.stringify(py.globals.get("RESULT").toJs()));
