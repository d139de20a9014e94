"""Widgets own their children, in the page: a game played by clicks keeps the page's
widget models and views flat (issue 32).

JupyterLab on localhost, headless Debian Chromium at 1366×768. Each game's play widget
is shown with one person against robots; the test clicks as that person: « Étape suivante »
when it is a robot's turn (or a forced move), else one of the buttons of the column
beside the table (a card, a place, a choice, « Valider », « Passer » …, picked by a
seeded random draw), « Nouvelle partie » when the game is over.

The page's models are counted on the kernel's websocket: each widget the kernel creates
opens a comm (``comm_open``, target ``jupyter.widget``) and the page makes its model;
closing it sends ``comm_close`` and the page drops the model. The views are the page's
elements of class ``jupyter-widgets``. A screenshot after the clicks is kept in
``test-artifacts/``.
"""

from __future__ import annotations

import json
import random
import struct

import pytest
from jupyter_lab import (
    ARTIFACTS,
    browser_page,
    open_notebook,
    run_until,
)

from algunokit.i18n import t

pytestmark = pytest.mark.browser


#: clicks before counting (the controls of each kind of decision are made), then counted
WARM_UP, CLICKS = 20, 150
#: how many more models (and views) the page may hold after :data:`CLICKS` clicks
MOST_MORE = 30

GAMES = {
    "alguno": 'ak.play("alguno", 4, seed=1, humans=(0,), language="fr")',
    "skyjo": 'ak.play("skyjo", 2, seed=1, humans=(0,), language="fr")',
    "celsius": 'ak.play("celsius", 4, seed=1, humans=(0,), language="fr")',
    "gaag": 'ak.play("gaag", 4, seed=1, humans=(0,), language="fr")',
}

#: the kernel's live widgets, printed by the notebook's second cell
COUNT = ("from algunokit.widgets.lifecycle import live_widgets\n"
         "print('live', live_widgets())")

#: the widget views in the outputs: each is a Lumino widget in JupyterLab
VIEWS_JS = """() => [document.querySelectorAll('.jp-OutputArea-output .lm-Widget').length,
  document.querySelectorAll('.jp-OutputArea-output .jupyter-widgets').length]"""
IDLE = "#jp-main-statusbar .jp-Notebook-ExecutionIndicator[data-status=idle]"


NOTEBOOKS = {f"{name}.ipynb": [f"import algunokit as ak\n\n{source}", COUNT]
             for name, source in GAMES.items()}


def kernel_message(payload: str | bytes) -> dict | None:
    """A kernel message from a websocket frame: JSON text, or JupyterLab's binary
    ``v1.kernel.websocket.jupyter.org`` frame (offsets, then channel, header, parent
    header, metadata, content, buffers)."""
    if isinstance(payload, str):
        try:
            return json.loads(payload)
        except ValueError:
            return None
    try:
        (count,) = struct.unpack_from("<Q", payload, 0)
        offsets = [*struct.unpack_from(f"<{count}Q", payload, 8), len(payload)]
        parts = [payload[offsets[i]:offsets[i + 1]] for i in range(count)]
        return {"channel": parts[0].decode(), "header": json.loads(parts[1]),
                "content": json.loads(parts[4])}
    except (struct.error, ValueError, IndexError):
        return None


class ModelCount:
    """The widget models the page holds: comms opened for ``jupyter.widget`` by the
    kernel, less those closed since."""

    def __init__(self) -> None:
        self.open: set[str] = set()
        self.opened = self.closed = 0
        self.answered = 0  #: the kernel's "idle" statuses: each message it has handled

    def listen(self, page) -> None:
        page.on("websocket", lambda ws: ws.on("framereceived", self.frame))

    def frame(self, payload: str | bytes) -> None:
        message = kernel_message(payload)
        if not message or message.get("channel") != "iopub":
            return
        kind = message["header"].get("msg_type")
        content = message.get("content") or {}
        if kind == "status" and content.get("execution_state") == "idle":
            self.answered += 1
        elif kind == "comm_open" and content.get("target_name") == "jupyter.widget":
            self.open.add(content["comm_id"])
            self.opened += 1
        elif kind == "comm_close" and content.get("comm_id") in self.open:
            self.open.discard(content["comm_id"])
            self.closed += 1

    @property
    def live(self) -> int:
        return len(self.open)


