"""Quizzes: generated from the rulebook, keyed by the engine and the evaluator, the same for the same seed."""

import json

import pytest
from markupsafe import escape

from rulings.cards.notation import RANK_CHARS, parse_hands
from rulings.rules.conditions import evaluate
from rulings.engine.context import Context
from rulings.engine.topic import DECIDED, Topical
from rulings.errors import BadInput
from rulings.cards.hands import evaluate as value_of, winners
from rulings.rules.model import HouseProfile
from rulings.cards.qualifiers import has_openers, seven_or_better
from rulings.training.quiz import Maker


def make_quiz(book, count, **kw):
    return Maker(book, **kw).quiz(count)

SEEDS = range(12)


def check_item(book, item):
    """The keyed answer is what the engine or the evaluator says; no wrong choice is also right.
    Worked out here from the item's facts or cards, not from the quiz's own reasoning."""
    keys = [c.key for c in item.choices]
    texts = [c.text for c in item.choices]
    assert 0 <= item.answer < len(item.choices)
    assert len(set(keys)) == len(keys) and len(set(texts)) == len(texts), item.id
    assert item.citation and item.section in book.sections, item.id
    game = book.game(item.game)
    if item.kind in ("situation", "exposed"):
        assert len(item.choices) == 4, item.id
        ctx = Context(book, item.game, HouseProfile(options=item.house), item.facts)
        top = Topical(book, item.game, item.topic)
        d = top.decide(ctx)
        assert d.status == DECIDED, item.id
        (outcome,) = d.outcomes
        held = [it for it in top.items if evaluate(it[1], ctx.value) is True]
        right = book.clauses[item.correct.key]
        assert right.outcome == outcome and right in top.winners(held), item.id
        assert (right.section, right.paragraph) == (item.section, item.paragraph)
        for n, c in enumerate(item.choices):
            if n == item.answer:
                continue
            clause = book.clauses[c.key]
            assert clause.outcome != outcome, (item.id, c.key)
            if clause.topic != item.topic:
                assert evaluate(book.effective_condition(game, clause), ctx.value) is not True, (item.id, c.key)
        if item.kind == "exposed":  # the card is told, and the ruling comes from the exposed-card topic
            assert item.topic == "exposed-card" and any("card" in q.lower() for q, _ in item.story)
        return
    kind, _, rest = item.id.partition("/")
    _, side, payload = rest.split("/", 2)
    side = None if side == "-" else side
    hands = parse_hands(payload.split("+"), deck=game.default_deck)
    if kind == "showdown":
        best = winners([value_of(h, game.ranking_for(side)) for h in hands])
        assert item.correct.key == (f"seat-{best[0] + 1}" if len(best) == 1 else "split"), item.id
    elif kind == "joker":
        played = value_of(hands[0], game.ranking_for(side)).joker_as
        assert item.correct.key == RANK_CHARS[played.rank], item.id
        assert all(c.key != RANK_CHARS[played.rank] for n, c in enumerate(item.choices) if n != item.answer)
    elif kind == "openers":
        assert item.correct.key == ("yes" if has_openers(hands[0], game.opening_requirement) else "no"), item.id
    elif kind == "seven":
        assert item.correct.key == ("yes" if seven_or_better(hands[0], game.ranking_for(side)) else "no"), item.id
    else:
        raise AssertionError(f"unknown kind {kind}")


@pytest.mark.parametrize("game", [None, "five-card-draw", "jacks-or-better", "lowball", "kansas-city-lowball", "jacks-back"])
def test_same_seed_same_quiz(book, game):
    def shape(items):
        return [(i.id, [c.text for c in i.choices], i.answer, i.story, i.setting) for i in items]

    first = make_quiz(book, 12, seed=7, game=game)
    assert shape(first) == shape(make_quiz(book, 12, seed=7, game=game))
    assert [i.id for i in first] != [i.id for i in make_quiz(book, 12, seed=8, game=game)]
    assert len(first) == 12 and len({i.id for i in first}) == 12


@pytest.mark.parametrize("game", ["five-card-draw", "jacks-or-better", "lowball", "kansas-city-lowball", "jacks-back"])
def test_every_generated_item_is_keyed_by_the_engine_or_evaluator(book, game):
    kinds = set()
    for seed in SEEDS:
        for item in make_quiz(book, 15, seed=seed, game=game):
            check_item(book, item)
            kinds.add(item.kind)
    assert {"situation", "showdown"} <= kinds
    g = book.game(game)
    if g.opening_requirement != "none":
        assert "openers" in kinds
    if g.ranking != "high":
        assert "seven" in kinds


