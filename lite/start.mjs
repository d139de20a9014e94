// The site's entry to Pyodide (the kernel's `pyodideUrl`, beside pyodide.mjs in
// static/pyodide/): the same `loadPyodide`, started from the memory snapshot that
// `lite/build.py` made (`lite/snapshot.mjs`), so Python's start and the imports of
// IPython, jedi, micropip, ipywidgets and the kit are already done. The kernel's
// worker then goes on as usual: Pyodide loads the pre-loaded packages again, which
// writes their files (the file system is not in a snapshot). If anything about the
// snapshot fails (missing, damaged, another Pyodide), Python starts the usual way.
import * as pyodideModule from "./pyodide.mjs";

export * from "./pyodide.mjs";

const SNAPSHOT = new URL("kernel.snapshot", import.meta.url);
const GZIP = [0x1f, 0x8b];

async function readSnapshot() {
  const response = await fetch(SNAPSHOT);
  if (!response.ok) throw new Error(`no snapshot (${response.status})`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // Shipped compressed; a server may already have undone it (Content-Encoding).
  if (bytes[0] !== GZIP[0] || bytes[1] !== GZIP[1]) return bytes;
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export async function loadPyodide(options = {}) {
  if (typeof DecompressionStream === "undefined") return pyodideModule.loadPyodide(options);
  let pyodide = null;
  // Pyodide's own functions that micropip keeps (saved by name by snapshot.mjs):
  // given back from this new Pyodide, once it exists (nothing calls them before).
  const late = (saved) => {
    const target = () => {
      if (!pyodide) throw new Error("Pyodide is not started yet");
      return "api" in saved ? pyodide._api[saved.api] : pyodide[saved.pyodide];
    };
    if (saved.kind === "function") return (...args) => target()(...args);
    return new Proxy({}, {
      get: (_, key) => target()[key],
      has: (_, key) => key in target(),
      ownKeys: () => Reflect.ownKeys(target()),
      getOwnPropertyDescriptor: (_, key) => {
        const found = Reflect.getOwnPropertyDescriptor(target(), key);
        return found && { ...found, configurable: true };
      },
    });
  };
  const snapshot = readSnapshot();
  snapshot.catch(() => {});  // reported below, by loadPyodide
  // Pyodide 314.0.6 asks for as much memory as the snapshot holds (INITIAL_MEMORY),
  // but its WebAssembly module makes its own memory, at the size Python starts
  // with: it is grown here, as soon as the module exists, before Pyodide copies
  // the snapshot into it. Only during this call, only in this worker.
  const { instantiate, instantiateStreaming } = WebAssembly;
  const grow = async (result) => {
    const memory = result.instance?.exports?.memory;
    const needed = (await snapshot).length - (memory?.buffer.byteLength ?? 0);
    if (memory && needed > 0) memory.grow(Math.ceil(needed / 65536));
    return result;
  };
  WebAssembly.instantiate = async (...args) => grow(await instantiate(...args));
  WebAssembly.instantiateStreaming = async (...args) =>
    grow(await instantiateStreaming(...args));
  try {
    pyodide = await pyodideModule.loadPyodide({
      ...options, _loadSnapshot: snapshot, _snapshotDeserializer: late,
    });
  } catch (error) {
    console.warn("algunokit: starting Python without the snapshot:", error);
    return pyodideModule.loadPyodide(options);
  } finally {
    WebAssembly.instantiate = instantiate;
    WebAssembly.instantiateStreaming = instantiateStreaming;
  }
  // Every start from the snapshot would otherwise draw the same random numbers.
  pyodide.runPython("import random; random.seed()");
  return pyodide;
}
