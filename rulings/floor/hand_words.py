"""A hand told in words or cards (floor/hand_shapes.py reads its shape, floor/hand_owners.py
the seats and the bounds), read for whether the opener, or the player who declared the pot open,
had openers (rules_data/words.yaml, `hands`: the words, and what is left out and why).

Conservative like the rest of the story reader: a hand is read only where the story makes it the
opener's hand before the draw, and the fact only where the hand decides it:
- a hand's shape: no pair or a draw (never openers), a pair (of a rank, or "small"), two pair or
  better (always openers); of the shapes that match at one place the longest wins, and a hand
  followed by "and"/"or" and another hand's word is not one hand;
- whose hand, and when: right after "opened ... with/on" (who opened is the opener), right before
  "that's what he opened on", in the clause after the opener misread, shown by the opener while
  no draw is told, or said by the opener himself when it is short of openers ("I don't have
  openers, I've got tens"); a pronoun is the last seat named before it, and counts only for the
  opener;
- a pair of jacks or better is openers only where the opening level is known (floor/opening_level.py:
  the engine's own level fact, from the room's options and what the story read; without a room,
  only where every room gives the same, as in Jacks Back);
- the declarer is the seat named last before the words of declaring ("said open"); his hand is
  told by holding or showing it at any time (his fact is whether he can show openers);
- a hand in a claim, in quotes or after a negation is not read (story.asides, phrases.NEGATIONS);
  a game with no opening requirement, or Jacks Back with its side not told high, reads nothing.
"""

from __future__ import annotations

from typing import Any

from ..rules.book import Rulebook
from .asides import said_aloud
from .described import descriptions
from .hand_owners import (
    MODALS,
    came_out,
    declarer_seat,
    ends_opening,
    first_opener,
    in_phrase,
    is_seat_number,
    named_seats,
    own_claim,
    said_short,
    sentence_start,
    soft_break,
    teller_declares,
    told_before_draw,
    unnamed_declarer,
    unnamed_opener,
)
from .hand_shapes import RANKS, hand_vocabulary, one_hand, phrase_end, shape_ending_at, typed_hands, verdict
from .opening_level import opening_level
from .phrases import NEGATIONS, NUMBERS, WINDOW

DECLARING = frozenset("declared declares declare declaring".split())
THINGS = frozenset("look keek peek glance card cards hand chip chips time round".split())  # "another look"
HOLDING = frozenset("only just had have hold holding got".split())  # "I'm holding two kings": his own hand
SUPPOSING = frozenset("if whether unless".split())  # "if he's got tens, ...": supposed, not his own word
ASKING = frozenset("can may".split())  # "can he open with tens?", "may I open with two pair": the hand in dispute
ADMITS = frozenset("admits admitted admitting confesses confessed concedes conceded".split())  # against himself
TOOK_FOR = frozenset("actually really were was are is".split())  # after the hand he thought he had


def hand_readings(
    book: Rulebook,
    game: str,
    text: str,
    toks: tuple,
    roles: dict,
    readings: list,
    house_key: Any,
    *,
    aside: set,
    claims: frozenset,
    reading: type,
    teller: int | None = None,
) -> list:
    """`readings` ([(where, Reading)]) with what the hands told in words decide: a reading of
    each fact `hands.owners` names, unless the story says two things of it (then neither).
    story.py hands in the words of claims and quotes (`aside`), its claim words and its Reading
    class, so this module does not import it back. `teller`: the seat of a player telling his own
    case, whom "he" never names."""
    w = hand_vocabulary(book)
    if not w.get("owners") or not toks:
        return readings
    words = [t[0] for t in toks]
    out = list(readings)
    for fid, role in w["owners"].items():
        applies, lowest, level = opening_level(book, game, fid, [r for _, r in readings], house_key)
        if not applies:
            continue  # the fact has no place in this game, or on this side
        found: dict[bool | None, tuple] = {}
        seat = roles.get(role) if role == "opener" else declarer_seat(w, toks, words, text)
        for start, end, kind, ranks in _hands_of(w, text, toks, words, role, seat, aside, claims, lowest, teller):
            value = verdict(kind, ranks, lowest, level)
            if value is None and kind == "pair-at-least":
                continue  # "shows Qd Qs" where the level is not known: the rest untold may make it
            found.setdefault(value, (toks[start][1], reading(fid, value, text[toks[start][1] : toks[end - 1][2]])))
        told = {r.value for _, r in out if r.fact == fid}
        values = set(found) | told
        if len(values) > 1 or None in found:  # jacks where the level is unknown: the other hand told may be it
            out = [(p, r) for p, r in out if r.fact != fid]  # two things said: neither is taken
        elif found and not told:
            out.append(next(iter(found.values())))
    return out


