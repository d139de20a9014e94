"""Every colour the kit's pictures and widgets use, named by what it means.

One place to read (or change) the look: card faces, suits, table felts, the
marks of who plays, Scratch's block colours, the four games' own cards, charts
and the HTML views. No other module of ``draw/``, ``code/`` or ``widgets/``
writes a colour literal (``tests/draw/test_palette.py`` holds it).

Colours are CSS hex strings, valid in SVG, on a canvas and in HTML styles.
"""

from __future__ import annotations

# ---------------------------------------------------------------------------
# Paper and ink (text, from strongest to faintest)

WHITE = "#FFFFFF"
INK = "#222222"  # titles, names: the default text colour
INK_MID = "#333333"  # captions under piles, headings of a block
INK_SOFT = "#444444"  # counts, descriptions under a canvas
INK_GREY = "#555555"  # secondary text
INK_FAINT = "#666666"  # an empty hand, a seat still thinking
INK_DIM = "#888888"  # « rien » in an empty branch
INK_DISABLED = "#999999"  # the branch that did not run, a pass button not offered
LINE_FAINT = "#AAAAAA"  # dashed outline of an empty slot
LINE_EMPTY = "#BBBBBB"  # dashed outline of an empty box or pile
LABEL_GREY = "#667066"  # grid coordinates, a robot's kind
PAGE_BACKGROUND = "#EEEEEE"  # a button-like pill that is off
CUT_MARK = "#000000"  # printed cut marks

# ---------------------------------------------------------------------------
# Who plays, what is chosen, what ran

ACTIVE = "#FF8C1A"  # the seat acting now, the branch that ran, a highlighted card
AUTHOR = "#3A6EA5"  # the author of the turn, arrows of the order of play
SELECTED = "#1F6FEB"  # a card the player picked
SEAT_EDGE = "#9AA89A"  # a seat's frame when it is not its turn
WIN = "#1E6B34"  # a winner, a « vrai » verdict, a message that went well
WRONG = "#9B1C1C"  # a « faux » verdict, a value not reached, an error message
INFO = "#1F4E79"  # an informative message, a seat that has decided
REACHED = "#1E8E3E"  # a value reached by a chain
HINTED = "#E0A100"  # a hinted card

# ---------------------------------------------------------------------------
# Table felts and backgrounds

FELT = "#EEF3EA"  # Alg(un)o and Skyjo tables, hands
TABLE_TOP = "#DCE8D3"  # the oval table in the middle of the Alg(un)o felt
TABLE_EDGE = "#B5C9A6"
GAAG_FELT = "#F4F1EA"
CELSIUS_BACKGROUND = "#F6F8FA"
PANEL_EDGE = "#C9D1D9"  # a seat's panel in Celsius

# ---------------------------------------------------------------------------
# Classic cards

CARD_FACE = "#FFFFFF"
CARD_EDGE = "#8A8A8A"
SUIT_RED = "#C8102E"  # hearts and diamonds, the red joker
SUIT_BLACK = "#1B1B1B"  # spades and clubs, the black joker
SUIT_DIAMONDS_BLUE = "#1F5FBF"  # four-colour deck: diamonds
SUIT_CLUBS_GREEN = "#1E7B34"  # four-colour deck: clubs
CARD_BACK = "#23407A"
CARD_BACK_LINE = "#9FB4E0"
CARD_BACK_PATTERN = "#5C78B8"
CARD_BACK_STAR = "#F2C94C"

# ---------------------------------------------------------------------------
# Condition and Action cards of Alg(un)o (Scratch's operator green and My Blocks pink)

CONDITION_PAPER = "#E8F6E8"
CONDITION_EDGE = "#389438"
CONDITION_INK = "#1F5E1F"
CONDITION_BAND = "#59C059"
ACTION_PAPER = "#FFEAEF"
ACTION_EDGE = "#FF3355"
ACTION_INK = "#8C1028"
ACTION_BAND = "#FF6680"

