// The site's entry to Pyodide (the kernel's `pyodideUrl`, beside pyodide.mjs in
// static/pyodide/): the same `loadPyodide`, started from the memory snapshot that
// `lite/build.py` made (`lite/snapshot.mjs`), so Python's start and the imports of
// IPython, jedi, micropip, ipywidgets and the kit are already done. A snapshot holds
// memory, not files: the pre-loaded packages' files come back from `kernel.files`,
// one archive written at once (unpacking the wheels one by one took 1.5 s of the
// kernel's start), and Pyodide counts those packages as loaded. If the archive
// fails, the packages load the usual way; if anything about the snapshot fails
// (missing, damaged, another Pyodide), Python starts the usual way.
// A page opened on a lesson creates the kernel's worker before JupyterLab asks for
// it (`early-worker.mjs`, see lite/build.py): Python starts there at once
// (`startEarly`), and the kernel's `loadPyodide` takes that Python when it asks
// with the same options.
import * as pyodideModule from "./pyodide.mjs";

export * from "./pyodide.mjs";

const SNAPSHOT = new URL("kernel.snapshot", import.meta.url);
const FILES = new URL("kernel.files", import.meta.url);
const GZIP = [0x1f, 0x8b];
const MAGIC = "AKFILES1";

async function readGzipped(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`no ${url.pathname} (${response.status})`);
  // Inflated as it arrives, not once all of it is there: on a school's network the
  // download is the long part. Shipped compressed; a server may already have undone
  // it (Content-Encoding): the first two bytes tell.
  const reader = response.body.getReader();
  const head = [];
  let size = 0;
  let done = false;
  while (size < 2 && !done) {
    const chunk = await reader.read();
    done = chunk.done;
    if (chunk.value) {
      head.push(chunk.value);
      size += chunk.value.length;
    }
  }
  const body = new ReadableStream({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk);
      if (done) controller.close();
    },
    async pull(controller) {
      const chunk = await reader.read();
      if (chunk.done) controller.close();
      else controller.enqueue(chunk.value);
    },
  });
  const first = head.length ? head[0] : new Uint8Array(0);
  const second = first.length > 1 ? first[1] : head[1]?.[0];
  const gzipped = first[0] === GZIP[0] && second === GZIP[1];
  const stream = gzipped ? body.pipeThrough(new DecompressionStream("gzip")) : body;
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// The Python started early in this worker, if any: { options, started }.
const EARLY = Symbol.for("algunokit.early-python");

// Starts Python now, with the kernel's own options as the page that made this
// worker knows them (the site's jupyter-lite.json), before JupyterLab has asked.
// The kernel's indexURL is this folder.
export function startEarly(packages, indexURL = new URL(".", import.meta.url).href) {
  if (globalThis[EARLY] || typeof DecompressionStream === "undefined") return;
  const options = { indexURL, packages };
  const started = fromSnapshot(options);
  started.catch(() => {});  // reported when the kernel asks for it
  globalThis[EARLY] = { options, started };
}

// The kernel asks with its own options and its output functions: the early
// Python is taken only if the rest is the same.
function sameStart(early, options) {
  const keys = Object.keys(options).filter((key) => key !== "stdout" && key !== "stderr");
  const packages = (list) => JSON.stringify([...(list ?? [])].sort());
  return keys.sort().join() === "indexURL,packages"
    && new URL(options.indexURL, import.meta.url).href
       === new URL(early.indexURL, import.meta.url).href
    && packages(options.packages) === packages(early.packages);
}

export async function loadPyodide(options = {}) {
  if (typeof DecompressionStream === "undefined") return pyodideModule.loadPyodide(options);
  const early = globalThis[EARLY];
  delete globalThis[EARLY];  // one kernel per worker
  if (early && sameStart(early.options, options)) {
    try {
      const pyodide = await early.started;
      if (options.stdout) pyodide.setStdout({ batched: options.stdout });
      if (options.stderr) pyodide.setStderr({ batched: options.stderr });
      return pyodide;
    } catch (error) {
      console.warn("algunokit: Python did not start early; starting it now:", error);
    }
  } else if (early) {
    // Asked otherwise: one start at a time (a start wraps WebAssembly.instantiate).
    await early.started.catch(() => {});
  }
  return fromSnapshot(options);
}

async function fromSnapshot(options) {
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
  const snapshot = readGzipped(SNAPSHOT);
  const files = readGzipped(FILES);
  files.catch(() => {});  // reported below
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
      ...options, packages: [], _loadSnapshot: snapshot, _snapshotDeserializer: late,
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
  let rest = options.packages ?? [];
  try {
    const written = writeFiles(pyodide, await files);
    rest = rest.filter((name) => !written.has(canonical(name)));
  } catch (error) {
    console.warn("algunokit: loading the packages one by one:", error);
  }
  if (rest.length) await pyodide.loadPackage(rest);
  importEarly(pyodide, options.packages ?? []);
  return pyodide;
}

// The kernel's worker imports pyodide_kernel (which creates the IPython shell) once
// the lessons' folder is mounted as Python's current folder. Every import looks in
// the current folder first, and each look there is a request that the page's main
// thread answers: while JupyterLab draws the lesson, those answers took 0.5-0.9 s
// of the kernel's start. Imported here, before that folder is mounted, the
// worker's own `import pyodide_kernel` finds it done. IPython then reads no
// ipython_config.py from the lessons' folder (the site has none).
// The kit comes next, once the shell exists (it registers `%%alternative` and its
// messages there when imported): every lesson's first cell imports it, and that
// import took 0.6-0.7 s of the first cell, in the early worker while the page
// was still drawing. The kit reads no file of the current folder when imported.
function importEarly(pyodide, packages) {
  if (!packages.includes("pyodide-kernel")) return;
  const modules = ["pyodide_kernel", ...(packages.includes("algunokit") ? ["algunokit"] : [])];
  for (const module of modules) {
    try {
      pyodide.runPython(`import ${module}`);
    } catch (error) {
      console.warn(`algunokit: ${module} will be imported the usual way:`, error);
      return;
    }
  }
}

function canonical(name) {
  return name.toLowerCase().replace(/[-_.]+/g, "-");
}

// Writes the archive's folders and files (see lite/snapshot.mjs) and marks its
// packages as loaded, as loading them would; returns their names.
function writeFiles(pyodide, bytes) {
  if (new TextDecoder().decode(bytes.subarray(0, 8)) !== MAGIC) {
    throw new Error("kernel.files is not an archive of algunokit's site");
  }
  const length = new DataView(bytes.buffer, bytes.byteOffset + 8, 4).getUint32(0, true);
  const index = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + length)));
  const total = index.files.reduce((sum, [, size]) => sum + size, 12 + length);
  if (total !== bytes.length) throw new Error("kernel.files is cut short");
  const { FS } = pyodide;
  for (const folder of index.folders) FS.mkdirTree(`${index.root}/${folder}`);
  let at = 12 + length;
  for (const [name, size] of index.files) {
    FS.writeFile(`${index.root}/${name}`, bytes.subarray(at, at + size), { canOwn: true });
    at += size;
  }
  Object.assign(pyodide.loadedPackages, index.packages);
  pyodide.runPython("import importlib; importlib.invalidate_caches()");
  return new Set(Object.keys(index.packages).map(canonical));
}