def _hands_of(
    w: dict,
    text: str,
    toks: tuple,
    words: list[str],
    role: str,
    seat: int | None,
    aside: set,
    claims: frozenset,
    lowest: str,
    teller: int | None = None,
):
    """(start, end, shape, ranks) of each hand the story makes the role's before the draw, as
    words [start:end], the words that make it his included. The opener's hand is told by the
    words of opening, misreading, holding or showing; another role's only by holding or showing,
    and only once the story has named his seat."""
    seats = named_seats(toks, words)

    def referent(n: int) -> Any:
        """The seat (or "opener") named last before word n; None if none, or a person between.
        The teller ("I") only where he is the one right before the word ("I opened with"), and
        not inside what a player says (there "I" is the one speaking: the seat named last)."""
        first_person = (n and words[n - 1] in ("i", "im", "ive")) or (
            n > 1 and words[n - 2] in ("i", "ive", "im") and words[n - 1] in HOLDING
        )  # "I had kings", "I'm holding two kings", "I hold a pair of queens"
        if first_person and n not in aside:
            return "me"
        pronoun = any(words[k] in ("he", "she", "hes", "shes") for k in range(max(0, n - 3), n))
        not_him = {"me", teller} if pronoun else {"me"}  # "he" is never the player telling his own case
        last = max((k for k in seats if k < n and seats[k] not in not_him and not _never_he(k)), default=None)
        if last is None and unnamed is not None and unnamed < n:
            last = unnamed  # "the guy opened, everyone folded, then he showed tens": no seat named yet
            if {"he", "she"} <= set(words[unnamed - 1 : n]):
                return None  # "he opened, she raised, he shows tens": two people
        if last is None:
            return None
        if any(
            words[k] in w["persons"]
            and k not in described
            and not {"every", "all", "each"} & set(words[max(0, k - 2) : k])
            and not (k and (words[k - 1].isdigit() or words[k - 1] in NUMBERS))  # "two players call him": not "he"
            and not (k + 1 < len(words) and words[k + 1] in THINGS)  # "he has another look at his cards"
            for k in range(last + 1, n)
        ):  # "every other player folded" is nobody "he" could be
            return None  # another person between; not one set off describing the seat ("the opener - the lady ... -")
        return "opener" if last == unnamed else seats[last]

    def _never_he(k: int) -> bool:
        """A seat told as not yet acting ("before seat 4 even acts he shows J-10"), or one of two
        acting together ("seat 4 and me in 7 both called, then he finds he had tens"): "he" is
        someone else."""
        if k > 0 and words[k - 1] == "before" and "even" in words[k + 2 : k + 4]:
            return True
        after = k + 3 in seats and words[k + 2 : k + 3] in (["and"], ["&"])
        return after or (k > 1 and words[k - 1] in ("and", "&") and (k - 3 in seats or k - 2 in seats))

    tellers_declaring = role != "opener" and seat is None and teller_declares(w, words)

    def is_opener(ref: Any) -> bool:
        if tellers_declaring:
            return ref == "me"  # "Guy in 4 opens ... I'm holding two kings. I say I'll open it"
        if role != "opener" and seat is None and unnamed is not None:  # the declarer no seat names
            return ref == "opener" or (ref == "me" and words[unnamed - 1] == "i")  # "I declared ... I had tens"
        if role != "opener":
            return seat is not None and ref in (seat, role)
        return ref == "opener" or (opener is not None and ref == opener)

    def openers_asked(n: int) -> bool:
        """Whether the opener was asked to show his openers before word n ("the director asked to
        see his openers ... turning up a pair of queens", "dealer made him show"): a pair he then
        shows is what he opened on."""
        return any(
            words[k] in ("show", "see", "prove") and ("openers" in words[k + 1 : k + 4] or words[k - 1 : k] == ["him"])
            for k in range(max(1, n - 40), min(len(words) - 1, n + 4))
        )

    def all_he_had(n: int) -> bool:
        return words[max(0, n - 2) : n] in (["all", "he"], ["all", "she"])  # "all he had was tens": only tens

    def negated(n: int) -> bool:
        return any(words[k] in NEGATIONS and toks[k][3] == toks[n][3] for k in range(max(0, n - WINDOW), n))

    typed = typed_hands(text, toks)
    described = descriptions(text, toks)
    unnamed = None
    if seat is None:  # "he opened ...", "a player all in for his ante declared it open ... he held nines"
        unnamed = unnamed_opener(w, words, seats) if role == "opener" else unnamed_declarer(w, words, seats)
    opener: Any = seat if role == "opener" else None
    if role == "opener" and opener is None:
        opener = first_opener(w, text, toks, words, seats, referent)  # "I opened with kings", "he opened it for twenty"

    before = [p.split() for p in w["before_draw"]]

    def forward(i: int, limit: int = 8, own: bool = False) -> tuple[int, int, str, tuple] | None:
        """The hand after word i, past filler words, "before the draw" and soft clause breaks only
        ("turns his hand up before the draw, only tens")."""
        j, end = i - 1, i + limit
        while (j := j + 1) < min(len(words), end):
            if toks[j][3] != toks[j - 1][3] and not soft_break(text, toks, j):
                return None
            if (said := next((p for p in before if words[j : j + len(p)] == p), None)) is not None:
                j, end = j + len(said) - 1, end + len(said)  # passed over, not counted
                continue
            got = typed.get(toks[j][1]) or one_hand(w, text, words, toks, j)
            if got is not None:
                return (j, *got) if (own or j not in aside) and not negated(j) else None
            if words[j] not in w["fillers"] or words[j] in NEGATIONS:
                return None
        return None

    def _ever(n: int) -> tuple[int, int, str, tuple] | None:
        """The hand after "ever had" or "never had" (n: the held word), as a shape: never having
        the lowest openers, or openers, is being short; only ever having a hand is having it."""
        got = typed.get(toks[n + 1][1]) if n + 1 < len(toks) else None
        got = got or (one_hand(w, text, words, toks, n + 1) if n + 1 < len(words) else None)
        if n + 1 < len(words) and words[n + 1] == "openers":
            got = (n + 2, "short", ())
        if got is None or (n + 1) in aside:
            return None
        if words[n - 1] == "ever":
            return (n + 1, *got)
        if got[1] == "short" or (got[1] == "pair" and got[2][0] == lowest):
            return (n + 1, got[0], "short", ())  # "never had jacks"
        return None

    def _admitted(n: int) -> tuple[int, int, str, tuple] | None:
        """What the opener says of his own hand when it is short of openers: his word against
        himself is taken, his word for himself is not (it is what he has to show). After "admits"
        the words are no claim, and are read the same."""
        admits = words[n] in ADMITS
        for j in range(n + 1, min(len(words), n + 12)):
            if (j not in aside and not admits) or words[j] in claims or words[j] in ("seat", "seats", *w["persons"]):
                return None  # past the claim, or about another player's hand
            ends = (phrase_end(w, words, j, p) for p in w["by_first"].get(("verdicts", words[j]), ()))
            said = next((e for e in ends if e), None)
            if said:
                return j, said, "short", ()  # "says oh no, he's got no jacks"
            got = typed.get(toks[j][1]) or one_hand(w, text, words, toks, j)
            if got is None:
                continue
            if not _short(got[1], got[2], lowest) and words[got[0] : got[0] + 1] and words[got[0]] in TOOK_FOR:
                continue  # "my jacks actually tens", "his jacks were really a jack and a ten": what he took them for
            emphatic = got[1] == "short" or words[j] in NEGATIONS or words[j] == "nothing"  # "never had no pair"
            return (j, *got) if _short(got[1], got[2], lowest) and (emphatic or not negated(j)) else None
        return None

    draw_at = min(
        (n for n, x in enumerate(words) if x in w["draw"] and not in_phrase(words, n, w["before_draw"])),
        default=len(words),
    )
    # after the draw, a hand short of openers tells he had none, unless he may have broken them
    shown_after = role == "opener" and not any(x in w["broken"] for x in words)
    opening = [n for n, x in enumerate(words) if x in w["opened"] or x == "open"]
    asked_open = len(opening) == 1 and (
        any(words[k] in ASKING for k in range(max(0, opening[0] - 3), opening[0]))
        or words[max(0, opening[0] - 2) : opening[0]] == ["enough", "to"]  # "are tens good enough to open?"
    )

    def in_question(n: int, size: int = 1) -> bool:
        """Words n.. (size of them) hold the question's own opening word: the hand asked about is
        told there even inside the asking ("he asks if he can open with tens")."""
        return asked_open and n <= opening[0] < n + size

    def modal_before(n: int) -> bool:
        """A modal before an opening word ("if he opens", "he could have opened"), unless the
        story's one opening act is the question itself ("can he open with tens?": that hand is
        the one in dispute)."""
        return not asked_open and any(words[k] in MODALS for k in range(max(0, n - 3), n))

    for n, word in enumerate(words):
        if n in aside and word not in w["misread"] and word not in claims and not in_question(n, 6):
            continue
        if role != "opener":  # holding and showing (below), or the hand he declared with, tell another role's
            if word in w["opened_with"] and n and is_opener(referent(n)) and n < draw_at and not negated(n):
                said = range(max(0, n - 3), n)  # "declared it open with nines", "declares with queens"
                if any(words[k] in DECLARING and toks[k][3] == toks[n][3] for k in said):
                    got = forward(n + 1, 4)
                    if got:
                        yield n, got[1], got[2], got[3]
        elif (
            (
                word in w["opened"]
                or (word == "open" and n and (words[n - 1] in ("i", "he", "she") or is_seat_number(words, n - 1)))
                or in_question(n)  # "can he open with tens?"
            )
            and not negated(n)
            and (n == 0 or words[n - 1] not in w["not_opened"] or in_question(n))
            and not modal_before(n)
        ):  # "I open with kings", "seat 8 open $10": the present told for what happened; not "if he opens"
            ref = referent(n)
            if ref is not None and not is_opener(ref) and opener is not None:
                continue  # "seat 6 opened" where the story's opener is another seat
            for on in range(n + 1, min(len(words), n + 6)):  # "opened [on the button] with"
                if toks[on][3] != toks[n][3] or ends_opening(words[on]):
                    break
                got = forward(on + 1, 4, own=in_question(n)) if words[on] in w["opened_with"] else None
                if on == n + 1 and in_question(n):
                    got = got or forward(on, 3, own=True)  # "can you open a pair of tens?"
                if got:
                    yield n, got[1], got[2], got[3]
                    break
        elif word in w["misread"] and is_opener(referent(n)) and not negated(n):
            if n in aside and not own_claim(toks, words, n, referent, claims, aside):
                continue
            own = n in aside  # his own word that he misread: what he then says of his hand is his too
            got = forward(n + 1, own=own)
            if got and (own or got[0] not in aside):
                yield n, got[1], got[2], got[3]
        said_before = told_before_draw(w, text, toks, words, n)
        told_when = (
            said_before
            or role != "opener"  # the declarer's fact is whether he can show openers: what he shows, at any time
            or (
                0 < n
                and (n < draw_at or shown_after)
                and (words[n - 1] == "only" or words[n + 1 : n + 2] == ["only"] or all_he_had(n) or came_out(words, n))
                and not any(k in aside for k in range(sentence_start(text, toks, n), n))
            )
        )  # "before the draw it comes out seat 4 has a four-flush"; "he only has tens" with no draw
        # told, and not after a claim in his sentence ("seat 5 says seat 4 misread, he's only got tens");
        # after the draw, only a hand short of openers (below)
        if (
            word in w["held"]
            and n
            and words[n - 1] in ("ever", "never")
            and is_opener(referent(n))
            and role == "opener"
        ):
            got = _ever(n)  # "he only ever had tens", "she never had jacks": his hand from the start
            if got:
                yield n - 1, got[1], got[2], got[3]
            continue
        # "I'm seat 5 with queens", "seat 6, still to act with kings": the declarer's hand
        with_him = word == "with" and n and (is_seat_number(words, n - 1) or words[n - 1] in ("act", "acted"))
        held = word in w["held"] or (role != "opener" and with_him)
        # at any time, a hand he holds short of openers tells he had none, unless he may have
        # broken them ("seat 6 opens, everybody gets out, and he's got a pair of tens")
        any_time = (  # only where the story's roles name the opener (not "seat 1 never opened ...")
            role == "opener"
            and seat is not None
            and shown_after
            and not any(k in aside for k in range(sentence_start(text, toks, n), n))
        )
        if held and (told_when or any_time) and is_opener(referent(n)) and not negated(n):
            got = forward(n + 1, 4)
            late = role == "opener" and not said_before and (n >= draw_at or not told_when)
            if got and (not late or _short(got[2], got[3], lowest)):
                yield (n - 2 if all_he_had(n) else n), got[1], got[2], got[3]
        claim = (word in claims and word not in SUPPOSING) or said_aloud(words, n) or word in ADMITS  # "goes, oh no"
        if claim and role == "opener" and is_opener(referent(n)) and not negated(n):
            got = _admitted(
                n
            )  # "seat 2 says oh no, I don't have openers, I've got tens"; "he says he opened on a four-flush"
            opening_told = n < draw_at or any(words[k] in w["opened"] for k in range(n + 1, min(len(words), n + 5)))
            ever = got is not None and "ever" in words[n + 1 : got[0]]  # "says he only ever had tens": from the start
            # after the draw only "no openers", or a hand he says he ever had, is his opening hand
            if got and (opening_told or ever or got[2] == "short"):
                yield n, got[1], got[2], got[3]
        for phrase in w["by_first"].get(("shown", word), ()):
            size = len(phrase)
            if (
                words[n : n + size] == phrase
                and (n == 0 or words[n - 1] not in _OWED)  # "asked him to show", "gotta show": not shown
                and (n < draw_at or role != "opener" or shown_after)
                and is_opener(referent(n))
                and not negated(n)
            ):
                got = forward(n + size)
                as_openers = got is not None and got[2] == "pair" and openers_asked(n)  # "made him show queens"
                if got and (n < draw_at or role != "opener" or as_openers or _short(got[2], got[3], lowest)):
                    yield n, got[1], got[2], got[3]
        for phrase in w["by_first"].get(("verdicts", word), ()):
            end = phrase_end(w, words, n, phrase)
            if end and said_short(toks, words, n, end - n, aside) and is_opener(referent(n)):
                if not negated(n):
                    yield n, end, "short", ()  # "he turns over nines. No openers.": said at any time
        for phrase in w["by_first"].get(("opened_on", word), ()) if role == "opener" else ():
            size = len(phrase)
            asked = in_question(n, size) and opener is None  # "is a pair of tens good enough to open?"
            if words[n : n + size] == phrase and (asked or is_opener(referent(n + size))) and not negated(n):
                back = shape_ending_at(w, text, toks, words, n)
                if back and (asked or back[0] not in aside) and not negated(back[0]):
                    yield back[0], n + size, back[2], back[3]


_OWED = frozenset("to gotta must should hafta".split())  # before "show": what he is asked or owes, not what he showed


def _short(kind: str, ranks: tuple, lowest: str) -> bool:
    """A hand's shape short of the lowest openers (no pair, "no openers", a pair below it)."""
    return kind in ("no-pair", "short", "small-pair") or (
        kind == "pair" and RANKS.index(ranks[0]) < RANKS.index(lowest)
    )
