"""Classic playing cards: suits, colours, ranks, cards and the three decks.

>>> from algunokit.cards import Card, Rank, Suit, classic_deck
>>> Card(Rank.SEVEN, Suit.HEARTS).colour
<Colour.RED: 'red'>
>>> len(classic_deck("54")), len(classic_deck("52")), len(classic_deck("40"))
(54, 52, 40)

A joker has no suit; it counts in the number of cards and in its colour.
Cards have a short code ("7H", "10S", "QD", "JR" for the red joker) used in
saved games and deck files.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum, IntEnum

from algunokit import hooks
from algunokit.errors import ConfigError, DeckFileError
from algunokit.i18n import resolve, t, tn


class Colour(Enum):
    """The two colours of a classic deck."""

    RED = "red"
    BLACK = "black"

    def label(self, language: str | None = None, *, plural: bool = False) -> str:
        """'rouge' / 'red' (``plural``: 'rouges' / 'red')."""
        return t(_COLOUR_KEY[self, plural], language)


class Suit(Enum):
    """The four suits; each has a colour."""

    HEARTS = "hearts"
    DIAMONDS = "diamonds"
    CLUBS = "clubs"
    SPADES = "spades"

    @property
    def colour(self) -> Colour:
        return Colour.RED if self in (Suit.HEARTS, Suit.DIAMONDS) else Colour.BLACK

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOL[self]

    @property
    def letter(self) -> str:
        """The letter used in card codes: H, D, C, S."""
        return self.name[0]

    def label(self, language: str | None = None, *, plural: bool = False) -> str:
        """'cœur' / 'hearts' (``plural``: 'cœurs' / 'hearts')."""
        return t(_SUIT_KEY[self, plural], language)


_SUIT_SYMBOL = {Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣", Suit.SPADES: "♠"}

# Catalogue keys are written out in full, so a test can find every key the code uses.
_COLOUR_KEY = {
    (Colour.RED, False): "common.colour.red", (Colour.RED, True): "common.colour.red.plural",
    (Colour.BLACK, False): "common.colour.black",
    (Colour.BLACK, True): "common.colour.black.plural",
}
_SUIT_KEY = {
    (Suit.HEARTS, False): "common.suit.hearts", (Suit.HEARTS, True): "common.suit.hearts.plural",
    (Suit.DIAMONDS, False): "common.suit.diamonds",
    (Suit.DIAMONDS, True): "common.suit.diamonds.plural",
    (Suit.CLUBS, False): "common.suit.clubs", (Suit.CLUBS, True): "common.suit.clubs.plural",
    (Suit.SPADES, False): "common.suit.spades", (Suit.SPADES, True): "common.suit.spades.plural",
}


class Rank(IntEnum):
    """Ranks from ace (1) to king (13); jokers have rank 0."""

    JOKER = 0
    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def code(self) -> str:
        return _RANK_CODE.get(self, str(int(self)))

    def letter(self, language: str | None = None) -> str:
        """The rank as a card's corner shows it: 'K', 'Q', 'J'; in French 'R' (roi),
        'D' (dame), 'V' (valet), as French decks print them (and as the kit reads them
        back, see :func:`readings`). The ace is 'A' in both."""
        if self in _FRENCH_LETTER and resolve(language) == "fr":
            return _FRENCH_LETTER[self]
        return self.code

    def label(self, language: str | None = None) -> str:
        if self in _RANK_KEY:
            return t(_RANK_KEY[self], language)
        return str(int(self))


_RANK_CODE = {Rank.ACE: "A", Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K", Rank.JOKER: "J"}
_FRENCH_LETTER = {Rank.JACK: "V", Rank.QUEEN: "D", Rank.KING: "R"}
_RANK_KEY = {Rank.ACE: "common.rank.ace", Rank.JACK: "common.rank.jack",
             Rank.QUEEN: "common.rank.queen", Rank.KING: "common.rank.king",
             Rank.JOKER: "common.rank.joker"}


@dataclass(frozen=True, slots=True)
class Card:
    """One classic card. ``Card(Rank.ACE, Suit.SPADES)`` or ``Card.joker(Colour.RED)``."""

    rank: Rank
    suit: Suit | None = None
    colour: Colour = None  # type: ignore[assignment]  # derived from the suit unless a joker

    def __post_init__(self) -> None:
        if not isinstance(self.rank, Rank):
            object.__setattr__(self, "rank", Rank(self.rank))
        if self.rank is Rank.JOKER:
            if self.suit is not None or not isinstance(self.colour, Colour):
                raise ValueError("a joker has no suit and needs a colour")
        else:
            if not isinstance(self.suit, Suit):
                raise ValueError("a card other than a joker needs a suit")
            if self.colour is None:
                object.__setattr__(self, "colour", self.suit.colour)
            elif self.colour is not self.suit.colour:
                raise ValueError("a card's colour is its suit's colour")

    @classmethod
    def joker(cls, colour: Colour) -> Card:
        return cls(Rank.JOKER, None, colour)

    @property
    def is_joker(self) -> bool:
        return self.rank is Rank.JOKER

    @property
    def code(self) -> str:
        """Short code: '7H', '10S', 'QD', 'AC'; jokers 'JR' (red) and 'JB' (black)."""
        if self.suit is None:
            return "JR" if self.colour is Colour.RED else "JB"
        return self.rank.code + self.suit.letter

    def code_in(self, language: str | None = None) -> str:
        """The code a person types in ``language`` (see docs/cards.*.md): the kit's in
        English ('QH', '10S', 'JB'), the French one in French ('DC', '10P', 'JN').

        >>> queen = Card(Rank.QUEEN, Suit.HEARTS)
        >>> queen.code_in("en"), queen.code_in("fr"), Card.joker(Colour.BLACK).code_in("fr")
        ('QH', 'DC', 'JN')
        """
        if resolve(language) != "fr":
            return self.code
        if self.suit is None:
            return "JR" if self.colour is Colour.RED else "JN"
        letter = next(k for k, suit in _FRENCH_SUITS.items() if suit is self.suit)
        return self.rank.letter("fr") + letter

    @classmethod
    def from_code(cls, code: str, language: str | None = None) -> Card:
        """The card with this code; a :class:`DeckFileError` naming the accepted forms if
        there is none.

        The kit's codes (``7H``, ``10S``, ``QD``, ``AC``, ``JR``, ``JB``), suit symbols
        (``A♥``, ``10♠``) and French codes (``7C``, ``10P``, ``RK``, ``DT``, ``VC``,
        ``JN``) are read, in upper or lower case. A code ending in C after A or 2-10
        (``AC``) is the kit's (ace of clubs, as saves write it) unless ``language="fr"``
        (as de cœur); :meth:`Hand.from_codes` decides it from the rest of the hand.

        >>> Card.from_code("RC").label("fr"), Card.from_code("AC", language="fr").label("fr")
        ('roi de cœur', 'as de cœur')
        """
        french, kit = readings(code)
        if french is None and kit is None:
            raise DeckFileError("cards.error.code", code=_shown(code))
        if french is None or kit is None:
            return french or kit  # type: ignore[return-value]
        return french if language is not None and resolve(language) == "fr" else kit

    @property
    def short(self) -> str:
        """Compact label with a suit symbol: '7♥', '10♠', 'J♦'; jokers '🃏R' style."""
        if self.suit is None:
            return "JKR" if self.colour is Colour.RED else "JKB"
        return self.rank.code + self.suit.symbol

    def short_label(self, language: str | None = None) -> str:
        """The card as a person reads it in a line of text: '7♥', 'Q♠', in French
        'D♠' (dame), 'R♥' (roi), 'V♦' (valet); a joker by its name ('red joker'), never
        a code.

        >>> queen = Card(Rank.QUEEN, Suit.SPADES)
        >>> queen.short_label("en"), queen.short_label("fr")
        ('Q♠', 'D♠')
        """
        if self.suit is None:
            return self.label(language)
        return self.rank.letter(language) + self.suit.symbol

    def label(self, language: str | None = None) -> str:
        """'7 de cœur' / '7 of hearts', 'joker rouge' / 'red joker'."""
        if self.suit is None:
            return t("common.joker.red" if self.colour is Colour.RED else "common.joker.black",
                     language)
        return t("common.card", language, rank=self.rank.label(language),
                 suit=self.suit.label(language))

    def __repr__(self) -> str:
        return f"Card({self.code})"

    def _repr_svg_(self) -> str:
        """A notebook shows the card's face (drawn by the drawing layer, see hooks.py)."""
        return hooks.call("svg.card", self)  # type: ignore[no-any-return]

    def __str__(self) -> str:
        """What ``print(card)`` shows a student: '7♥', in French 'D♠' (see
        :meth:`short_label`); ``repr`` keeps the code ('Card(QS)')."""
        return self.short_label()