def settle(page, models: ModelCount, answered: int) -> None:
    """Let the kernel answer the last click (its "idle" status for the click's message
    has come: ``models.answered`` passed ``answered``) and the page draw it."""
    for _ in range(3000):
        if models.answered > answered:
            break
        page.wait_for_timeout(10)
    page.locator(IDLE).wait_for(timeout=30_000)
    page.wait_for_timeout(40)


def kernel_live(page) -> int:
    """Run the notebook's second cell: the kernel's count of live widgets."""
    cell = page.locator(".jp-Notebook .jp-CodeCell").nth(1)
    cell.locator(".cm-content").click()
    page.keyboard.press("Control+Enter")
    output = cell.locator(".jp-OutputArea-output")
    output.wait_for(timeout=30_000)
    page.wait_for_timeout(300)
    return int(output.inner_text().split()[-1])


def click_as_the_person(page, rng: random.Random, models: ModelCount) -> None:
    answered = models.answered
    output = page.locator(".jp-OutputArea-output").first
    step = output.get_by_role("button", name=t("widgets.button.step", "fr"))
    if step.is_enabled():
        step.click()
    else:
        choices = output.locator(".algunokit-side button:enabled:visible")
        n = choices.count()
        if n:
            choices.nth(rng.randrange(n)).click()
        else:
            output.get_by_role("button", name=t("widgets.button.new_game", "fr")).click()
    settle(page, models, answered)


def to_the_persons_turn(page, models: ModelCount, most: int = 30) -> None:
    """« Étape suivante » until the person must choose (for the screenshots)."""
    step = page.locator(".jp-OutputArea-output").first.get_by_role(
        "button", name=t("widgets.button.step", "fr"))
    for _ in range(most):
        if not step.is_enabled():
            return
        answered = models.answered
        step.click()
        settle(page, models, answered)


@pytest.mark.parametrize("name", list(GAMES))
def test_a_game_played_by_clicks_keeps_the_pages_widgets_flat(lab, name):
    models = ModelCount()
    with browser_page(f"widget_lifecycle_{name}_failure.png",
                      viewport={"width": 1366, "height": 768}) as page:
        models.listen(page)
        open_notebook(page, lab, f"{name}.ipynb", workspace=f"lifecycle-{name}")
        assert run_until(page, page.locator(".jp-OutputArea-output canvas").first)
        page.get_by_role("button", name=t("widgets.button.step", "fr")).first.wait_for(
            timeout=30_000)
        page.locator(IDLE).wait_for(timeout=30_000)
        rng = random.Random(11)
        for _ in range(WARM_UP):
            click_as_the_person(page, rng, models)
        kernel_before = kernel_live(page)
        before, (views_before, named_before) = models.live, page.evaluate(VIEWS_JS)
        for _ in range(CLICKS):
            click_as_the_person(page, rng, models)
        page.wait_for_timeout(500)
        after, (views_after, named_after) = models.live, page.evaluate(VIEWS_JS)
        kernel_after = kernel_live(page)
        to_the_persons_turn(page, models)
        page.locator(".jp-OutputArea-output").first.evaluate("e => e.scrollIntoView()")
        page.wait_for_timeout(300)
        page.screenshot(path=str(ARTIFACTS / f"widget_lifecycle_{name}_1366.png"))
        # the person's controls (rows of buttons kept from step to step)
        page.locator(".algunokit-side").first.evaluate(
            "e => e.scrollIntoView({block: 'center'})")
        page.wait_for_timeout(300)
        page.screenshot(path=str(ARTIFACTS / f"widget_lifecycle_{name}_choices_1366.png"))
    print(f"{name}: page models {before} -> {after} ({after - before:+d}), views "
          f"{views_before} -> {views_after} ({named_before} -> {named_after} of class "
          f"jupyter-widgets), kernel {kernel_before} -> {kernel_after} in {CLICKS} clicks "
          f"({models.opened} opened, {models.closed} closed in all)")
    assert before > 50  # the websocket was read: the widget's models were counted
    assert after - before <= MOST_MORE, (before, after)
    assert views_after - views_before <= MOST_MORE, (views_before, views_after)
    assert kernel_after - kernel_before <= MOST_MORE + 1, (kernel_before, kernel_after)
