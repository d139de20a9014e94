// algunokit's block editor: an anywidget module around scratch-blocks (Scratch 3's
// own blocks library, Blockly 12 inside).
//
// The Python side (algunokit/widgets/block_editor.py) owns everything a person reads
// and every rule: the words of each block (`_words`), the palette of the level
// (`_toolbox`, Blockly's JSON toolbox), the problem in words (`problem`). This module
// only draws blocks and reports the workspace (`_workspace`, Blockly's JSON
// serialisation) after every change a person makes; when Python sets `_workspace`,
// the blocks are redrawn from it.
//
// Every Blockly name comes from scratch-blocks itself, never from "blockly": the
// package carries its own copy of Blockly, and two copies would be two Blockly's.
import * as Blockly from "scratch-blocks";

import zoomIn from "../node_modules/scratch-blocks/media/zoom-in.svg";
import zoomOut from "../node_modules/scratch-blocks/media/zoom-out.svg";
import zoomReset from "../node_modules/scratch-blocks/media/zoom-reset.svg";
import handOpen from "../node_modules/scratch-blocks/media/handopen.cur";
import handClosed from "../node_modules/scratch-blocks/media/handclosed.cur";
import handDelete from "../node_modules/scratch-blocks/media/handdelete.cur";
import dropdownArrow from "../node_modules/scratch-blocks/media/dropdown-arrow.svg";

// Blockly names its media by a path prefix; the bundle has them as data URLs, so the
// prefix is itself a (text) data URL, which no browser fetches from anywhere: each
// picture's name after it is replaced by the picture's data URL wherever it shows.
const MEDIA = "data:,algunokit-media/";
const MEDIA_FILES = {
  "zoom-in.svg": zoomIn,
  "zoom-out.svg": zoomOut,
  "zoom-reset.svg": zoomReset,
  "handopen.cur": handOpen,
  "handclosed.cur": handClosed,
  "handdelete.cur": handDelete,
  "dropdown-arrow.svg": dropdownArrow,
};
// a transparent pixel for any other picture Blockly might name
const BLANK = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

function media(url) {
  if (typeof url !== "string" || !url.startsWith(MEDIA)) return url;
  return MEDIA_FILES[url.slice(MEDIA.length).replace(/^\/+/, "")] || BLANK;
}

function fixMediaIn(root) {
  for (const image of root.querySelectorAll("image")) {
    for (const attribute of ["href", "xlink:href"]) {
      const value = image.getAttribute(attribute);
      if (value && value.startsWith(MEDIA)) image.setAttribute(attribute, media(value));
    }
  }
}

function fixMediaInStyles() {
  for (const style of document.querySelectorAll("style")) {
    if (style.textContent.includes(MEDIA)) {
      style.textContent = style.textContent.replace(
        /data:,algunokit-media\/+([A-Za-z0-9_.\/-]+)/g,
        (whole) => media(whole),
      );
    }
  }
}

// Scratch 3's colours (scratch-gui's default theme): the host supplies them.
const STYLES = {
  control: ["#FFAB19", "#EC9C13", "#CF8B17"],
  operators: ["#59C059", "#46B946", "#389438"],
  sensing: ["#5CB1D6", "#47A8D1", "#2E8EB8"],
  more: ["#FF6680", "#FF4D6A", "#FF3355"],
  data: ["#FF8C1A", "#FF8000", "#DB6E00"],
  data_lists: ["#FF661A", "#FF5500", "#E64D00"],
  event: ["#FFBF00", "#E6AC00", "#CC9900"],
  looks: ["#9966FF", "#855CD6", "#774DCB"],
  motion: ["#4C97FF", "#4280D7", "#3373CC"],
  sounds: ["#CF63CF", "#C94FC9", "#BD42BD"],
  pen: ["#0FBD8C", "#0DA57A", "#0B8E69"],
  textField: ["#FFFFFF", "#FFFFFF", "#D9D9D9"],
};

