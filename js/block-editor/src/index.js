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

// ---------------------------------------------------------------------------------
// Keys. JupyterLab handles keys on the document in the capture phase, before any
// element sees them, and Lumino skips its shortcuts only for an event whose target (or
// an ancestor below the element its selector matches) carries
// `data-lm-suppress-shortcuts`: the focused node of a block matches « :focus » itself.
// So one listener on the window (capture, before the document's) marks the target of
// every key event inside an editor; the editor's root then stops the event once
// Blockly has seen it, so no handler of the notebook gets it either.

const KEY_EVENTS = ["keydown", "keypress", "keyup"];
let keysGuarded = false;

function insideEditor(node) {
  return node instanceof Element && node.closest(".algunokit-block-editor") !== null;
}

function guardKeys() {
  if (keysGuarded) return;
  keysGuarded = true;
  const mark = (event) => {
    const target = event.target;
    if (insideEditor(target) && !target.hasAttribute("data-lm-suppress-shortcuts")) {
      target.setAttribute("data-lm-suppress-shortcuts", "true");
    }
  };
  for (const type of KEY_EVENTS) window.addEventListener(type, mark, true);
}

// ---------------------------------------------------------------------------------
// Building with the keyboard alone: a palette as a list (choose a block, Enter puts it
// into the first empty slot of the program that takes it), arrows to go from block to
// block in the program, Enter to type into a block's white slot, Delete to remove it
// (Blockly's own shortcut), Escape to leave the editor.

function paletteEntries(toolbox) {
  const entries = [];
  for (const category of (toolbox && toolbox.contents) || []) {
    for (const item of category.contents || []) {
      if (item.kind === "block") entries.push({ category: category.name, state: item });
    }
  }
  return entries;
}

function blockState(item) {
  const { kind, ...state } = item; // eslint-disable-line no-unused-vars
  return JSON.parse(JSON.stringify(state));
}

// what a person reads for a block: its words, « _ » for an empty slot
function blockText(block) {
  const parts = [];
  for (const input of block.inputList) {
    for (const field of input.fieldRow) {
      const text = field.getText();
      if (text && text.trim()) parts.push(text.trim());
    }
    if (!input.connection) continue;
    const child = input.connection.targetBlock();
    if (input.type === Blockly.inputs.inputTypes.STATEMENT) {
      parts.push(child ? "…" : "_");
    } else {
      const text = child ? blockText(child) : "";
      parts.push(text || "_");
    }
  }
  return parts.join(" ").replace(/\s+/g, " ").trim();
}

// the program's blocks in reading order (top to bottom, outer before inner)
function readingOrder(workspace) {
  const order = [];
  const visit = (block) => {
    if (!block.isShadow()) order.push(block);
    for (const input of block.inputList) {
      const child = input.connection && input.connection.targetBlock();
      if (child) visit(child);
    }
    const next = block.nextConnection && block.nextConnection.targetBlock();
    if (next) visit(next);
  };
  for (const block of workspace.getTopBlocks(true)) visit(block);
  return order;
}

function isEmpty(connection) {
  const target = connection.targetBlock();
  return !target || target.isShadow();
}

// the empty connections of the program, in reading order
function emptySlots(workspace) {
  const slots = [];
  const visit = (block) => {
    for (const input of block.inputList) {
      const connection = input.connection;
      if (!connection) continue;
      if (isEmpty(connection)) slots.push(connection);
      else visit(connection.targetBlock());
    }
    if (block.nextConnection && block.nextConnection.targetBlock()) {
      visit(block.nextConnection.targetBlock());
    }
  };
  for (const block of workspace.getTopBlocks(true)) visit(block);
  return slots;
}

function fits(workspace, slot, block) {
  const own = block.outputConnection || block.previousConnection;
  if (!own || slot.getSourceBlock() === block) return false;
  if (slot.type === Blockly.ConnectionType.NEXT_STATEMENT && !block.previousConnection) return false;
  if (slot.type === Blockly.ConnectionType.INPUT_VALUE) {
    if (!block.outputConnection) return false;
    const check = slot.getCheck();
    const boolean = Boolean(check && check.includes("Boolean"));
    const gives = block.outputConnection.getCheck();
    const givesBoolean = gives && gives.includes("Boolean");
    if (boolean !== Boolean(givesBoolean)) return false;
    // a count or a modulo goes into a comparison or a modulo, not into « piocher _ »
    if (!boolean && !slot.getSourceBlock().outputConnection) return false;
  }
  const checker = workspace.connectionChecker;
  return checker.canConnect(slot, own, false);
}

