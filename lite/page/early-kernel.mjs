// algunokit: the lesson's kernel starts while JupyterLab loads (lite/page/early-kernel.mjs)
try {
  const path = new URLSearchParams(window.location.search).get("path") || "";
  const element = document.getElementById("jupyter-config-data");
  if (path.endsWith(".ipynb") && element) {
    const config = JSON.parse(element.textContent);
    config.exposeAppInBrowser = "true";
    element.textContent = JSON.stringify(config, null, 2);
    const pause = () => new Promise((done) => setTimeout(done, 10));
    (async () => {
      let app;
      for (let i = 0; i < 6000 && !(app = window.jupyterapp); i++) await pause();
      if (!app) return;
      const { kernelspecs, sessions } = app.serviceManager;
      await kernelspecs.ready;
      let names = [];
      for (let i = 0; i < 6000 && !names.length; i++) {
        names = Object.keys((kernelspecs.specs || {}).kernelspecs || {});
        if (names.length) break;
        if (i % 10 === 9) await kernelspecs.refreshSpecs();
        await pause();
      }
      await sessions.ready;
      const same = () => Array.from(sessions.running()).filter((s) => s.path === path);
      if (names.length !== 1 || same().length) return;
      const session = await sessions.startNew({
        path, name: path.split("/").pop(), type: "notebook",
        kernel: { name: names[0] },
      });
      const id = session.id;
      window.algunokitEarlyKernel = id;  // which session this script started
      session.dispose();  // the connection only: the notebook makes its own
      const check = () => {
        const found = same();
        if (found.length > 1 && found.some((s) => s.id === id)) {
          sessions.runningChanged.disconnect(check);
          void sessions.shutdown(id);
        }
      };
      sessions.runningChanged.connect(check);
      check();
      setTimeout(() => sessions.runningChanged.disconnect(check), 120000);
    })().catch((error) => {
      console.warn("algunokit: the lesson's kernel did not start early", error);
    });
  }
} catch (error) {
  console.warn("algunokit: the lesson's kernel did not start early", error);
}