@pytest.mark.parametrize("game", ["five-card-draw", "jacks-or-better", "lowball", "kansas-city-lowball", "jacks-back"])
def test_every_clause_example_that_can_be_asked_is_keyed_right(book, game):
    maker = Maker(book, "all", game)
    built = [maker.build(i) for i in maker.situation_ids()]
    asked = [i for i in built if i]
    assert len(asked) > len(built) / 3
    for item in asked:
        check_item(book, item)


def test_card_and_exposed_questions_over_many_deals(book):
    import random

    for game in book.games:
        maker = Maker(book, "deals", game)
        rng = random.Random(game)
        for kind, g, side in maker.deal_kinds():
            for _ in range(25):
                item = maker.build(maker.deal(kind, g, side, rng))
                if kind != "exposed":
                    assert item is not None
                if item:
                    check_item(book, item)


def test_item_ids_are_stable_and_rebuild_the_same_question(book):
    items = make_quiz(book, 15, seed=3, game="lowball")
    other = Maker(book, "another seed", "lowball")
    for item in items:
        again = other.build(item.id)
        assert again.id == item.id and again.question == item.question and again.story == item.story
        assert again.correct.key == item.correct.key and again.citation == item.citation
        if item.kind in ("showdown", "openers", "seven"):  # fixed choices; the others are drawn by the seed
            assert [c.text for c in again.choices] == [c.text for c in item.choices]


def test_situation_ids_come_from_clause_and_example(book):
    ids = Maker(book, 0, "jacks-or-better").situation_ids()
    clause = book.clauses["draw.betting-cap.four-raises"]
    assert f"situation/{clause.id}/0" in ids
    item = Maker(book, 0, "jacks-or-better").build(f"situation/{clause.id}/0")
    assert item.correct.key == clause.id and item.citation == book.citation(clause)
    assert item.story, "the example's facts are told"


def test_section_and_part_filters(book):
    for item in make_quiz(book, 6, seed=1, game="lowball", section="lowball.exposed-cards"):
        assert item.section == "lowball.exposed-cards"
    parts = {book.sections[i.section].part for i in make_quiz(book, 10, seed=1, section="lowball")}
    assert parts == {"lowball"}


def test_bad_game_and_section(book):
    with pytest.raises(BadInput, match="unknown game"):
        make_quiz(book, 3, game="stud")
    with pytest.raises(BadInput, match="did you mean draw.betting-cap"):
        make_quiz(book, 3, section="draw.betting-capp")


# -- the command line ----------------------------------------------------------------------------
def _answers(items, right: set):
    """Typed answers: right for the question numbers in `right`, wrong otherwise."""
    out = []
    for n, item in enumerate(items):
        out.append(item.answer + 1 if n in right else (item.answer + 1) % len(item.choices) + 1)
    return "".join(f"{a}\n" for a in out)


def test_a_full_quiz_typed_through_the_cli(book, cli, tmp_path):
    db = tmp_path / "p.db"
    items = make_quiz(book, 4, seed=11, game="jacks-or-better")
    r = cli("quiz", "--game", "jacks-or-better", "--count", "4", "--seed", "11",
               "--trainee", "ana", "--db", str(db), input=_answers(items, {0, 2}))
    assert r.exit_code == 0, r.output
    out = r.stdout
    assert out.count("Your answer (1-") == 4
    assert out.count("Right.") == 2 and out.count("Wrong: the answer is") == 2
    for item in items:
        assert item.citation in out
    assert "Score: 2 of 4 (50%)." in out
    review = out.split("Sections to review:")[1]
    assert items[1].citation in review and items[3].citation in review
    assert items[0].citation not in review or items[0].section in (items[1].section, items[3].section)


def test_quiz_json_transcript(book, cli, tmp_path):
    items = make_quiz(book, 3, seed=5, game="lowball")
    r = cli("quiz", "-g", "lowball", "-n", "3", "--seed", "5", "--db", str(tmp_path / "p.db"),
               "--json", input=_answers(items, {1}))
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)  # JSON alone on stdout; the questions went to stderr
    assert data["score"] == 1 and data["finished"] is True and data["seed"] == "5"
    for got, item, right in zip(data["items"], items, (False, True, False)):
        assert got["id"] == item.id and got["correct"] == item.answer + 1 and got["right"] is right
        assert got["choices"] == [c.text for c in item.choices] and got["citation"] == item.citation
        assert got["chosen"] == (item.answer + 1 if right else (item.answer + 1) % len(item.choices) + 1)
    assert "Question 1 of 3" in r.stderr


def test_bad_answers_are_asked_again_and_q_stops(book, cli, tmp_path):
    items = make_quiz(book, 3, seed=2, game="five-card-draw")
    typed = f"9\nabc\n{items[0].answer + 1}\nq\n"
    r = cli("quiz", "-g", "five-card-draw", "-n", "3", "--seed", "2", "--db", str(tmp_path / "p.db"),
               input=typed)
    assert r.exit_code == 0, r.output
    assert r.stdout.count("Type a number from 1 to") == 2
    assert "Stopped after 1 of 3 questions." in r.stdout and "Score: 1 of 1 (100%)." in r.stdout


