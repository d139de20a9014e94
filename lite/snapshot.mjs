// Make the kernel's memory snapshot at build time, in Pyodide under Node:
//   node snapshot.mjs PYODIDE_DIR OUTPUT FILES PACKAGE,... NEVER,... MODULE [MODULE...]
// PYODIDE_DIR is the site's own static/pyodide (its lock and wheels). Pyodide
// starts there as the kernel's worker starts it (the same pre-loaded packages),
// imports MODULE... (the heavy pure-Python modules the kernel imports when it
// starts), then writes its whole memory to OUTPUT (Pyodide's experimental
// `_makeSnapshot` / `makeMemorySnapshot`). `lite/start.mjs` starts the browser's
// Pyodide from that memory. Prints one JSON line: what is in the snapshot.
// Fails if a module named in NEVER got imported: those set themselves up in the
// running IPython shell, which only exists later, in the browser.
// FILES gets the files that loading the packages wrote (a snapshot holds memory,
// not files): every file and folder under site-packages, in one archive that
// `lite/start.mjs` writes back at once, instead of unpacking each wheel again.
// Its layout: "AKFILES1", the index's length (4 bytes, little-endian), the index
// (JSON: root, folders, [file, size] pairs, the packages loaded and from where),
// then every file's bytes in the index's order.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";

const [pyodideDir, output, filesOutput, packageList, neverList, ...modules] =
  process.argv.slice(2);
const { loadPyodide } = await import(resolve(pyodideDir, "pyodide.mjs"));
const packages = packageList.split(",").filter(Boolean);
const py = await loadPyodide({
  indexURL: resolve(pyodideDir) + "/",
  packages,
  _makeSnapshot: true,
  // Pyodide prints each package it loads: keep stdout for the JSON line.
  stdout: (text) => process.stderr.write(text + "\n"),
});
// The files first: before any import, which could add bytecode of its own.
const root = py.runPython("import sysconfig; sysconfig.get_path('purelib')");
const folders = [];
const files = [];
const walk = (relative) => {
  const path = relative ? `${root}/${relative}` : root;
  for (const name of py.FS.readdir(path).sort()) {
    if (name === "." || name === "..") continue;
    const child = relative ? `${relative}/${name}` : name;
    const mode = py.FS.stat(`${root}/${child}`).mode;
    if (py.FS.isDir(mode)) {
      folders.push(child);
      walk(child);
    } else if (py.FS.isFile(mode)) {
      files.push([child, py.FS.readFile(`${root}/${child}`)]);
    }
  }
};
walk("");
const index = new TextEncoder().encode(JSON.stringify({
  root, folders, files: files.map(([name, data]) => [name, data.length]),
  packages: { ...py.loadedPackages },
}));
const head = Buffer.alloc(12);
head.write("AKFILES1", 0, "latin1");
head.writeUInt32LE(index.length, 8);
writeFileSync(filesOutput, Buffer.concat([head, index, ...files.map(([, data]) => data)]));

py.globals.set("MODULES", py.toPy(modules));
py.globals.set("NEVER", py.toPy(neverList.split(",").filter(Boolean)));
try {
  py.runPython(`
import importlib, sys
for name in MODULES:
    importlib.import_module(name)
found = sorted(n for n in sys.modules if n.split(".")[0] in NEVER)
assert not found, f"these modules must not be in the snapshot: {found}"
del MODULES, NEVER, found, importlib, sys
`);
} catch (error) {
  // Short, and written before exiting (Node's own report of an uncaught error
  // prints Pyodide's minified source, a megabyte, and may be cut).
  process.stderr.write(`snapshot.mjs: ${error.message}\n`);
  process.exit(1);
}
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
                             javascript: named, files: files.length,
                             file_bytes: files.reduce((sum, [, data]) => sum + data.length, 0) }));
