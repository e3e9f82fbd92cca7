"""Held-out style check: disputes told the way floor staff type them, driven through `rulings ask`.

None of these stories is in tests/data/scenarios; they were written from the book's text, not from the
rule data. Each dispute gives the game, the first words a floor person types, the answers the
story supports (by fact id; a question the story cannot answer is answered "unknown"), and the
ruling the book gives: the clause that must win, key words of the ruling, and its citation.

The driver plays the interview one prompt at a time: it reads the numbered matches and picks the
right topic by its title (never a hard-coded number), then answers each question it is asked, so
a change to search order or to question order does not break a test, but a wrong topic, a
missing match or a wrong ruling does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pytest

from rulings.rules.load import load

_BOOK = load(use_cache=False)
_MATCH = re.compile(r"^  (\d)\) (.+)  \(([^()]+)\)$")
_QUESTION = re.compile(r"^Q\d+\. (.+)$", re.M)
_BY_QUESTION = {f.question: f.id for f in _BOOK.facts.values() if f.question}


@dataclass
class Dispute:
    name: str
    game: str
    words: str  # what the floor person types at "What happened?"
    clause: str  # the clause the book's ruling rests on
    says: tuple[str, ...]  # key words the ruling must contain
    answers: dict = field(default_factory=dict)  # fact id -> answer the story gives
    retry: str | None = None  # second description if the first finds nothing useful

    @property
    def topic(self) -> str:
        return _BOOK.clauses[self.clause].topic

    @property
    def cite(self) -> str:
        c = _BOOK.clauses[self.clause]
        return f"({c.section})"


D = Dispute
DISPUTES = [
    # -- Draw games generally --------------------------------------------------------------------
    D(
        "bb-option-limped",
        "five-card-draw",
        "everybody limped and the big blind raised, seat 3 says he can't",
        "draw.live-blind.option",
        ("raise",),
        {"forced_bets": "blinds", "big_blind_raised": "no"},
    ),
    D(
        "lowball-bb-raise",
        "lowball",
        "bb raised when it was just called around",
        "draw.live-blind.option",
        ("raise",),
        {"forced_bets": "blinds", "big_blind_raised": "no"},
    ),
    D(
        "who-first-after-draw-blinds",
        "five-card-draw",
        "who acts first after the draw in the blind game",
        "draw.order-of-action.blinds-second-round",
        ("left of the",),
        {"forced_bets": "blinds", "betting_round": "second", "opener_still_in": "unknown"},
    ),
    D(
        "opener-folded-who-bets",
        "jacks-or-better",
        "opener folded, who bets first after the draw",
        "draw.order-of-action.opener-folded",
        ("left",),
        {"betting_round": "second", "opener_still_in": "no"},
    ),
    D(
        "fifth-raise-three-way",
        "five-card-draw",
        "three way pot guy wants to put in a fifth raise",
        "draw.betting-cap.four-raises",
        ("no further raise",),
        {"players_at_round_start": "3", "raises_so_far": "4", "players_now": "3"},
    ),
    D(
        "capped-then-heads-up",
        "jacks-or-better",
        "it was capped four handed, now two left and they want to keep raising",
        "draw.betting-cap.four-raises",
        ("no further raise",),
        {"players_at_round_start": "4", "raises_so_far": "4", "players_now": "2"},
    ),
    D(
        "heads-up-raise-war",
        "five-card-draw",
        "two players heads up keep raising each other, how many raises",
        "draw.betting-cap.heads-up-unlimited",
        ("no",),
        {"players_at_round_start": "2", "players_now": "2"},
    ),
    D(
        "dealer-told-draw-after-bet",
        "lowball",
        "dealer told him how many cards the guy drew after the bet",
        "draw.asking-cards-drawn.after-action",
        ("dealer",),
        {"action_after_draw": "yes", "asker_in_hand": "yes"},
    ),
    D(
        "wont-say-how-many",
        "five-card-draw",
        "guy won't tell how many cards he took",
        "draw.asking-cards-drawn.must-answer",
        ("answer",),
        {"action_after_draw": "no", "asker_in_hand": "yes"},
    ),
    D(
        "changed-two-to-one",
        "jacks-or-better",
        "asked for two cards then changed it to one",
        "draw.changing-draw.allowed",
        ("change",),
        {"cards_dealt_on_request": "no", "someone_acted_on_request": "no"},
    ),
    D(
        "changed-after-next-discarded",
        "lowball",
        "he changed his draw after the next player already threw his discards",
        "draw.changing-draw.too-late",
        ("held to the number he first asked for",),
        {"someone_acted_on_request": "yes"},
    ),
    D(
        "dealer-flipped-on-deal-high",
        "five-card-draw",
        "dealer flipped a card face up on the deal",
        "draw.exposed-cards.high-before-draw",
        ("kept",),
        {"exposed_by_dealer_when": "before-draw"},
    ),
    D(
        "exposed-on-the-draw-high",
        "jacks-or-better",
        "dealer turned over his draw card",
        "draw.exposed-cards.on-the-draw",
        ("cannot be kept",),
        {"exposed_by_dealer_when": "on-the-draw"},
    ),
    D(
        "knocked-pat-missed-raise",
        "five-card-draw",
        "he knocked pat and didnt see the raise",
        "draw.rapping.pat-unaware-of-raise",
        ("play his hand",),
        {"rapped_in_turn": "yes", "rap_meant_pat": "yes", "rapped_unaware_of_raise": "yes"},
    ),
    D(
        "knock-is-a-check",
        "jacks-or-better",
        "player knocked the table on his turn is that a check",
        "draw.rapping.pass",
        ("pass",),
        {"rapped_in_turn": "yes", "rap_meant_pat": "no"},
    ),
    D(
        "all-in-ante-opens",
        "jacks-or-better",
        "guy all in for the ante says he opens",
        "draw.all-in-ante.may-declare",
        ("open",),
        {"all_in_for_ante": "yes", "declarer_has_openers": "Jh Jd 9c 5s 2c", "unopened_hands_before": "0"},
    ),
    D(
        "all-in-ante-nines",
        "jacks-or-better",
        "short stack all in declared it open with a pair of nines",
        "draw.all-in-ante.false-declaration",
        ("ante",),
        {"all_in_for_ante": "yes", "declarer_has_openers": "9h 9d Kc 5s 2c", "unopened_hands_before": "0"},
    ),
    D(
        "six-cards-after-draw",
        "five-card-draw",
        "he has six cards after the draw",
        "draw.deck-and-deal.five-cards-play",
        ("folded hand",),
        {"cards_after_draw": "6"},
    ),
    D(
        "draw-split-up",
        "jacks-or-better",
        "dealer gave him two cards then dealt the next guy and came back with his third",
        "draw.the-draw.consecutive",
        ("in one run",),
        {"cards_wanted": "3"},
    ),
    # -- Five-card draw ----------------------------------------------------------------------------
    D(
        "double-ace-flush",
        "five-card-draw",
        "he says the bug makes a double ace flush",
        "five-card-draw.joker.flush-highest-missing",
        ("king",),
        {"joker_used_as": "flush"},
    ),
    D(
        "bug-three-kings",
        "five-card-draw",
        "guy says the joker makes his two kings trips",
        "five-card-draw.joker.not-wild",
        ("not a wild card", "not three kings"),
        {"joker_used_as": "other"},
    ),
    D(
        "bug-inside-straight",
        "five-card-draw",
        "bug filled his inside straight",
        "five-card-draw.joker.fills-straight",
        ("straight",),
        {"joker_used_as": "straight"},
    ),
    D(
        "five-aces-vs-straight-flush",
        "five-card-draw",
        "four aces and the joker against a straight flush",
        "five-card-draw.five-aces.top-hand",
        ("five aces",),
        {"hand_is_five_aces": "yes"},
    ),
    D(
        "checked-then-raised-after-draw",
        "five-card-draw",
        "he checked then raised after the draw, seat 1 says no sandbagging",
        "five-card-draw.check-raising.allowed",
        ("may check and then raise",),
        {"forced_bets": "antes", "betting_round": "second", "first_round_ante": "unknown"},
    ),
    D(
        "check-raise-blinds-predraw",
        "five-card-draw",
        "check raise before the draw with blinds",
        "five-card-draw.check-raising.blinds-first-round",
        ("blind",),
        {"forced_bets": "blinds", "betting_round": "first"},
    ),
    D(
        "guts-opened-with-nothing",
        "five-card-draw",
        "opened with nothing, no openers needed in this game?",
        "five-card-draw.opening-requirements.weak-open-stands",
        ("stands",),
        {"opener_has_openers": "no"},
    ),
    # -- Jacks-or-better ---------------------------------------------------------------------------
    D(
        "tens-two-callers",
        "jacks-or-better",
        "guy opened with a pair of tens, two players called",
        "jacks-or-better.false-openers.pot-plays",
        ("pot plays",),
        {
            "opener_has_openers": "no",
            "callers_of_open": "2",
            "pot_raised_before_draw": "no",
            "predraw_action_complete": "unknown",
            "opener_alone": "no",
            "opener_hand_fouled": "no",
        },
    ),
    D(
        "opener-no-jacks-all-folded",
        "jacks-or-better",
        "everyone folded and the opener had no jacks",
        "jacks-or-better.false-openers.opener-alone",
        ("opening bet",),
        {
            "opener_has_openers": "no",
            "opener_alone": "yes",
            "callers_of_open": "0",
            "pot_raised_before_draw": "no",
            "predraw_action_complete": "yes",
            "opener_hand_fouled": "no",
        },
    ),
    D(
        "queens-declares-open",
        "jacks-or-better",
        "opener showed false openers, I have queens and haven't acted, can I open it",
        "jacks-or-better.false-openers.may-declare",
        ("declare",),
        {
            "opener_has_openers": "no",
            "declarer_action": "not-yet",
            "declarer_has_openers": "Qh Qd 8c 5s 2c",
            "predraw_action_complete": "no",
            "unopened_hands_before": "0",
        },
    ),
    D(
        "passed-kings-wants-open",
        "jacks-or-better",
        "he checked kings and now wants to open after the false opener",
        "jacks-or-better.false-openers.passed-openers",
        ("passed",),
        {"opener_has_openers": "no", "declarer_action": "passed", "declarer_has_openers": "yes"},
    ),
    D(
        "opener-mucked-before-showing",
        "jacks-or-better",
        "opener threw his hand in the muck before he showed openers",
        "jacks-or-better.false-openers.retrieve-hand",
        ("floor",),
        {"opener_hand_mucked": "yes"},
    ),
    D(
        "split-jacks-no-announce",
        "jacks-or-better",
        "he threw a jack to draw to the flush and didn't say he was splitting",
        "jacks-or-better.splitting-openers.unannounced",
        ("openers",),
        {"opener_kept_openers": "no", "split_announced": "no"},
    ),
    D(
        "broke-straight-for-royal",
        "jacks-or-better",
        "ace joker king queen of spades, threw the ten of clubs, seat 4 says split openers",
        "jacks-or-better.splitting-openers.kept-openers",
        ("not splitting",),
        {"opener_kept_openers": "yes"},
    ),
    D(
        "checked-around",
        "jacks-or-better",
        "checked around nobody opened",
        "jacks-or-better.opening-requirements.nobody-opens",
        ("ante",),
        {"nobody_opened": "yes", "ante_limit_reached": "unknown"},
    ),
    D(
        "false-opener-wants-raise-back",
        "jacks-or-better",
        "false opener wants his reraise back before the draw",
        "jacks-or-better.false-openers.withdraw-extra-bets",
        ("opening bet",),
        {"opener_has_openers": "no", "predraw_action_complete": "no", "opener_alone": "no"},
    ),
    D(
        "new-player-after-false-open",
        "jacks-or-better",
        "opener had no jacks and everyone folded, new player sat down and wants in the next hand",
        "jacks-or-better.false-openers.only-those-players",
        ("not",),
        {
            "player_in_false_hand": "no",
            "opener_alone": "yes",
            "opener_has_openers": "no",
            "opener_hand_fouled": "no",
            "pot_raised_before_draw": "no",
            "callers_of_open": "0",
            "predraw_action_complete": "yes",
        },
    ),
    D(
        "king-joker-open",
        "jacks-or-better",
        "can he open with king and the joker",
        "jacks-or-better.opening-requirements.hand-short",
        ("not openers",),
        {"opener_has_openers": "Kh Jk 9d 5s 2c", "unopened_hands_before": "0"},
    ),
    # -- Lowball ----------------------------------------------------------------------------------
    D(
        "checked-75-other-bet",
        "lowball",
        "checked a 7-5 and the other guy bet, he called and won",
        "lowball.must-bet-sevens.checked-best",
        ("before the draw",),
        {
            "betting_structure": "limit",
            "checked_seven_or_better": "yes",
            "seven_had_best_hand": "yes",
            "checker_hand": "7h 5d 4c 3s 2h",
        },
    ),
    D(
        "checked-six-lost",
        "lowball",
        "checked a six and got beat by a wheel",
        "lowball.must-bet-sevens.checked-beaten",
        ("loses",),
        {"betting_structure": "limit", "checked_seven_or_better": "yes", "seven_had_best_hand": "no"},
    ),
    D(
        "checked-eight-won",
        "lowball",
        "checked an 8 and then won, the bettor wants his money back",
        "lowball.must-bet-sevens.worse-than-seven",
        ("no penalty",),
        {"betting_structure": "limit", "checked_seven_or_better": "no"},
    ),
    D(
        "no-limit-checked-seven",
        "lowball",
        "no limit game, checked a seven after the draw and won",
        "lowball.pot-limit-no-limit.no-sevens-rule",
        ("penalty",),
        {"betting_structure": "no-limit", "checked_seven_or_better": "yes", "seven_had_best_hand": "yes"},
    ),
    D(
        "flipped-four-of-clubs",
        "lowball",
        "dealer flipped the 4 of clubs before the draw in lowball",
        "lowball.exposed-cards.seven-or-under-taken",
        ("must take it",),
        {
            "betting_structure": "limit",
            "exposed_by_dealer_when": "before-draw",
            "exposure_kind": "face-up",
            "exposed_card_ace_to_five": "4c",
            "exposed_card_seven_or_lower": "yes",
        },
    ),
    D(
        "exposed-king-deal",
        "lowball",
        "exposed king on the deal",
        "lowball.exposed-cards.higher-replaced",
        ("replaced",),
        {
            "betting_structure": "limit",
            "exposed_by_dealer_when": "before-draw",
            "exposure_kind": "face-up",
            "exposed_card_ace_to_five": "Kd",
            "exposed_card_seven_or_lower": "no",
        },
    ),
    D(
        "called-seven-had-eight-muck",
        "lowball",
        "he said a seven but had an eight, the other guy mucked his 8-6",
        "lowball.verbal-declarations.miscall-caused-muck",
        ("dead",),
        {"hand_as_good_as_called": "no", "miscall_caused_muck": "yes", "players_now": "2"},
    ),
    D(
        "called-six-both-intact",
        "lowball",
        "called a six, turned over a seven, both hands still on the table heads up",
        "lowball.verbal-declarations.heads-up-intact",
        ("best hand",),
        {"hand_as_good_as_called": "no", "miscall_caused_muck": "no", "players_now": "2"},
    ),
    D(
        "pair-not-said-opponent-mucked",
        "lowball",
        "he spread a pair without saying pair and the other guy threw his hand away",
        "lowball.announce-pairs.caused-foul",
        ("pair",),
        {"pair_announced": "no", "pair_caused_foul": "yes", "another_hand_intact": "no"},
    ),
    D(
        "new-player-kill",
        "lowball",
        "new player just sat down, wants a hand right away",
        "lowball.new-player-missed-blind.new-player",
        ("kill",),
        {"forced_bets": "blinds", "entering_player": "new-player", "kill_objection": "no"},
    ),
    D(
        "missed-blind-back-from-break",
        "lowball",
        "came back from break and missed his blind, wants to be dealt in",
        "lowball.new-player-missed-blind.missed-blind",
        ("not dealt in",),
        {"forced_bets": "blinds", "entering_player": "missed-blind"},
    ),
    D(
        "short-big-blind",
        "lowball",
        "he only has a third of the big blind when it's his turn to post",
        "lowball.less-than-half-blind.next-player-posts",
        ("next player",),
        {"short_of_half_blind": "yes"},
    ),
    D(
        "seven-calls-short-allin",
        "lowball",
        "all in for less than half a bet after the draw, the seven just called",
        "lowball.must-bet-sevens.short-all-in-call",
        ("call",),
        {
            "betting_structure": "limit",
            "short_all_in_bet": "yes",
            "seven_completed_bet": "no",
            "checked_seven_or_better": "yes",
        },
    ),
    D(
        "overcall-short-allin-lost",
        "lowball",
        "third guy overcalled the short all in and lost to the seven",
        "lowball.must-bet-sevens.overcall-refunded",
        ("back",),
        {
            "betting_structure": "limit",
            "short_all_in_bet": "yes",
            "seven_completed_bet": "no",
            "seven_had_best_hand": "yes",
        },
    ),
    D(
        "check-raise-with-nine",
        "lowball",
        "he checked a nine after the draw then raised",
        "lowball.must-bet-sevens.no-check-raise",
        ("nobody may check and then raise",),
        {"betting_structure": "limit", "betting_round": "second"},
    ),
    # -- Kansas City lowball -----------------------------------------------------------------------
    D(
        "kc-exposed-six",
        "kansas-city-lowball",
        "six got exposed on the deal in deuce to seven",
        "kansas-city-lowball.exposed-other-replaced",
        ("replaced",),
        {
            "betting_structure": "limit",
            "exposed_by_dealer_when": "before-draw",
            "exposure_kind": "face-up",
            "exposed_card": "6h",
            "exposed_card_deuce_to_seven_wheel_rank": "no",
        },
    ),
    D(
        "kc-exposed-deuce",
        "kansas-city-lowball",
        "dealer flipped a deuce before the draw in 2-7",
        "kansas-city-lowball.exposed-wheel-rank-taken",
        ("taken",),
        {
            "betting_structure": "limit",
            "exposed_by_dealer_when": "before-draw",
            "exposure_kind": "face-up",
            "exposed_card": "2s",
            "exposed_card_deuce_to_seven_wheel_rank": "yes",
        },
    ),
    D(
        "kc-checked-number-one",
        "kansas-city-lowball",
        "checked 7-5-4-3-2 after the draw, other guy says he had to bet",
        "kansas-city-lowball.no-sevens-rule",
        ("no penalty",),
        {"betting_structure": "limit", "checked_seven_or_better": "yes", "seven_had_best_hand": "yes"},
    ),
    D(
        "kc-check-raise",
        "kansas-city-lowball",
        "check raised after the draw in kansas city",
        "kansas-city-lowball.check-raise",
        ("whatever his hand",),
        {"betting_structure": "limit", "betting_round": "second"},
    ),
    D(
        "kc-wheel",
        "kansas-city-lowball",
        "he thinks A-2-3-4-5 is a straight in deuce to seven",
        "kansas-city-lowball.ace-five-high",
        ("king",),
        {"hand_is_a5432": "yes"},
    ),
    # -- Jacks Back --------------------------------------------------------------------------------
    D(
        "jb-nobody-opened",
        "jacks-back",
        "nobody had jacks, what now",
        "jacks-back.nobody-opens-goes-low",
        ("lowball",),
        {"nobody_opened": "yes"},
    ),
    D(
        "jb-forced-opener-raise",
        "jacks-back",
        "it went low, everyone just called, the forced opener wants to raise",
        "jacks-back.forced-opener-may-raise",
        ("raise",),
        {"side": "low", "big_blind_raised": "no"},
    ),
    D(
        "jb-check-raise-low",
        "jacks-back",
        "checked and raised after the draw when it went low",
        "jacks-back.no-check-raise-low",
        ("nobody may check and then raise",),
        {"side": "low"},
    ),
    D(
        "jb-check-raise-high",
        "jacks-back",
        "check raise in a pot opened for high",
        "jacks-back.check-raise-high",
        ("may always check and raise",),
        {"side": "high"},
    ),
    D(
        "jb-false-high-uncalled",
        "jacks-back",
        "opened for high without jacks and nobody called",
        "jacks-back.false-high-open-uncalled",
        ("dealt again", "does not move"),
        {
            "side": "high",
            "opener_has_openers": "no",
            "opener_alone": "yes",
            "callers_of_open": "0",
            "pot_raised_before_draw": "no",
            "predraw_action_complete": "yes",
            "opener_hand_fouled": "no",
        },
    ),
    D(
        "jb-short-forced-opener",
        "jacks-back",
        "it went low and the guy left of the button is short, under half the blind",
        "jacks-back.short-forced-opener",
        ("next player",),
        {"side": "low", "short_of_half_blind": "yes"},
    ),
]


# -- the driver ------------------------------------------------------------------------------------
def matches(output: str) -> list[tuple[int, str]]:
    """The numbered matches of the last "Which of these is it?" list: (number, topic)."""
    block = output.rsplit("Which of these is it?", 1)[1]
    found = []
    topics = {t.title: t.id for t in _BOOK.topics.values()}  # each line names a topic
    for line in block.splitlines():
        m = _MATCH.match(line)
        if m and m.group(2) in topics:
            found.append((int(m.group(1)), topics[m.group(2)]))
    return found


@dataclass
class Run:
    output: str
    exit_code: int
    position: int | None  # where the right topic came in the numbered list (1-5)
    asked: list[str]  # fact ids asked, in order
    unanswered: list[str]  # asked, but the story does not say
    typed: list[str]


def plan(d: Dispute) -> tuple[list[str], int | None, list[str], list[str]]:
    """What a floor person would type, worked out by playing the interview in-process through
    next_step: the words, the number the right topic has in the list shown, then the story's
    answer to each question asked ("unknown" where the story does not say)."""
    from rulings.floor.interview import Answer, Done, next_step
    from rulings.floor.typed import interpret

    typed, asked, unanswered = [], [], []
    position = None
    for words in filter(None, (d.words, d.retry)):
        typed.append(words)
        answers: list = []
        step = next_step(_BOOK, d.game, None, words, answers)
        if isinstance(step, Done) or step.kind != "topic":
            typed.append("0")
            continue
        position = next((n for n, m in enumerate(step.matches, 1) if m.topic == d.topic), None)
        if position is None:
            typed.append("0")
            continue
        typed.append(str(position))
        answers.append(interpret(step, str(position)))
        step = next_step(_BOOK, d.game, None, words, answers)
        while not isinstance(step, Done):
            fact = step.fact.id
            asked.append(fact)
            if fact not in d.answers:
                unanswered.append(fact)
            text = str(d.answers.get(fact, "unknown"))
            typed.append(text)
            answers.append(Answer(fact, None, unknown=True) if text == "unknown" else interpret(step, text))
            step = next_step(_BOOK, d.game, None, words, answers)
        return typed + ["n"], position, asked, unanswered
    return typed, None, asked, unanswered


def drive(cli, d: Dispute) -> Run:
    """The whole interview through `rulings ask`, typed in one go."""
    typed, position, asked, unanswered = plan(d)
    r = cli("ask", "--game", d.game, input="".join(f"{x}\n" for x in typed))
    return Run(r.output, r.exit_code, position, asked, unanswered, typed)


@pytest.mark.parametrize("d", [pytest.param(d, id=d.name) for d in DISPUTES])
def test_floor_dispute(cli, d):
    r = drive(cli, d)
    assert r.position is not None, f"{d.words!r}: {d.topic} not among the matches\n{r.output}"
    assert r.exit_code == 0, r.output
    out = " ".join(r.output.split())
    assert "RULING (" in out and "NOT DECIDED" not in out, out
    assert d.cite in out, f"want the citation {d.cite}\n{r.output}"
    ruling = out.split("RULING (", 1)[1]
    for key in d.says:
        assert key.lower() in ruling.lower(), f"want {key!r} in the ruling\n{r.output}"


def test_the_right_topic_is_usually_first():
    """Top-1 over the whole set: a floor person should rarely have to read down the list."""
    from rulings.engine.search import search

    first = 0
    for d in DISPUTES:
        seen = []
        for h in search(_BOOK, d.words, game=d.game, limit=40):
            if h.clause.topic not in seen:
                seen.append(h.clause.topic)
        first += bool(seen) and seen[0] == d.topic
    assert first / len(DISPUTES) >= 0.85, f"top-1 {first}/{len(DISPUTES)}"


# -- search-only probes: the same disputes in other words (shorthand, slang, typos) ---------------
@dataclass
class Probe:
    game: str
    words: str
    topic: str

    @property
    def name(self) -> str:
        return self.words


P = Probe
PROBES = [
    P("five-card-draw", "bb wants to raise his option", "live-blind"),
    P("lowball", "all limpers, can the big blind make it two bets", "live-blind"),
    P("five-card-draw", "who speaks first on the second round", "first-to-act"),
    P("jacks-or-better", "opener mucked, who leads after the draw", "first-to-act"),
    P("five-card-draw", "already four raises, seat 2 wants to reraise", "betting-cap"),
    P("jacks-or-better", "its capped right?", "betting-cap"),
    P("lowball", "asked him how many he drew and he lied", "cards-drawn-question"),
    P("five-card-draw", "dealer answered how many cards after the bet", "cards-drawn-question"),
    P("jacks-or-better", "wants 3 now instead of 2", "changing-draw"),
    P("five-card-draw", "card came face up in the deal", "exposed-card"),
    P("jacks-or-better", "dealer exposed a card during the draw", "exposed-card"),
    P("five-card-draw", "he tapped the table and there was a raise he didnt see", "rapping"),
    P("lowball", "player has 4 cards after the draw", "playing-hand"),
    P("jacks-or-better", "player is all in for part of the ante and opened", "all-in-open"),
    P("five-card-draw", "is the bug wild", "joker"),
    P("five-card-draw", "flush with the joker, is it ace ace high", "joker"),
    P("five-card-draw", "5 aces beats royal?", "hand-ranking"),
    P("five-card-draw", "sandbagged after the draw", "check-raise"),
    P("five-card-draw", "guts game, opener had garbage", "hand-qualifies"),
    P("jacks-or-better", "opener couldnt show jacks after 2 calls", "false-openers-pot"),
    P("jacks-or-better", "opened light and everybody folded", "false-openers-pot"),
    P("jacks-or-better", "can I open it now, the opener had only tens", "declare-after-false-open"),
    P("jacks-or-better", "opener tossed his cards before showing openers", "retrieve-openers"),
    P("jacks-or-better", "kept one jack and went for the flush", "splitting-openers"),
    P("jacks-or-better", "no one could open, everybody antes again?", "nobody-opens"),
    P("jacks-or-better", "false opener wants to pull back his raise", "false-opener-bets"),
    P("jacks-or-better", "must the opener show his hand if nobody calls", "show-openers"),
    P("lowball", "checked a seven low after the draw and won", "checked-seven"),
    P("lowball", "checked a 6-4 and got called down", "checked-seven"),
    P("lowball", "dealer boxed a trey before the draw", "exposed-card"),
    P("lowball", "dealer exposed a queen on the deal", "exposed-card"),
    P("lowball", "card flashed on the deal", "exposed-card"),
    P("lowball", "he called eight but had a nine", "miscalled-hand"),
    P("lowball", "said 7 low, really 8, other player threw his hand away", "miscalled-hand"),
    P("lowball", "showed a pair without calling it", "unannounced-pair"),
    P("lowball", "new guy wants to play this hand", "entering-hand"),
    P("lowball", "sat out his big blind", "entering-hand"),
    P("lowball", "only has 5 chips for a 20 big blind", "short-blind"),
    P("lowball", "allin for less than half bet after draw", "short-all-in-seven-call"),
    P("lowball", "what does the joker play as in lowball", "joker"),
    P("lowball", "is A-2-3-4-5 the nuts", "hand-ranking"),
    P("kansas-city-lowball", "2-7, dealer exposed a six", "exposed-card"),
    P("kansas-city-lowball", "is a wheel any good in 2-7", "hand-ranking"),
    P("kansas-city-lowball", "can he check raise with a 7-5", "check-raise"),
    P("kansas-city-lowball", "checked a number one in deuce to seven", "checked-seven"),
    P("jacks-back", "no one opened jacks back, now what", "nobody-opens"),
    P("jacks-back", "who has to open when it goes to lowball", "opening-requirement"),
    P("jacks-back", "check raise on the low side", "check-raise"),
    P("jacks-back", "false open for high, no callers", "false-openers-pot"),
    P("jacks-back", "button didnt move after the short player won", "short-blind-makeup"),
]


def test_the_right_topic_is_in_the_list_for_other_wordings():
    from rulings.engine.search import search

    misses = []
    for p in PROBES:
        seen = []
        for h in search(_BOOK, p.words, game=p.game, limit=40):
            if h.clause.topic not in seen:
                seen.append(h.clause.topic)
        if p.topic not in seen[:5]:
            misses.append(f"{p.words!r} ({p.game}): {seen[:5]}, want {p.topic}")
    assert len(misses) <= len(PROBES) // 10, "\n".join(misses)


# -- showdown disputes: `rulings compare` --------------------------------------------------------
SHOWDOWNS = [
    # (game, extra options, hands, the winner line, words each side must show)
    ("five-card-draw", [], ["As Ac Ad Ah Jk", "Ks Qs Js Ts 9s"], "Winner: hand 1, five aces", ["five aces"]),
    ("five-card-draw", [], ["Ah Qh 9h 6h Jk", "As Ks Qs 9s 5s"], "Winner: hand 1", ["joker as K"]),
    (
        "five-card-draw",
        [],
        ["Kc Jk 9d 6s 3h", "Qs Qd 8c 7h 2s"],
        "Winner: hand 2, pair of queens",
        ["ace-high, joker as an ace"],
    ),
    ("five-card-draw", [], ["Ac Jk 7d 5s 2h", "Kc Kd 9s 5h 3c"], "Winner: hand 1, pair of aces", ["joker as an ace"]),
    ("jacks-or-better", [], ["Jk Ks Qs Js Ts", "Ah Ad Ac 4s 4d"], "Winner: hand 1, royal flush", ["joker as A"]),
    ("lowball", [], ["5h 4d 3c 2s Ah", "6c 4h 3d 2c As"], "Winner: hand 1, wheel", []),
    ("lowball", [], ["5h 4h 3h 2h Ah", "6c 4d 3s 2c Ad"], "Winner: hand 1, wheel", []),  # suited: still a wheel
    ("lowball", [], ["Jk 2c 3d 5h 6s", "6h 5c 4d 2s Ac"], "Winner: hand 1", ["joker as an ace"]),
    ("lowball", [], ["Jk Ac 2d 3h 5s", "5c 4d 3s 2h Ad"], "Tie: hands 1 and 2", ["joker as a four"]),
    ("lowball", [], ["7h 5d 4c 3s 2h", "7c 5s 4d 3h 2c"], "Tie: hands 1 and 2", []),
    ("kansas-city-lowball", [], ["5h 4d 3c 2s Ah", "Kc Qd 9h 6s 3d"], "Winner: hand 2", ["ace-five high"]),
    ("kansas-city-lowball", [], ["7h 5d 4c 3s 2h", "7c 6s 4d 3h 2c"], "Winner: hand 1, seven-five low", []),
    ("kansas-city-lowball", [], ["8c 6d 5h 4s 3c", "7s 6h 5d 4c 3h"], "Winner: hand 1, eight-six low", []),
    ("jacks-back", ["--side", "low"], ["7s 5s 4s 3s 2s", "8c 6d 4h 3d 2d"], "Winner: hand 1, seven-five low", []),
]


@pytest.mark.parametrize(
    "game,options,hands,winner,shown", SHOWDOWNS, ids=[f"{s[0]}:{' v '.join(s[2])}" for s in SHOWDOWNS]
)
def test_showdown(cli, game, options, hands, winner, shown):
    r = cli("compare", "--game", game, *options, *hands)
    assert r.exit_code == 0, r.output
    out = r.output.translate(str.maketrans({"♠": "s", "♥": "h", "♦": "d", "♣": "c"}))
    assert winner in out, out
    for words in shown:
        assert words in out, out
    rules = {
        "five-card-draw": "five-card-draw.joker",
        "jacks-or-better": "five-card-draw.five-aces",
        "lowball": "lowball.low-hand-wins",
        "kansas-city-lowball": "kansas-city-lowball",
        "jacks-back": "jacks-back",
    }[game]
    assert rules in out.split("Rules:", 1)[1], out


def test_joker_in_deuce_to_seven_is_refused(cli):
    r = cli("compare", "--game", "kansas-city-lowball", "7h 5d 4c 3s Jk", "7c 6s 4d 3h 2c")
    assert r.exit_code == 2 and "52-card deck" in r.output


def test_five_aces_and_a_royal_flush_cannot_both_be_dealt(cli):
    # The book ranks five aces over a royal flush, but one 53-card deck cannot hold both
    # (five aces takes every ace and the joker): the tool says so rather than ranking them.
    r = cli("compare", "--game", "five-card-draw", "As Ac Ad Ah Jk", "Kh Qh Jh Th Jk")
    assert r.exit_code == 2 and "joker is in both" in r.output
