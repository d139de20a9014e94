// algunokit: JupyterLab's menus in the browser's language (lite/page/browser-language.mjs)
try {
  const packs = __PACKS__;
  const first = ((navigator.languages || [])[0] || navigator.language || "")
    .toLowerCase().split(/[-_]/)[0];
  const element = document.getElementById("jupyter-config-data");
  if (packs[first] && element) {
    const config = JSON.parse(element.textContent);
    const overrides = config.settingsOverrides || (config.settingsOverrides = {});
    const plugin = "@jupyterlab/translation-extension:plugin";
    overrides[plugin] = Object.assign({}, overrides[plugin], {locale: packs[first]});
    element.textContent = JSON.stringify(config, null, 2);
  }
} catch (error) {
  console.warn("algunokit: the browser's language was not applied", error);
}
