// algunokit: the lesson's kernel worker starts with the page (lite/page/take-early-worker.mjs)
try {
  const lesson = (new URLSearchParams(window.location.search).get("path") || "")
    .endsWith(".ipynb");
  if (lesson && !window.crossOriginIsolated && typeof Worker === "function") {
    const Original = window.Worker;
    const script = new URL("../static/pyodide/early-worker.mjs", window.location.href);
    let spare = new Original(script, {type: "module"});
    const give = () => {
      window.Worker = Original;
      clearTimeout(unused);
      const worker = spare;
      spare = null;
      return worker;
    };
    const unused = setTimeout(() => give().terminate(), 120000);
    window.Worker = new Proxy(Original, {
      construct(target, args, newTarget) {
        const [url, options] = args;
        const name = String(url).split(/[?#]/)[0].split("/").pop();
        if (spare && name === "__KERNEL_WORKER_NAME__" && options?.type === "module") {
          return give();
        }
        return Reflect.construct(target, args, newTarget);
      },
    });
  }
} catch (error) {
  console.warn("algunokit: the lesson's kernel worker did not start early", error);
}
