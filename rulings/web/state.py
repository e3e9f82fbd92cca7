"""The state of one dispute, carried by the page itself: the game, the story and the answers
(floor.interview.Answer), as one signed token in the address (`/dispute?s=TOKEN`).

Nothing is kept in the server, so browser back and reload work at every step (each step is its
own address), two devices never interfere, and a restart loses nothing. The token is signed
(web/signing.py) so the engine only ever replays answers this server read itself; it is checked
again all the same (known game, known facts, the story's length).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..engine.search import check_length
from ..errors import BadInput
from ..floor.interview import DROP, GAME, TOPIC, Answer
from ..rules.book import Rulebook
from .signing import Signer

DAMAGED = "this page's dispute could not be read (an old or damaged address): start the dispute again"


@dataclass(frozen=True)
class Dispute:
    game: str
    story: str = ""
    answers: tuple[Answer, ...] = field(default_factory=tuple)

    def with_answers(self, answers: list[Answer] | tuple[Answer, ...]) -> Dispute:
        return replace(self, answers=tuple(answers))

    def plus(self, answer: Answer) -> Dispute:
        return self.with_answers(self.answers + (answer,))


def encode(signer: Signer, d: Dispute) -> str:
    return signer.dumps({"g": d.game, "s": d.story, "a": [a.to_json() for a in d.answers]})


def decode(signer: Signer, token: str, book: Rulebook) -> Dispute:
    """The dispute a token holds; BadInput when it is not one this server made, or no longer fits
    the rule data (a fact renamed since)."""
    raw = signer.loads(token)
    if not isinstance(raw, dict) or not isinstance(raw.get("g"), str) or not isinstance(raw.get("s"), str):
        raise BadInput(DAMAGED)
    if raw["g"] not in book.games or not isinstance(raw.get("a"), list):
        raise BadInput(DAMAGED)
    check_length(raw["s"], "the story")
    answers = []
    for item in raw["a"]:
        a = Answer.from_json(item)
        if a.key not in book.facts and a.key not in (GAME, TOPIC, DROP):
            raise BadInput(DAMAGED)
        if a.key == DROP and a.value not in book.facts:
            raise BadInput(DAMAGED)
        answers.append(a)
    return Dispute(raw["g"], raw["s"], tuple(answers))