let theme = null;
function scratchTheme() {
  if (theme) return theme;
  const blockStyles = {};
  const categoryStyles = {};
  for (const [name, [primary, secondary, tertiary]] of Object.entries(STYLES)) {
    blockStyles[name] = {
      colourPrimary: primary,
      colourSecondary: secondary,
      colourTertiary: tertiary,
      colourQuaternary: tertiary,
    };
    categoryStyles[name] = { colour: primary };
  }
  theme = Blockly.Theme.defineTheme("algunokit-scratch", {
    name: "algunokit-scratch",
    blockStyles,
    categoryStyles,
    componentStyles: {
      workspaceBackgroundColour: "#F9F9F9",
      toolboxBackgroundColour: "#FFFFFF",
      toolboxForegroundColour: "#575E75",
      flyoutBackgroundColour: "#F9F9F9",
      flyoutForegroundColour: "#575E75",
      scrollbarColour: "#CECDCE",
      insertionMarkerColour: "#000000",
      insertionMarkerOpacity: 0.2,
    },
    fontStyle: { family: '"Helvetica Neue", Helvetica, Arial, sans-serif', size: 12 },
  });
  return theme;
}

// ---------------------------------------------------------------------------------
// The kit's blocks. Their words come from Python (`_words`), per workspace: a block
// made in a palette asks its target workspace. `pending` holds the words while a
// workspace is being made (inject draws the palette before it returns).

const WORDS = new WeakMap();
let pending = null;

function wordsOf(block) {
  let workspace = block.workspace;
  for (let i = 0; workspace && i < 4; i++) {
    const words = WORDS.get(workspace);
    if (words) return words;
    workspace = workspace.targetWorkspace || (workspace.options && workspace.options.parentWorkspace);
  }
  return pending || {};
}

function word(block, key) {
  const words = wordsOf(block);
  return key in words ? String(words[key]) : key;
}

// Blockly reads "%1" as an argument: a word never holds one.
function plain(text) {
  return String(text).replace(/%/g, "%%");
}

function define(type, make) {
  Blockly.Blocks[type] = {
    init() {
      this.jsonInit(make(this));
    },
  };
}

function defineBlocks() {
  if (Blockly.Blocks.algunokit_if_else) return;
  define("algunokit_if_else", (b) => ({
    message0: `${plain(word(b, "if"))} %1 ${plain(word(b, "then"))}`,
    message1: "%1",
    message2: plain(word(b, "else")),
    message3: "%1",
    args0: [{ type: "input_value", name: "CONDITION", check: "Boolean" }],
    args1: [{ type: "input_statement", name: "SUBSTACK" }],
    args3: [{ type: "input_statement", name: "SUBSTACK2" }],
    extensions: ["colours_control", "shape_statement"],
  }));
  define("algunokit_if", (b) => ({
    message0: `${plain(word(b, "if"))} %1 ${plain(word(b, "then"))}`,
    message1: "%1",
    args0: [{ type: "input_value", name: "CONDITION", check: "Boolean" }],
    args1: [{ type: "input_statement", name: "SUBSTACK" }],
    extensions: ["colours_control", "shape_statement"],
  }));
  for (const [type, symbol] of [["lt", "<"], ["equals", "="], ["gt", ">"]]) {
    define(`algunokit_${type}`, () => ({
      message0: `%1 ${symbol} %2`,
      args0: [
        { type: "input_value", name: "OPERAND1" },
        { type: "input_value", name: "OPERAND2" },
      ],
      extensions: ["colours_operators", "output_boolean"],
    }));
  }
  for (const type of ["and", "or"]) {
    define(`algunokit_${type}`, (b) => ({
      message0: `%1 ${plain(word(b, type))} %2`,
      args0: [
        { type: "input_value", name: "OPERAND1", check: "Boolean" },
        { type: "input_value", name: "OPERAND2", check: "Boolean" },
      ],
      extensions: ["colours_operators", "output_boolean"],
    }));
  }
  define("algunokit_not", (b) => ({
    message0: `${plain(word(b, "not"))} %1`,
    args0: [{ type: "input_value", name: "OPERAND", check: "Boolean" }],
    extensions: ["colours_operators", "output_boolean"],
  }));
  define("algunokit_mod", (b) => ({
    message0: `%1 ${plain(word(b, "mod"))} %2`,
    args0: [
      { type: "input_value", name: "NUM1" },
      { type: "input_value", name: "NUM2" },
    ],
    extensions: ["colours_operators", "output_number"],
  }));
  for (const name of ["cards", "hearts", "diamonds", "clubs", "spades", "red", "black"]) {
    define(`algunokit_count_${name}`, (b) => ({
      message0: plain(word(b, `count.${name}`)),
      extensions: ["colours_sensing", "output_number"],
    }));
  }
  for (const name of ["draw", "discard"]) {
    define(`algunokit_${name}`, (b) => {
      const before = word(b, `${name}.before`);
      const after = word(b, `${name}.after`);
      return {
        message0: [plain(before), "%1", plain(after)].filter((s) => s).join(" "),
        args0: [{ type: "input_value", name: "N" }],
        extensions: ["colours_more", "shape_statement"],
      };
    });
  }
  for (const name of ["give_left", "give_right", "give_choice", "swap_left", "swap_right"]) {
    define(`algunokit_${name}`, (b) => ({
      message0: plain(word(b, name)),
      extensions: ["colours_more", "shape_statement"],
    }));
  }
}

