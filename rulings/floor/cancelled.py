"""What takes back a phrase found in a story: "nobody" as its subject ("nobody had opened"), a
negation joined to an act before it ("hadn't acted yet and declared it open" keeps the
declaring), its being what something else is compared with ("same as after the draw"), what an
act means by rule ("knocking means he passed"), and a negation right before a phrase that says
something did not happen ("he doesn't just call")."""

from __future__ import annotations

NEGATIONS = frozenset(
    "no not never nobody nobodys noone no1 none neither nor without didnt wasnt werent hadnt hasnt havent isnt arent "
    "couldnt cant cannot wont wouldnt dont doesnt shouldnt".split()
)
JOINS = frozenset("and but or except nor".split())  # never skipped: they join two things ("jacks and tens")

SUBJECT_NEGATIONS = frozenset("nobody nobodys noone no1 none neither".split())  # "nobody at the table objects"
_CLAUSE_WORDS = frozenset(
    "who what whether if that knows knew thinks thought says said sure so because then when".split()
)  # "nobody had jacks so it went low": "so" starts what followed


def nobody_before(toks: tuple, i: int) -> bool:
    """Whether "nobody" (or "no one") just before the phrase in its clause is its subject: within
    six words, with no joining word, seat or word that starts another clause between them."""
    for k in range(i - 1, max(-1, i - 7), -1):
        w = toks[k][0]
        if w in ("or", "nor") and toks[k][3] == toks[i][3]:
            continue  # "no one had bet or checked": nobody did either
        if toks[k][3] != toks[i][3] or w in JOINS or w in ("seat", "seats") or w in _CLAUSE_WORDS:
            return False  # "nobody knows who goes first after the draw": not the phrase's subject
        if w in SUBJECT_NEGATIONS or (w == "no" and k + 1 < i and toks[k + 1][0] == "one"):
            return True
    return False


COMPARED_TO: tuple[tuple[str, ...], ...] = (
    ("same", "as"),
    ("just", "like"),
    ("just", "as"),
    ("unlike",),
)  # another time held up to this one


_DOER = frozenset(("he", "she", "they", "you", "we", "i", "it", "everybody", "everyone"))
_DOES = frozenset(("does", "did", "do", "would", "always", "usually", "normally"))
_DONE_LIKE: tuple[tuple[str, ...], ...] = (("like",), ("as",))


def compared_to(toks: tuple, i: int) -> bool:
    """Whether the phrase at word i is what something is compared with ("same as after the draw",
    "same as he does after the draw", "like he always does after the draw")."""
    at, likes = i, COMPARED_TO
    while at > 0 and toks[at - 1][0] in _DOES and toks[at - 1][3] == toks[i][3]:
        at -= 1
    if at < i and at > 0 and toks[at - 1][0] in _DOER and toks[at - 1][3] == toks[i][3]:
        at, likes = at - 1, COMPARED_TO + _DONE_LIKE  # "as he does": a doer and a verb between
    elif at < i:
        return False
    return any(
        at >= len(c)
        and all(toks[at - len(c) + n][0] == w and toks[at - len(c) + n][3] == toks[i][3] for n, w in enumerate(c))
        for c in likes
    )


def joined_after(toks: tuple, k: int, i: int) -> bool:
    """Whether "and" or "but" stands after a negation at word k, up to the phrase at word i: the
    negation was the act before ("seat 6 hadn't acted yet and declared it open")."""
    return any(toks[n][0] in ("and", "but") for n in range(k + 1, i + 1))


def by_rule(toks: tuple, i: int, j: int) -> bool:
    """Whether the phrase from word i to j tells what an act means by rule, not what happened:
    an "-ing" word before "means" ("she says knocking means he passed")."""
    return any(toks[k][0].endswith("ing") and toks[k + 1][0] in ("means", "meant", "mean") for k in range(i, j - 1))


def negated_right_before(toks: tuple, i: int) -> bool:
    """Whether a negation stands right before the phrase at word i in its clause ("he doesn't just
    call"): a phrase that says something did not happen, so negated, says nothing. One that opens
    with a negation itself is a double negative said for emphasis ("weren't no other hands")."""
    return bool(i) and toks[i - 1][0] in NEGATIONS and toks[i][0] not in NEGATIONS and toks[i - 1][3] == toks[i][3]