def test_input_ending_early_saves_what_was_answered(book, cli, tmp_path):
    items = make_quiz(book, 3, seed=2, game="five-card-draw")
    r = cli("quiz", "-g", "five-card-draw", "-n", "3", "--seed", "2", "--trainee", "bo",
               "--db", str(tmp_path / "p.db"), input=f"{items[0].answer + 1}\n")
    assert r.exit_code == 1
    assert "Input ended after 1 of 3 questions" in r.stderr
    s = cli("quiz", "stats", "--trainee", "bo", "--db", str(tmp_path / "p.db"), "--json")
    assert json.loads(s.stdout)["answered"] == 1


@pytest.mark.parametrize("args,message", [
    (["--game", "stud"], "unknown game 'stud'"),
    (["--section", "nowhere"], "unknown section 'nowhere'"),
    (["--count", "0"], "--count takes a whole number from 1 to 200, got 0"),
    (["--count", "many"], "--count takes a whole number from 1 to 200, got 'many'"),
    (["--count", "500"], "got 500"),
    (["--print", "--format", "docx"], "unknown format 'docx': choose one of md, html, pdf"),
    (["-o", "x.html"], "-o and --format go with --print"),
])
def test_bad_input_is_one_line_and_exit_2(cli, args, message):
    r = cli("quiz", *args, input="")
    assert r.exit_code == 2
    assert message in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1 and "Traceback" not in r.output


# -- printed sheets ------------------------------------------------------------------------------
def test_printed_html_sheet_has_its_answer_key_on_a_separate_page(book, cli, tmp_path):
    a, b = tmp_path / "a.html", tmp_path / "b.html"
    for path in (a, b):
        r = cli("quiz", "--print", "--seed", "42", "-n", "6", "-g", "lowball", "-o", str(path))
        assert r.exit_code == 0, r.output
    html = a.read_text(encoding="utf-8")
    assert html == b.read_text(encoding="utf-8")
    assert ".answer-key { break-before: page; page-break-before: always; }" in html
    quiz_part, key_part = html.split('<section class="answer-key">')
    items = make_quiz(book, 6, seed=42, game="lowball")
    for item in items:  # every choice on the quiz page, every key with its citation on the key page
        for choice in item.choices:
            assert f"<li>{escape(choice.text)}</li>" in quiz_part
        assert f"{escape(item.explanation)} <span class=\"cite\">{escape(item.citation)}</span>" in key_part
    assert "&#34;California&#34;" in key_part  # autoescaped: Lowball (ace-to-five, "California")
    assert "<li><strong>%d.</strong>" % (items[0].answer + 1) in key_part
    other = cli("quiz", "--print", "--seed", "43", "-n", "6", "-g", "lowball", "--format", "html")
    assert other.stdout != html


def test_printed_markdown_sheet_is_the_same_for_the_same_seed(cli):
    one = cli("quiz", "--print", "--seed", "9", "-n", "5")
    two = cli("quiz", "--print", "--seed", "9", "-n", "5")
    assert one.exit_code == 0 and one.stdout == two.stdout
    quiz_part, key_part = one.stdout.split("page-break-before: always")
    assert "# Answer key: sheet 9" in key_part and "Answer key" not in quiz_part
    assert "rulings quiz --print --seed 9 --count 5" in quiz_part


def test_pdf_without_weasyprint_names_the_extra(cli, tmp_path, monkeypatch):
    import builtins

    real = builtins.__import__

    def no_weasyprint(name, *args, **kwargs):
        if name == "weasyprint":
            raise ImportError("no weasyprint")
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_weasyprint)
    out = tmp_path / "sheet.pdf"
    r = cli("quiz", "--print", "--seed", "1", "-o", str(out))
    assert r.exit_code == 2
    assert "pip install 'rulings[pdf]'" in r.stderr and len(r.stderr.strip().splitlines()) == 1
    assert not out.exists()


def test_pdf_sheet_when_weasyprint_is_installed(cli, tmp_path):
    pytest.importorskip("weasyprint")
    out = tmp_path / "sheet.pdf"
    r = cli("quiz", "--print", "--seed", "1", "-n", "4", "-o", str(out))
    assert r.exit_code == 0, r.output
    assert out.read_bytes().startswith(b"%PDF")


def test_pdf_needs_a_file(cli):
    r = cli("quiz", "--print", "--format", "pdf")
    assert r.exit_code == 2 and "give -o FILE.pdf" in r.stderr