// ---------------------------------------------------------------------------------
// Comparing programs, not raw workspaces: ids and positions left out.

function program(state) {
  const strip = (block) => {
    if (!block || typeof block !== "object") return block;
    const out = { type: block.type };
    if (block.fields) out.fields = block.fields;
    if (block.inputs) {
      out.inputs = {};
      for (const key of Object.keys(block.inputs).sort()) {
        const input = block.inputs[key];
        out.inputs[key] = { block: strip(input.block), shadow: strip(input.shadow) };
      }
    }
    if (block.next) out.next = strip(block.next.block);
    return out;
  };
  const blocks = (state && state.blocks && state.blocks.blocks) || [];
  return JSON.stringify(blocks.map(strip));
}

const CHANGES = new Set([
  Blockly.Events.BLOCK_CREATE,
  Blockly.Events.BLOCK_DELETE,
  Blockly.Events.BLOCK_CHANGE,
  Blockly.Events.BLOCK_MOVE,
]);

function attached(el) {
  return el.isConnected && el.getBoundingClientRect().width > 0;
}

function whenAttached(el, done) {
  if (attached(el)) {
    done();
    return () => {};
  }
  let stopped = false;
  const observer = new ResizeObserver(() => {
    if (!stopped && attached(el)) {
      stopped = true;
      observer.disconnect();
      done();
    }
  });
  observer.observe(el);
  // a detached element never resizes: ask again while the page lays out
  const timer = setInterval(() => {
    if (!stopped && attached(el)) {
      stopped = true;
      clearInterval(timer);
      observer.disconnect();
      done();
    }
  }, 200);
  return () => {
    stopped = true;
    clearInterval(timer);
    observer.disconnect();
  };
}