// free space below the program, in sight
function putInFreeSpace(workspace, block) {
  let bottom = 0;
  let left = 40;
  for (const other of workspace.getTopBlocks(false)) {
    if (other === block) continue;
    const box = other.getBoundingRectangle();
    bottom = Math.max(bottom, box.bottom);
    left = Math.min(left, box.left);
  }
  // farther than Blockly's snap radius from the program's last connection, or Blockly
  // bumps the block again
  const gap = workspace.getTopBlocks(false).length > 1 ? 72 : 40;
  block.moveTo(new Blockly.utils.Coordinate(left, bottom + gap));
}

function focusBlock(workspace, block) {
  if (!block) return;
  block.select && block.select();
  const manager = Blockly.getFocusManager && Blockly.getFocusManager();
  if (manager) manager.focusNode(block);
  if (workspace.scrollBoundsIntoView) workspace.scrollBoundsIntoView(block.getBoundingRectangle());
}

function focusedBlock(workspace) {
  const manager = Blockly.getFocusManager && Blockly.getFocusManager();
  const node = manager && manager.getFocusedNode();
  if (node && node.workspace === workspace && typeof node.isShadow === "function") {
    // a shadow (a white slot) stands for the block it belongs to
    return node.isShadow() ? node.getParent() : node;
  }
  return null;
}

// the first field a person types into: the block's own or its white slots'
function editableField(block) {
  const fieldsOf = (b) => b.inputList.flatMap((input) => input.fieldRow);
  for (const field of fieldsOf(block)) if (field.isClickable && field.isClickable()) return field;
  for (const input of block.inputList) {
    const child = input.connection && input.connection.targetBlock();
    if (child && child.isShadow()) {
      for (const field of fieldsOf(child)) if (field.isClickable && field.isClickable()) return field;
    }
  }
  return null;
}

// Scratch's block menu: duplicate, comment, delete (and, on the program area, undo,
// redo, clean up); Blockly's other items (inline inputs, collapse, disable, help) are
// not Scratch's
let menuTrimmed = false;
function trimMenu() {
  if (menuTrimmed) return;
  menuTrimmed = true;
  const registry = Blockly.ContextMenuRegistry && Blockly.ContextMenuRegistry.registry;
  if (!registry) return;
  for (const id of ["blockInline", "blockCollapseExpand", "blockDisable", "blockHelp",
                    "collapseWorkspace", "expandWorkspace"]) {
    if (registry.getItem(id)) registry.unregister(id);
  }
}