class Hand(tuple[Card, ...]):
    """A player's cards; a notebook shows them as a picture.

    >>> Hand(Card.from_code(c) for c in ("7H", "QS")).label("en")
    '7 of hearts, queen of spades'
    """

    __slots__ = ()

    @classmethod
    def from_codes(cls, codes: str | Iterable[str | Card], language: str | None = None) -> Hand:
        """The hand written as codes: ``"3H KH JB"`` or ``"3C RC JN"`` (spaces, commas or
        semicolons), a list of codes, or cards.

        A hand is read in one way of writing: the kit's (``KH``, ``10S``, ``JB``) or the
        French one (``RC``, ``10P``, ``JN``; rank A 2-10 V D R, suit P C K T). A code only
        one way can read decides for the whole hand; a hand mixing the two is refused.
        When every code reads both ways (``AC 7C``: clubs or cœur?), ``language`` (else
        the current language) decides: "fr" reads cœur. A :class:`DeckFileError` names a
        code that is not a card and the accepted forms.

        >>> Hand.from_codes("3H, KH JB")
        Hand(3H KH JB)
        >>> Hand.from_codes("RC 10P JN")
        Hand(KH 10S JB)
        >>> Hand.from_codes("AC 7C", language="fr"), Hand.from_codes("AC 7C", language="en")
        (Hand(AH 7H), Hand(AC 7C))
        """
        if isinstance(codes, str):
            codes = codes.replace(",", " ").replace(";", " ").split()
        items = list(codes)
        read: list[tuple[Card | None, Card | None]] = []
        french_only = kit_only = None
        for item in items:
            if isinstance(item, Card):
                read.append((item, item))
                continue
            french, kit = readings(item)
            if french is None and kit is None:
                raise DeckFileError("cards.error.code", code=_shown(item))
            if kit is None and french_only is None:
                french_only = item
            if french is None and kit_only is None:
                kit_only = item
            read.append((french, kit))
        if french_only is not None and kit_only is not None:
            raise DeckFileError("cards.error.mixed", french=_shown(french_only),
                                kit=_shown(kit_only))
        if french_only is not None:
            in_french = True
        elif kit_only is not None:
            in_french = False
        else:
            in_french = resolve(language) == "fr"
        return cls((french if in_french else kit) for french, kit in read)  # type: ignore[misc]

    def label(self, language: str | None = None) -> str:
        return ", ".join(card.label(language) for card in self)

    def count_label(self, language: str | None = None) -> str:
        """How many cards, in words that agree with the number (« 0 carte », « 1 carte »,
        « 5 cartes »; '0 cards' in English), for a lesson that prints a count.

        >>> Hand.from_codes("7H QS", "en").count_label("fr"), Hand().count_label("fr")
        ('2 cartes', '0 carte')
        """
        return tn("common.cards", len(self), language)

    def __repr__(self) -> str:
        return f"Hand({' '.join(card.code for card in self)})"

    def __str__(self) -> str:
        """What ``print(hand)`` shows a student: '7♥ D♠ 2♦' in French, an empty hand in
        words; ``repr`` keeps the codes ('Hand(7H QS 2D)')."""
        return " ".join(card.short_label() for card in self) or t("alguno.empty_hand")

    def _repr_svg_(self) -> str:
        """A notebook shows the cards in a row (drawn by the drawing layer, see hooks.py)."""
        return hooks.call("svg.hand", self)  # type: ignore[no-any-return]


