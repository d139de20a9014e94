// The kit's SVG picture that answers clicks: the front end of
// algunokit/widgets/svg_canvas.py (an anywidget ES module, shipped as it is
// written: no build step). It shows the SVG the kernel sends and reports where
// the picture was pressed, in the picture's own units (its viewBox), so the
// kernel decides what was clicked with the same hit-testing as the canvas.
//
// A step's picture comes either whole (the trait "svg") or as a patch of the
// picture this view already shows (a custom message, see apply_patch): only the
// shapes that changed travel and are parsed again.

const SVG_NS = "http://www.w3.org/2000/svg";

// Where a pointer event falls, in viewBox units (the same at any devicePixelRatio
// and any zoom: both the event and the box are in CSS pixels).
export function viewbox_point(svg, clientX, clientY) {
  const box = svg.viewBox.baseVal;
  const rect = svg.getBoundingClientRect();
  if (!box || !rect.width || !rect.height) return null;
  return {
    x: box.x + ((clientX - rect.left) * box.width) / rect.width,
    y: box.y + ((clientY - rect.top) * box.height) / rect.height,
  };
}

// Parse SVG elements (text of shapes) into nodes, in the SVG namespace.
function parse_shapes(text) {
  const doc = new DOMParser().parseFromString(
    `<svg xmlns="${SVG_NS}">${text}</svg>`, "image/svg+xml");
  return Array.from(doc.documentElement.childNodes).filter((n) => n.nodeType === 1);
}

function render({ model, el }) {
  el.classList.add("algunokit-svg");
  let version = -1; // the picture's version this view shows

  const show_whole = () => {
    el.innerHTML = model.get("svg");
    version = model.get("version");
  };

  // {kind: "patch", from, to, ops, head}: each op [start, remove, text]
  // replaces `remove` children from the `start`-th one (counted in the picture
  // this view shows, the <title> aside) with the elements of `text`; `head` holds
  // the <svg> element's attributes that changed (size, view box, description).
  const apply_patch = (message) => {
    if (!message || message.kind !== "patch") return;
    const started = performance.now();
    const svg = el.querySelector("svg");
    if (!svg || version !== message.from) {
      // a view that missed a step: the whole picture, from the trait if it is the
      // right one, else asked for (the kernel brings the trait up to date)
      if (model.get("version") === message.to) show_whole();
      else model.send({ event: "whole" });
      return;
    }
    if (message.head) {
      for (const [name, value] of Object.entries(message.head)) svg.setAttribute(name, value);
      if (message.head["aria-label"] !== undefined) {
        let title = svg.querySelector(":scope > title");
        if (!title && message.head["aria-label"]) {
          title = document.createElementNS(SVG_NS, "title");
          svg.insertBefore(title, svg.firstChild);
        }
        if (title) title.textContent = message.head["aria-label"];
      }
    }
    const children = Array.from(svg.children).filter((n) => n.tagName !== "title");
    for (let k = message.ops.length - 1; k >= 0; k--) {
      const [start, remove, text] = message.ops[k];
      const after = children[start + remove] || null;
      for (let i = 0; i < remove; i++) children[start + i].remove();
      if (text) {
        const fragment = document.createDocumentFragment();
        for (const node of parse_shapes(text)) fragment.appendChild(document.importNode(node, true));
        svg.insertBefore(fragment, after);
      }
    }
    version = message.to;
    // what each side spent on this step, for the click benchmark (benchmarks/bench_lite_clicks.py)
    el.dataset.applyMs = (performance.now() - started).toFixed(2);
    el.dataset.svgMs = message.svg_ms ?? "";
    el.dataset.stepMs = message.step_ms ?? "";
  };

  const down = (event) => {
    if (event.button !== 0 || !event.isPrimary) return;
    const svg = el.querySelector("svg");
    if (!svg) return;
    const point = viewbox_point(svg, event.clientX, event.clientY);
    if (!point) return;
    el.dataset.pressedAt = performance.now().toFixed(2);
    model.send({ event: "click", x: point.x, y: point.y, version });
  };

  const on_whole = () => {
    // the trait changed: a new picture unless a patch already brought this version
    if (model.get("version") !== version) show_whole();
  };
  model.on("change:svg", on_whole);
  model.on("msg:custom", apply_patch);
  el.addEventListener("pointerdown", down);
  show_whole();
  // steps made before this view existed went as patches to no one: the kernel
  // brings the trait up to date if it is behind (nothing is sent if it is not)
  model.send({ event: "whole" });
  return () => {
    model.off("change:svg", on_whole);
    model.off("msg:custom", apply_patch);
    el.removeEventListener("pointerdown", down);
  };
}

export default { render };