function render({ model, el }) {
  defineBlocks();
  trimMenu();
  el.classList.add("algunokit-block-editor");
  // JupyterLab's command-mode shortcuts (arrows, a, b, x …) would act on the notebook
  // while a block is selected: the editor keeps its keys (see guardKeys), and its
  // right-click menu is Scratch's, not JupyterLab's.
  el.setAttribute("data-lm-suppress-shortcuts", "true");
  el.setAttribute("data-jp-suppress-context-menu", "true");
  guardKeys();
  const words0 = model.get("_words") || {};
  const bar = document.createElement("div");
  bar.className = "algunokit-block-editor-keys";
  bar.setAttribute("role", "group");
  bar.setAttribute("aria-label", words0["keys.group"] || "");
  bar.style.cssText = "display:flex;flex-wrap:wrap;align-items:center;gap:6px;margin:0 0 4px;"
    + 'font:13px "Helvetica Neue", Helvetica, Arial, sans-serif;color:#575E75';
  const label = document.createElement("label");
  label.textContent = words0["keys.choose"] || "";
  const chooser = document.createElement("select");
  chooser.className = "algunokit-block-editor-chooser";
  chooser.style.maxWidth = "260px";
  label.appendChild(chooser);
  const addButton = document.createElement("button");
  addButton.type = "button";
  addButton.className = "algunokit-block-editor-add";
  addButton.textContent = words0["keys.add"] || "+";
  const hint = document.createElement("span");
  hint.className = "algunokit-block-editor-hint";
  hint.textContent = words0["keys.hint"] || "";
  hint.style.fontSize = "12px";
  bar.append(label, addButton, hint);
  // what the keyboard chose, read aloud
  const spoken = document.createElement("div");
  spoken.className = "algunokit-block-editor-spoken";
  spoken.setAttribute("aria-live", "polite");
  spoken.style.cssText = "position:absolute;width:1px;height:1px;overflow:hidden;"
    + "clip:rect(0 0 0 0);white-space:nowrap";
  el.appendChild(bar);
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
  el.appendChild(spoken);

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
    requestAnimationFrame(showWhole);
  };

  // a program that appears (drawn from Python, or the lesson's starting one) shows
  // whole: scrolled into sight, or zoomed out until it fits the program area
  const showWhole = () => {
    if (!workspace || !workspace.getTopBlocks(false).length) return;
    Blockly.svgResize(workspace);
    const view = workspace.getMetricsManager().getViewMetrics(true);
    const box = workspace.getBlocksBoundingBox();
    const margin = 16 / workspace.scale;
    const fitsNow = box.right - box.left + 2 * margin <= view.width
      && box.bottom - box.top + 2 * margin <= view.height;
    if (!fitsNow) workspace.zoomToFit();
    workspace.scrollBoundsIntoView(workspace.getBlocksBoundingBox(), 16);
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
        comments: true,
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
      // a drag sends once, when it ends: a block dropped on the palette is deleted
      // while the drag still runs, and nothing else would say so
      if (event.type === Blockly.Events.BLOCK_DRAG && !event.isStart && !loading) {
        setTimeout(send, 0);
        return;
      }
      if (event.isUiEvent || loading) return;
      // a block pushed out of its slot (a second condition dropped on a filled « si »)
      // lands in free space below the program, in sight, not under its arms
      if (event.type === Blockly.Events.BLOCK_MOVE && event.reason
          && event.reason.includes("bump")) {
        const bumped = workspace.getBlockById(event.blockId);
        // the program itself (its « si ») stays where the student put it
        if (bumped && !bumped.getParent() && !bumped.type.startsWith("algunokit_if")) {
          setTimeout(() => {
            if (!workspace || bumped.isDeadOrDying() || bumped.getParent()) return;
            putInFreeSpace(workspace, bumped);
            workspace.scrollBoundsIntoView(bumped.getBoundingRectangle());
          }, 0);
        }
      }
      if (!CHANGES.has(event.type)) return;
      if (workspace.isDragging && workspace.isDragging()) return;
      send();
    });
    fillChooser();
    resizeObserver = new ResizeObserver(() => Blockly.svgResize(workspace));
    resizeObserver.observe(frame);
    el.algunokitWorkspace = workspace; // for the browser tests
  };

  let entries = [];
  const fillChooser = () => {
    entries = paletteEntries(model.get("_toolbox"));
    const words = model.get("_words") || {};
    const scratch = new Blockly.Workspace();
    WORDS.set(scratch, words);
    chooser.replaceChildren();
    let group = null;
    entries.forEach((entry, index) => {
      if (!group || group.label !== entry.category) {
        group = document.createElement("optgroup");
        group.label = entry.category;
        chooser.appendChild(group);
      }
      let text = entry.state.type;
      try {
        text = blockText(Blockly.serialization.blocks.append(blockState(entry.state), scratch,
                                                             { recordUndo: false }));
      } catch (error) {
        console.error("algunokit block editor: could not name a block", error);
      }
      entry.text = text;
      const option = document.createElement("option");
      option.value = String(index);
      option.textContent = text;
      group.appendChild(option);
    });
    scratch.dispose();
  };

  const say = (text) => {
    spoken.textContent = text;
  };

  // the chosen palette block, put into the first empty slot that takes it (else in free
  // space below the program), then focused: Enter types into it, Delete removes it
  const addChosen = () => {
    if (!workspace) return null;
    const entry = entries[Number(chooser.value)];
    if (!entry) return null;
    const words = model.get("_words") || {};
    Blockly.Events.setGroup(true);
    let block = null;
    try {
      block = Blockly.serialization.blocks.append(blockState(entry.state), workspace);
      putInFreeSpace(workspace, block); // never left at (0, 0), over the program
      const slot = emptySlots(workspace).find((candidate) => fits(workspace, candidate, block));
      if (slot) {
        slot.connect(block.outputConnection || block.previousConnection);
      } else {
        putInFreeSpace(workspace, block);
      }
    } finally {
      Blockly.Events.setGroup(false);
    }
    fixMediaIn(frame);
    if (block && workspace.scrollBoundsIntoView) {
      workspace.scrollBoundsIntoView(block.getBoundingRectangle());
    }
    say(`${words["keys.added"] || "+"} ${entry.text}`);
    return block;
  };
  addButton.addEventListener("click", () => addChosen());
  chooser.addEventListener("keydown", (event) => {
    if (event.key === "Enter") {
      event.preventDefault();
      addChosen();
    }
  });

  const leave = () => {
    if (Blockly.hideChaff) Blockly.hideChaff();
    const home = el.closest(".jp-Cell") || el.closest(".jp-Notebook");
    if (home) {
      if (!home.hasAttribute("tabindex")) home.setAttribute("tabindex", "-1");
      home.focus();
    } else if (document.activeElement instanceof HTMLElement || document.activeElement instanceof SVGElement) {
      document.activeElement.blur();
    }
  };

  const onKeyDown = (event) => {
    // Blockly has seen the key (its listeners are inside): nothing above may act on it
    event.stopPropagation();
    if (event.key === "Escape") {
      event.preventDefault();
      leave();
      return;
    }
    // the arrows go from block to block in the program area (in the palette they are
    // Blockly's: from category to category)
    if (!workspace || !workspace.getParentSvg().contains(event.target)) return;
    const words = model.get("_words") || {};
    const keys = ["ArrowDown", "ArrowUp", "ArrowLeft", "ArrowRight"];
    if (keys.includes(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      const order = readingOrder(workspace);
      if (!order.length) return;
      const current = focusedBlock(workspace);
      const at = current ? order.indexOf(current) : -1;
      const step = event.key === "ArrowDown" || event.key === "ArrowRight" ? 1 : -1;
      const next = at < 0 ? order[0] : order[(at + step + order.length) % order.length];
      focusBlock(workspace, next);
      say(blockText(next));
      return;
    }
    if (event.key === "Enter" && !event.ctrlKey) {
      const current = focusedBlock(workspace);
      const field = current && editableField(current);
      if (field) {
        event.preventDefault();
        field.showEditor();
      }
      return;
    }
    if (event.key === " ") event.preventDefault(); // no page scroll
    if (event.key === "Delete" || event.key === "Backspace") {
      say(words["keys.deleted"] || "");
      // the keyboard keeps its place in the program: Blockly may leave the focus
      // nowhere once the block is gone
      setTimeout(() => {
        const current = workspace && focusedBlock(workspace);
        if (!workspace || (current && !current.isDeadOrDying()
                           && frame.contains(document.activeElement))) return;
        const order = readingOrder(workspace);
        if (order.length) focusBlock(workspace, order[0]);
        else if (Blockly.getFocusManager) Blockly.getFocusManager().focusTree(workspace);
      }, 0);
    }
  };
  const stop = (event) => event.stopPropagation();
  el.addEventListener("keydown", onKeyDown);
  el.addEventListener("keypress", stop);
  el.addEventListener("keyup", stop);
  el.addEventListener("contextmenu", stop);
  // the notebook takes a right button's press for itself (cell selection, focus):
  // Scratch's menu would close as it opens
  const stopRight = (event) => {
    if (event.button === 2) event.stopPropagation();
  };
  el.addEventListener("mousedown", stopRight);

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
    el.removeEventListener("keydown", onKeyDown);
    el.removeEventListener("keypress", stop);
    el.removeEventListener("keyup", stop);
    el.removeEventListener("contextmenu", stop);
    el.removeEventListener("mousedown", stopRight);
    for (const cleanup of cleanups) cleanup();
    if (resizeObserver) resizeObserver.disconnect();
    if (workspace) workspace.dispose();
    workspace = null;
  };
}

export default { render };