SUITS: tuple[Suit, ...] = tuple(Suit)
COLOURS: tuple[Colour, ...] = tuple(Colour)

DECK_VARIANTS = ("54", "52", "40")


def classic_deck(variant: str = "54") -> tuple[Card, ...]:
    """A fresh classic deck in a fixed order (shuffle it with the game's generator).

    ``"54"``: 52 cards and two jokers (one red, one black); ``"52"``: no jokers;
    ``"40"``: ace to 10 in each suit, no faces, no jokers.
    """
    if variant not in DECK_VARIANTS:
        raise ConfigError("common.error.deck_variant", variant=variant,
                          allowed=", ".join(DECK_VARIANTS))
    top = Rank.TEN if variant == "40" else Rank.KING
    cards = [Card(rank, suit) for suit in Suit for rank in Rank if Rank.ACE <= rank <= top]
    if variant == "54":
        cards += [Card.joker(Colour.RED), Card.joker(Colour.BLACK)]
    return tuple(cards)


_BY_CODE = {card.code: card for card in classic_deck("54")}

# Reading a code a teacher types. Ranks and suits by way of writing: the kit's (English
# letters) and the French one (bridge notation: valet, dame, roi; pique, cœur, carreau,
# trèfle). A and 2-10 are both; so is the suit letter C, clubs for the kit, cœur in French.
_NUMBERS = {"A": Rank.ACE, **{str(n): Rank(n) for n in range(2, 11)}}
_KIT_RANKS = {**_NUMBERS, "J": Rank.JACK, "Q": Rank.QUEEN, "K": Rank.KING}
_FRENCH_RANKS = {**_NUMBERS, "V": Rank.JACK, "D": Rank.QUEEN, "R": Rank.KING}
_KIT_SUITS = {"H": Suit.HEARTS, "D": Suit.DIAMONDS, "C": Suit.CLUBS, "S": Suit.SPADES}
_FRENCH_SUITS = {"P": Suit.SPADES, "C": Suit.HEARTS, "K": Suit.DIAMONDS, "T": Suit.CLUBS}
_SYMBOLS = {"♥": Suit.HEARTS, "♡": Suit.HEARTS, "♦": Suit.DIAMONDS, "♢": Suit.DIAMONDS,
            "♣": Suit.CLUBS, "♧": Suit.CLUBS, "♠": Suit.SPADES, "♤": Suit.SPADES}
