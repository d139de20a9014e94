// The lesson's kernel worker, created by the page as soon as it opens instead of
// once JupyterLab asks for it (EARLY_WORKER in lite/build.py, which fills in the
// two names below): JupyterLite's own kernel worker first, unchanged (it waits for
// the kernel's `initialize`), then Python starts from the snapshot at once, while
// JupyterLab is still loading. When the kernel asks for Python with the same
// options, `loadPyodide` (start.mjs) gives it this one.
import "__KERNEL_WORKER__";
import { startEarly } from "./start.mjs";

startEarly(__PACKAGES__);