# ---------------------------------------------------------------------------
# Scratch 3 blocks (scratch-blocks' own colours: fill, outline)

SCRATCH_CONTROL = ("#FFAB19", "#CF8B17")  # « si … alors … sinon »
SCRATCH_OPERATORS = ("#59C059", "#389438")  # comparisons, et / ou / non
SCRATCH_MY_BLOCKS = ("#FF6680", "#FF3355")  # the actions
SCRATCH_SENSING = ("#5CB1D6", "#2E8EB8")  # the reporters (number of cards …)
SCRATCH_INPUT_TEXT = "#575E75"  # the number in a white input
SCRATCH_INPUT_EDGE = "#000000"
SCRATCH_GLOW = "#FFF200"  # a block that ran
TRUE_BADGE = "#1E7B34"  # ✔ vrai
FALSE_BADGE = "#B3261E"  # ✘ faux

# ---------------------------------------------------------------------------
# Skyjo cards (fill, ink) by value band; card edges

SKYJO_DARK_BLUE = ("#3D4AA8", "#FFFFFF")
SKYJO_LIGHT_BLUE = ("#8FD8F7", "#0E3550")
SKYJO_GREEN = ("#74C655", "#113D12")
SKYJO_YELLOW = ("#F6D24C", "#4A3900")
SKYJO_RED = ("#E4553F", "#FFFFFF")
SKYJO_EDGE = "#5A5A5A"
SKYJO_EMPTY_EDGE = "#A9B5A0"

# ---------------------------------------------------------------------------
# Celsius cards

CELSIUS_PINK = {"round": "#E2467F", "ink": "#9E1750", "paper": "#FFF1F6"}
CELSIUS_BLUE = {"round": "#3B7DD8", "ink": "#1B4F96", "paper": "#EEF4FF"}
CELSIUS_GREEN = {"round": "#2E9A4E", "ink": "#1B6332", "paper": "#EDF8EF"}
CELSIUS_COLD = {"fill": "#DDF0FB", "stroke": "#3A88BF", "ink": "#17527D"}
CELSIUS_HOT = {"fill": "#FFE6D6", "stroke": "#D65A1F", "ink": "#8F300C"}

# ---------------------------------------------------------------------------
# GaAg cards (periods of the table of elements, gap cards, bonds, atoms)

GAAG_PERIODS = {1: "#FFF4D6", 2: "#E3F0FF", 3: "#E6F4E6"}
GAAG_GAP_PAPER = "#F1E8FB"
GAAG_GAP_INK = "#6B3FA8"
GAAG_SPECIAL_EDGE = "#C99A06"
GAAG_BOND_EDGE = "#1F7A78"
GAAG_LEGAL = "#2E9B3E"  # a place where the card may go
GAAG_LEGAL_PAPER = "#E8F6E8"
GAAG_LEGAL_BOND = "#CDEFD2"
GAAG_ATOM = "#C8102E"  # the red dots: game points, not real atoms
GAAG_MARK = "#C25E00"  # « joue » next to the seat playing

# ---------------------------------------------------------------------------
# Charts (tournament results)

CHART_SERIES = ("#3A6EA5", "#E08E0B", "#2E8B57", "#B8405E", "#6A5ACD", "#8C6D1F")
CHART_GRID = "#D9D9D9"
CHART_AXIS = "#555555"

# ---------------------------------------------------------------------------
# HTML views: the side-by-side code view and the Scratch project link

CODE_KEYWORD = "#7C3AED"
CODE_LINE_NUMBER = "#9CA3AF"
CODE_BACKGROUND = "#F9FAFB"
CODE_BORDER = "#E5E7EB"
CODE_RAN = "#FFF6BF"  # a line that ran
SCRATCH_LINK = "#FF8C1A"  # the « download the Scratch project » button

# The costume of the Scratch project's sprite and its stage
SB3_CARD_EDGE = "#374151"
SB3_HEARTS = "#C8304F"
SB3_CARD_INK = "#111827"
SB3_STAGE = "#E7F3EA"