_RED, _BLACK = Card.joker(Colour.RED), Card.joker(Colour.BLACK)
_KIT_JOKERS = {"JR": _RED, "JB": _BLACK, "JKR": _RED, "JKB": _BLACK}
_FRENCH_JOKERS = {"JR": _RED, "JN": _BLACK}


def readings(code: object) -> tuple[Card | None, Card | None]:
    """(the French reading, the kit's reading) of a typed code; None where that way of
    writing has no such card. ``"RC"`` → (K♥, None), ``"KH"`` → (None, K♥), ``"AC"`` →
    (A♥, A♣), ``"A♥"`` → (A♥, A♥)."""
    if not isinstance(code, str) or len(code) > 8:
        return None, None
    text = code.replace("\ufe0f", "").strip().upper()
    if text in _KIT_JOKERS or text in _FRENCH_JOKERS:
        return _FRENCH_JOKERS.get(text), _KIT_JOKERS.get(text)
    rank, suit = text[:-1], text[-1:]
    if suit in _SYMBOLS:  # a symbol names the suit; the rank letter may still tell the way
        kit_rank, french_rank = _KIT_RANKS.get(rank), _FRENCH_RANKS.get(rank)
        return (Card(french_rank, _SYMBOLS[suit]) if french_rank else None,
                Card(kit_rank, _SYMBOLS[suit]) if kit_rank else None)
    french = (Card(_FRENCH_RANKS[rank], _FRENCH_SUITS[suit])
              if rank in _FRENCH_RANKS and suit in _FRENCH_SUITS else None)
    kit = (Card(_KIT_RANKS[rank], _KIT_SUITS[suit])
           if rank in _KIT_RANKS and suit in _KIT_SUITS else None)
    return french, kit


def _shown(code: object) -> str:
    text = code if isinstance(code, str) else repr(code)
    return text if len(text) <= 20 else text[:19] + "…"


__all__ = ["COLOURS", "DECK_VARIANTS", "SUITS", "Card", "Colour", "Hand", "Rank", "Suit",
           "classic_deck"]
