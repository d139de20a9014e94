// algunokit: a lesson's page has its own workspace (lite/page/lesson-workspace.mjs)
try {
  const url = new URL(window.location.href);
  const query = url.searchParams;
  const lesson = query.get("lesson") || "";
  if (!query.has("path") && lesson.endsWith(".ipynb")) query.set("path", lesson);
  const path = query.get("path") || "";
  const name = path.split("/").pop().replace(/\.ipynb$/, "")
    .replace(/[^A-Za-z0-9_]+/g, "-").replace(/^-+|-+$/g, "");
  if (path.endsWith(".ipynb") && name && !query.has("workspace")
      && !query.has("clone")) {
    query.set("workspace", name);
    query.set("lesson", path);
  }
  if (url.href !== window.location.href) {
    window.history.replaceState(window.history.state, "", url.href);
  }
} catch (error) {
  console.warn("algunokit: the lesson's workspace was not set", error);
}