function render({ model, el }) {
  defineBlocks();
  el.classList.add("algunokit-block-editor");
  // JupyterLab's command-mode shortcuts (arrows, a, b, x …) would act on the notebook
  // while a block is selected: the editor keeps its keys.
  el.setAttribute("data-lm-suppress-shortcuts", "true");
  const frame = document.createElement("div");
  frame.className = "algunokit-block-editor-frame";
  frame.style.position = "relative";
  frame.style.width = "100%";
  frame.style.minWidth = "420px";
  frame.style.border = "1px solid #D9D9D9";
  frame.style.borderRadius = "6px";
  frame.style.overflow = "hidden";
  const area = document.createElement("div");
  area.className = "algunokit-block-editor-area";
  area.style.position = "absolute";
  area.style.inset = "0";
  frame.appendChild(area);
  const status = document.createElement("div");
  status.className = "algunokit-block-editor-problem";
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "polite");
  status.style.font = '14px "Helvetica Neue", Helvetica, Arial, sans-serif';
  status.style.margin = "4px 2px 0";
  status.style.minHeight = "1.4em";
  el.appendChild(frame);
  el.appendChild(status);

  let workspace = null;
  let last = null; // the program last sent to Python or drawn from it
  let loading = false;
  let resizeObserver = null;

  const showProblem = () => {
    const problem = model.get("problem");
    const ok = model.get("ok_text");
    if (problem) {
      status.textContent = `⚠ ${problem}`;
      status.style.color = "#A3381E";
    } else {
      status.textContent = ok ? `✔ ${ok}` : "";
      status.style.color = "#1E6B30";
    }
  };
  const setHeight = () => {
    frame.style.height = `${model.get("height") || 420}px`;
    if (workspace) Blockly.svgResize(workspace);
  };

  const load = (state) => {
    if (!workspace) return;
    loading = true;
    try {
      Blockly.Events.disable();
      try {
        workspace.clear();
        if (state && state.blocks) Blockly.serialization.workspaces.load(state, workspace);
      } finally {
        Blockly.Events.enable();
      }
      fixMediaIn(frame);
    } catch (error) {
      console.error("algunokit block editor: could not draw the blocks", error);
    } finally {
      loading = false;
    }
    last = program(Blockly.serialization.workspaces.save(workspace));
  };

  const send = () => {
    if (!workspace || loading) return;
    const state = Blockly.serialization.workspaces.save(workspace);
    const now = program(state);
    if (now === last) return;
    last = now;
    model.set("_workspace", state);
    model.save_changes();
  };

  const start = () => {
    const words = model.get("_words") || {};
    Object.assign(Blockly.Msg, model.get("_messages") || {});
    pending = words;
    try {
      workspace = Blockly.inject(area, {
        toolbox: model.get("_toolbox"),
        theme: scratchTheme(),
        media: MEDIA,
        sounds: false,
        comments: false,
        trashcan: false,
        disable: false,
        collapse: false,
        scrollbars: true,
        zoom: { controls: true, wheel: false, startScale: 0.75, maxScale: 2, minScale: 0.4 },
        move: { scrollbars: true, drag: true, wheel: true },
      });
    } finally {
      pending = null;
    }
    WORDS.set(workspace, words);
    const flyout = workspace.getFlyout && workspace.getFlyout();
    if (flyout && flyout.getWorkspace) WORDS.set(flyout.getWorkspace(), words);
    fixMediaInStyles();
    fixMediaIn(frame);
    // pictures Blockly adds later (a dropdown, a zoom redraw) get the bundled files too
    const mediaObserver = new MutationObserver(() => fixMediaIn(frame));
    mediaObserver.observe(frame, { subtree: true, childList: true });
    cleanups.push(() => mediaObserver.disconnect());

    const svg = area.querySelector("svg.blocklySvg");
    if (svg) {
      svg.setAttribute("aria-label", words.aria || "");
    }
    load(model.get("_workspace"));
    workspace.addChangeListener((event) => {
      if (event.isUiEvent || loading) return;
      if (!CHANGES.has(event.type)) return;
      // a drag sends once, when the block is dropped
      if (workspace.isDragging && workspace.isDragging()) return;
      send();
    });
    resizeObserver = new ResizeObserver(() => Blockly.svgResize(workspace));
    resizeObserver.observe(frame);
    el.algunokitWorkspace = workspace; // for the browser tests
  };

  const onWorkspace = () => {
    const state = model.get("_workspace");
    if (program(state) !== last) load(state);
  };
  model.on("change:_workspace", onWorkspace);
  model.on("change:problem", showProblem);
  model.on("change:ok_text", showProblem);
  model.on("change:height", setHeight);
  setHeight();
  showProblem();

  const cleanups = [];
  cleanups.push(whenAttached(frame, start));
  return () => {
    model.off("change:_workspace", onWorkspace);
    model.off("change:problem", showProblem);
    model.off("change:ok_text", showProblem);
    model.off("change:height", setHeight);
    for (const cleanup of cleanups) cleanup();
    if (resizeObserver) resizeObserver.disconnect();
    if (workspace) workspace.dispose();
    workspace = null;
  };
}

export default { render };
