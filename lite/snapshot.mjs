// Make the kernel's memory snapshot at build time, in Pyodide under Node:
//   node snapshot.mjs PYODIDE_DIR OUTPUT PACKAGE,PACKAGE,... MODULE [MODULE...]
// PYODIDE_DIR is the site's own static/pyodide (its lock and wheels). Pyodide
// starts there as the kernel's worker starts it (the same pre-loaded packages),
// imports MODULE... (the heavy pure-Python modules the kernel imports when it
// starts), then writes its whole memory to OUTPUT (Pyodide's experimental
// `_makeSnapshot` / `makeMemorySnapshot`). `lite/start.mjs` starts the browser's
// Pyodide from that memory. Prints one JSON line: what is in the snapshot.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";

const [pyodideDir, output, packageList, ...modules] = process.argv.slice(2);
const { loadPyodide } = await import(resolve(pyodideDir, "pyodide.mjs"));
const packages = packageList.split(",").filter(Boolean);
const py = await loadPyodide({
  indexURL: resolve(pyodideDir) + "/",
  packages,
  _makeSnapshot: true,
  // Pyodide prints each package it loads: keep stdout for the JSON line.
  stdout: (text) => process.stderr.write(text + "\n"),
});
py.globals.set("MODULES", py.toPy(modules));
py.runPython(`
import importlib, sys
for name in MODULES:
    importlib.import_module(name)
# The kernel's own module creates the IPython shell (files in its profile, the
# output streams, JavaScript callbacks): it must run in the browser, not here.
assert "pyodide_kernel" not in sys.modules, "pyodide_kernel must not be in the snapshot"
del MODULES, importlib, sys
`);
const inSnapshot = py.runPython(
  "import sys; sorted(n for n in sys.modules if '.' not in n)").toJs();

// Pyodide checks that its list of loaded packages is still empty (a JavaScript
// object that the snapshot cannot hold): the browser loads the same packages
// again after the snapshot, which writes their files (the file system is not in
// the snapshot) and fills the list.
for (const name of Object.keys(py.loadedPackages)) delete py.loadedPackages[name];

// micropip keeps Pyodide's own functions (loadPackage, install, loadBinaryFile):
// they are saved by name, and start.mjs gives them back from the new Pyodide.
const named = [];
const snapshot = py.makeMemorySnapshot({
  serializer(obj) {
    for (const [where, owner] of [["pyodide", py], ["api", py._api]]) {
      for (const name of Object.keys(owner)) {
        let value;
        try { value = owner[name]; } catch { continue; }
        if (value === obj) {
          named.push(`${where}.${name}`);
          return { [where]: name, kind: typeof obj };
        }
      }
    }
    throw new Error(`the snapshot cannot hold this JavaScript object: ${obj}`);
  },
});
writeFileSync(output, snapshot);
console.log(JSON.stringify({ bytes: snapshot.length, modules: inSnapshot, packages,
                             javascript: named }));
