"""Printed summaries (`rulings summary`): the rules in force per game and room, the quick card,
the hand chart, escaping, page counts of the PDF, and bad input."""

from __future__ import annotations

import re
import subprocess
import sys
from itertools import product
from math import comb
from pathlib import Path

import pytest

from rulings.cards import counts as hc
from rulings.printing import documents, summary as sm
from rulings.rules.conditions import evaluate, facts_in
from rulings.engine.context import Context
from rulings.engine.topic import Topical, situations
from rulings.rules.model import HouseProfile

GAMES = ["five-card-draw", "jacks-or-better", "lowball", "kansas-city-lowball", "jacks-back"]
ALTERNATES = {"raise_cap": "six-raises", "heads_up_cap": "removed", "first_round_ante": "bet-or-fold",
              "progressive_openers": "on", "new_player_kill": "unless-objection", "ante_limit": "set"}


def _weasyprint_or_skip():
    try:
        import weasyprint  # noqa: F401
    except (ImportError, OSError) as e:
        pytest.skip(f"WeasyPrint is not installed or cannot load Pango ({type(e).__name__}): PDF page counts "
                    "are not checked here; CI installs the pdf extra (pip install '.[pdf]')")


def expected_clauses(book, game: str, house: HouseProfile) -> set[str]:
    """Every clause that is the ruling in at least one situation of the game under the house options:
    all combinations of the facts each topic reads, decided with the engine's precedence (brute force,
    independent of the summary's own pruned search)."""
    ctx = Context(book, game, house)
    out: set[str] = set()
    for tid in {c.topic for c in book.clauses_for(ctx.game)}:
        top = Topical(book, game, tid)
        facts = top.open_facts(ctx, top.items, every_way=True)
        for child in situations(ctx, facts, limit=10**6):  # no stop: every combination
            true = [item for item in top.items if evaluate(item[1], child.value) is True]
            out |= {c.id for c in top.winners(true)}
    return out


def flat(text: str) -> str:
    return " ".join(text.split())


def html_clauses(html: str) -> set[str]:
    return set(re.findall(r'data-clause="([^"]+)"', html))


@pytest.fixture
def house_file(tmp_path):
    def write(text: str) -> Path:
        p = tmp_path / "room.yaml"
        p.write_text(text, encoding="utf-8")
        return p

    return write


# -- what the summary lists -------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("options", [{}, ALTERNATES], ids=["main-rules", "alternates"])
def test_summary_lists_exactly_the_clauses_that_hold(book, game, options):
    house = HouseProfile(name="Test room", options=dict(options))
    expected = expected_clauses(book, game, house)
    assert expected, f"{game}: no clause holds"
    view = sm.build(book, game, house, with_charts=False)
    html = documents.render([view], "html", book=book)
    assert html_clauses(html) == expected
    assert {r.id for r in view.rules} == expected
    # the project's own words and the citation of each clause are in the printed text
    txt = flat(documents.render([view], "txt", book=book))
    for cid in expected:
        c = book.clauses[cid]
        assert flat(c.title) in txt, cid
        if "{" not in c.ruling:
            assert flat(c.ruling) in txt, cid
        assert f"{c.section} ¶{c.paragraph}" in txt, cid
    # nothing another game's part owns, nor a clause the game's own rules override
    mine = {c.id for c in book.clauses_for(book.game(game))}
    unique_titles = {}
    for c in book.clauses.values():
        unique_titles.setdefault(c.title, []).append(c.id)
    for c in book.clauses.values():
        if c.id in expected:
            continue
        assert f'"{c.id}"' not in html and f"rule-{c.id}\"" not in html, f"{game}: {c.id} should not be listed"
        if c.id not in mine and unique_titles[c.title] == [c.id]:
            assert flat(c.title) not in txt, f"{game}: {c.id} belongs to another game"


def test_rules_are_grouped_by_section_in_outline_order(book):
    view = sm.build(book, "jacks-back", with_charts=False)
    order = [book.sections[s.id].order for p in view.parts for s in p.sections]
    assert order == sorted(order)
    assert [p.id for p in view.parts] == [p for p in book.game("jacks-back").part_ids() if any(
        p == q.id for q in view.parts)]


def test_a_game_part_that_holds_on_one_side_says_so(book):
    view = sm.build(book, "jacks-back", with_charts=False)
    sides = {p.id: p.only_when for p in view.parts}
    if "lowball" in sides:
        assert sides["lowball"] == book.facts["side"].label("low")


# -- house options ----------------------------------------------------------------------------------
def test_an_alternate_changes_the_rendered_text(book, cli, house_file):
    path = house_file("name: The Oak Room\noptions:\n  raise_cap: six-raises\n")
    main = cli("summary", "--game", "jacks-or-better", "--quick")
    alt = cli("summary", "--game", "jacks-or-better", "--quick", "--house", path)
    assert main.exit_code == alt.exit_code == 0, alt.output
    assert main.stdout != alt.stdout
    assert "a bet and 4 raises" in main.stdout and "a bet and 6 raises" in alt.stdout
    full = cli("summary", "--game", "jacks-or-better", "--house", path, "--format", "html")
    assert full.exit_code == 0
    assert "This room: a bet and six raises" in full.stdout
    assert "a bet and four raises (replaced by the alternate)" in full.stdout
    ids = html_clauses(full.stdout)
    assert "draw.betting-cap.six-raises" in ids and "draw.betting-cap.four-raises" not in ids
    txt = flat(cli("summary", "--game", "jacks-or-better", "--house", path).stdout)
    assert "This room: a bet and six raises (alternate rule; the book's main rule: a bet and four raises)" in txt


def test_options_listed_are_those_that_matter_in_the_game(book):
    # new players killing the pot is a lowball option; progressive openers need an opening requirement
    assert "new_player_kill" in {o.id for o in sm.build(book, "lowball", with_charts=False).options}
    five = {o.id for o in sm.build(book, "five-card-draw", with_charts=False).options}
    assert "new_player_kill" not in five and "progressive_openers" not in five
    assert "raise_cap" in five


def test_house_text_is_inert_in_html_and_markdown(book, cli, house_file):
    path = house_file('name: "<script>alert(1)</script> Room"\n'
                      'note: "<img src=x onerror=alert(2)> & *bold* [link](http://x)"\n')
    html = cli("summary", "--game", "lowball", "--house", path, "--format", "html")
    assert html.exit_code == 0, html.output
    assert "<script" not in html.stdout.lower() and "<img" not in html.stdout.lower()
    assert "&lt;script&gt;alert(1)&lt;/script&gt; Room" in html.stdout
    quick = cli("summary", "--game", "lowball", "--house", path, "--format", "html", "--quick")
    assert "<script" not in quick.stdout.lower() and "&lt;script&gt;" in quick.stdout
    md = cli("summary", "--game", "lowball", "--house", path, "--format", "md")
    assert "<script" not in md.stdout and "<img" not in md.stdout and "&lt;script&gt;" in md.stdout
    assert "\\*bold\\*" in md.stdout and "\\[link\\]" in md.stdout


# -- the quick-reference card ---------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_quick_card_covers_the_required_points(book, game):
    view = sm.build(book, game, with_charts=False)
    headings = [r.heading for r in view.quick]
    assert headings[:3] == ["Forced bets", "Order of action", "Raise cap"]
    assert "Opening requirement" in headings and "Exposed cards" in headings
    holding = {r.id for r in view.rules}
    for row in view.quick:
        for line in row.lines:
            assert {r.id for r in line.rules} <= holding  # only rules in force
            assert line.rules or row.heading == "Opening requirement"  # else the game's own fact
    cap = next(r for r in view.quick if r.heading == "Raise cap")
    assert any("a bet and 4 raises" in line.label for line in cap.lines)


def test_quick_card_follows_the_house_cap(book):
    view = sm.build(book, "lowball", HouseProfile(options={"raise_cap": "six-raises", "heads_up_cap": "removed"}),
                    with_charts=False)
    cap = next(r for r in view.quick if r.heading == "Raise cap")
    labels = " | ".join(line.label for line in cap.lines)
    assert "a bet and 6 raises" in labels
    ids = {r.id for line in cap.lines for r in line.rules}
    assert "draw.betting-cap.removed-heads-up" in ids and "draw.betting-cap.four-raises" not in ids


def test_quick_prints_only_the_card(cli):
    r = cli("summary", "--game", "kansas-city-lowball", "--quick")
    assert r.exit_code == 0, r.output
    assert "QUICK REFERENCE" in r.stdout and "THE RULES" not in r.stdout and "HAND RANKINGS" not in r.stdout


# -- the hand-ranking chart -----------------------------------------------------------------------
@pytest.mark.parametrize("deck,ranking", [(52, "high"), (53, "high"), (53, "ace-to-five"), (52, "ace-to-five"),
                                          (52, "deuce-to-seven")])
def test_category_counts_sum_to_the_hands_in_the_deck(deck, ranking):
    counts = hc.hand_counts(deck, ranking)
    assert sum(counts.values()) == comb(deck, 5) == {52: 2_598_960, 53: 2_869_685}[deck]
    from rulings.cards.hands import categories

    assert list(counts) == list(categories(ranking))  # best first, the evaluator's categories


def test_known_counts_for_52_card_high_hands():
    counts = hc.hand_counts(52, "high")
    assert counts["straight-flush"] == 40 and counts["four-of-a-kind"] == 624
    assert counts["full-house"] == 3744 and counts["pair"] == 1_098_240


def test_counts_are_cached_by_deck_ranking_and_evaluator(tmp_path, monkeypatch, cli):
    monkeypatch.setenv("RULINGS_CACHE_DIR", str(tmp_path))
    r = cli("summary", "--game", "kansas-city-lowball")
    assert r.exit_code == 0, r.output
    assert "Counting the 52-card deck" in r.stderr  # the progress bar, on stderr
    assert "2,598,960" in r.stdout
    files = list(tmp_path.glob("hand-counts-52-deuce-to-seven-*.json"))
    assert [f.name for f in files] == [f"hand-counts-52-deuce-to-seven-{hc.evaluator_version()}.json"]
    import rulings.cards.hands

    def boom(*a, **k):
        raise AssertionError("counted again despite the cache")

    monkeypatch.setattr(rulings.cards.counts, "category_counts", boom)
    again = cli("summary", "--game", "kansas-city-lowball")
    assert again.exit_code == 0 and "Counting" not in again.stderr
    assert again.stdout[again.stdout.index("HAND RANKINGS"):].split("Printed")[0] == \
        r.stdout[r.stdout.index("HAND RANKINGS"):].split("Printed")[0]
    files[0].write_text("{not json")  # a damaged cache is counted again, not trusted
    monkeypatch.undo()
    monkeypatch.setenv("RULINGS_CACHE_DIR", str(tmp_path))
    assert sum(hc.hand_counts(52, "deuce-to-seven").values()) == 2_598_960


def test_charts_follow_the_game_and_the_house_deck(book):
    jb = sm.build(book, "jacks-back")
    assert [c.ranking for c in jb.charts] == ["high", "ace-to-five"]
    assert all(c.deck == 53 and c.total == 2_869_685 for c in jb.charts)
    five = sm.build(book, "five-card-draw", HouseProfile(options={"deck": 52}))
    (chart,) = five.charts
    assert chart.deck == 52 and "five-aces" not in [r.category for r in chart.rows]  # no joker, no five aces
    assert sum(r.count for r in chart.rows) == 2_598_960
    assert sm.build(book, "five-card-draw").charts[0].rows[0].category == "five-aces"


# -- formats, templates, the booklet --------------------------------------------------------------
def test_formats_render(cli, tmp_path):
    for fmt in ("html", "md", "txt"):
        out = tmp_path / f"s.{fmt}"
        r = cli("summary", "--game", "lowball", "-o", out)
        assert r.exit_code == 0, r.output
        text = out.read_text(encoding="utf-8")
        assert "Lowball" in text and "2,869,685" in text
    html = (tmp_path / "s.html").read_text(encoding="utf-8")
    assert "@media print" in html and "break-inside: avoid" in html and "counter(page)" in html
    assert 'name="viewport"' in html and "max-width: 40rem" in html  # readable on a phone


def test_paper_size(cli):
    r = cli("summary", "--game", "lowball", "--quick", "--format", "html", "--paper", "a4")
    assert re.search(r"^\s*size: A4;", r.stdout, re.M)
    assert not re.search(r"^\s*size:", cli("summary", "--game", "lowball", "--quick", "--format", "html").stdout, re.M)


def test_booklet_of_every_game(book, cli):
    r = cli("summary", "--all", "--format", "md")
    assert r.exit_code == 0, r.output
    for g in book.games.values():
        assert f"## {g.title}" in r.stdout
    html = cli("summary", "--all", "--format", "html", "--quick").stdout
    assert html.count('<article class="card"') == len(book.games)


def test_template_dir_overrides_by_name(cli, tmp_path):
    (tmp_path / "quick.txt.j2").write_text("CARD {% for g in games %}{{ g.title }}{% endfor %}\n")
    r = cli("summary", "--game", "lowball", "--quick", "--template-dir", tmp_path)
    assert r.exit_code == 0 and r.stdout.startswith("CARD Lowball")
    # templates it does not override come from the shipped ones
    assert "QUICK REFERENCE" in cli("summary", "--game", "lowball", "--template-dir", tmp_path).stdout


def test_a_broken_room_template_is_one_line(cli, tmp_path):
    (tmp_path / "quick.txt.j2").write_text("{{ games[0].no_such_field }}\n")
    r = cli("summary", "--game", "lowball", "--quick", "--template-dir", tmp_path)
    assert r.exit_code == 2 and "no_such_field" in r.stderr and len(r.stderr.strip().splitlines()) == 1
    (tmp_path / "quick.txt.j2").write_text("{% for %}\n")
    r = cli("summary", "--game", "lowball", "--quick", "--template-dir", tmp_path)
    assert r.exit_code == 2 and "quick.txt.j2:1" in r.stderr


# -- bad input ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("args,words", [
    (["--game", "stud"], "unknown game 'stud'"),
    (["--game", "lowball", "--format", "docx"], "unknown format 'docx'"),
    (["--game", "lowball", "--template-dir", "/no/such/dir"], "template directory"),
    (["--game", "lowball", "--house", "/no/such/room.yaml"], "room.yaml"),
    (["--game", "lowball", "--paper", "legal"], "unknown paper size"),
    ([], "--game GAME or --all"),
    (["--game", "lowball", "--all"], "--game GAME or --all"),
])
def test_bad_input_is_one_line_and_exit_2(cli, args, words):
    r = cli("summary", *args)
    assert r.exit_code == 2, r.output
    assert words in r.stderr and len(r.stderr.strip().splitlines()) == 1
    assert "Traceback" not in r.output


def test_bad_house_file_names_the_line(cli, house_file):
    path = house_file("name: x\noptions:\n  raise_cap: nine-raises\n")
    r = cli("summary", "--game", "lowball", "--house", path)
    assert r.exit_code == 2 and "raise_cap" in r.stderr and "nine-raises" in r.stderr


def test_pdf_without_weasyprint_says_how_to_install(cli, monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "weasyprint", None)  # import fails as if not installed
    r = cli("summary", "--game", "lowball", "--format", "pdf", "-o", tmp_path / "x.pdf")
    assert r.exit_code == 2
    assert "pip install 'rulings[pdf]'" in r.stderr and len(r.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "x.pdf").exists()


def test_cli_start_up_does_not_load_the_summary():
    code = "import sys, rulings.cli.app; print('rulings.printing.summary' in sys.modules, 'jinja2' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["False", "False"]


# -- PDF page counts (WeasyPrint) -------------------------------------------------------------------
ROOMS = {
    "the book": HouseProfile(),
    "alternates": HouseProfile(name="A Room With Every Alternate Adopted", path="x", options=dict(ALTERNATES)),
    "antes, no-limit": HouseProfile(name="Ante Room", path="x", games={
        g: {"forced_bets": "antes", "betting_structure": "no-limit"} for g in ("five-card-draw", "lowball")}),
}


def _boxes(box, ancestors=()):
    """Every layout box of a WeasyPrint page, with the classes and tags of the elements above it."""
    el = box.element
    here = ancestors + (((el.get("class") or "") + " " + el.tag) if el is not None else "",)
    yield box, here
    for child in getattr(box, "children", None) or []:
        yield from _boxes(child, here)


def _text_boxes(page):
    """The text of the page's own flow (not the running headers and page numbers), in document order."""
    for flow in page._page_box.children:
        if type(flow).__name__ == "MarginBox":
            continue
        for box, where in _boxes(flow):
            if type(box).__name__ == "TextBox" and box.text.strip():
                yield box, where


@pytest.mark.parametrize("paper", ["letter", "a4"])
@pytest.mark.parametrize("room", list(ROOMS))
def test_quick_card_is_one_pdf_page_in_11_pt_or_more(book, paper, room):
    _weasyprint_or_skip()
    for view in sm.build_all(book, GAMES, ROOMS[room], with_charts=False):
        doc = documents.render_pdf([view], quick=True, paper=paper, book=book)
        assert len(doc.pages) == 1, f"{view.id} quick card ({room}) on {paper}: {len(doc.pages)} pages"
        small = {
            (round(box.style["font_size"] * 0.75, 1), box.text)
            for box, where in _text_boxes(doc.pages[0])
            if box.style["font_size"] * 0.75 < 11 and not any(c in w.split() for w in where for c in ("cite", "cites", "colophon"))
        }
        assert not small, f"{view.id} ({room}): text under 11 pt: {sorted(small)[:5]}"
        sizes = {round(box.style["font_size"] * 0.75, 1) for box, where in _text_boxes(doc.pages[0])
                 if any("cite" in w.split() for w in where)}
        assert sizes and max(sizes) < 9, f"{view.id}: citations should be small, are {sizes}"


def _headings_at_the_foot(doc) -> list[str]:
    """Headings that end a page: the last text of the page's flow is a heading's."""
    out = []
    for n, page in enumerate(doc.pages, 1):
        texts = list(_text_boxes(page))
        if n < len(doc.pages) and texts:
            box, where = texts[-1]
            if any(w.split()[-1] in ("h1", "h2", "h3", "h4") for w in where if w.split()):
                out.append(f"page {n}: {box.text!r}")
    return out


def test_no_heading_is_left_alone_at_the_foot_of_a_page(book):
    _weasyprint_or_skip()
    from rulings.printing.booklet import booklet

    made = booklet(book, GAMES, ROOMS["alternates"], with_charts=True)
    doc = documents.render_pdf(made.games, book=book, paper="letter", shared=made.shared)
    assert len(doc.pages) > 10
    assert _headings_at_the_foot(doc) == []
    for game in ("jacks-back", "lowball"):
        doc = documents.render_pdf([sm.build(book, game)], paper="a4", book=book)
        assert _headings_at_the_foot(doc) == [], game


def test_the_check_for_a_heading_at_the_foot_finds_one(book):
    """The check above can fail: a page forced to break right after a heading is caught."""
    _weasyprint_or_skip()
    html = documents.render([sm.build(book, "lowball", with_charts=False)], "pdf", book=book, paper="letter")
    html = html.replace("<h2>House options</h2>", '<h2 style="break-after: page">House options</h2>')
    assert [h.split(": ", 1)[1] for h in _headings_at_the_foot(documents.pdf_document(html))] == ["'House options'"]


MAX_PAGES = 20  # a game's full summary, Letter or A4; Jacks Back, the longest, takes about 14


def test_full_summary_pages_are_bounded(book):
    _weasyprint_or_skip()
    for game in GAMES:
        doc = documents.render_pdf([sm.build(book, game)], paper="letter", book=book)
        assert 2 <= len(doc.pages) <= MAX_PAGES, f"{game}: {len(doc.pages)} pages"


def test_pdf_from_the_cli(cli, tmp_path):
    _weasyprint_or_skip()
    out = tmp_path / "card.pdf"
    r = cli("summary", "--game", "jacks-back", "--quick", "-o", out, "--paper", "a4")
    assert r.exit_code == 0, r.output
    assert out.read_bytes()[:5] == b"%PDF-" and "(1 page)" in r.stderr


# -- the quick card for one table ---------------------------------------------------------------------
def _card_text(book, game, house=None) -> str:
    return flat(documents.render([sm.build(book, game, house, with_charts=False)], "txt", quick=True, book=book))


def test_the_card_is_drawn_for_the_room_s_table(book):
    """A room that plays antes gets no blind lines, and the other way round."""
    table = {"betting_structure": "limit", "deck": 53}
    antes = HouseProfile(name="Ante Room", path="x", games={"five-card-draw": {"forced_bets": "antes", **table}})
    blinds = HouseProfile(name="Blind Room", path="x", games={"five-card-draw": {"forced_bets": "blinds", **table}})
    for house, absent in ((antes, "draw.button-blinds-antes.three-blinds"), (blinds, "draw.button-blinds-antes.antes")):
        view = sm.build(book, "five-card-draw", house, with_charts=False)
        on_card = {r.id for row in view.quick for line in row.lines for r in line.rules}
        assert absent not in on_card and view.assumed == []
        text = _card_text(book, "five-card-draw", house)
        assert "as the table is set up" not in text and "not set for this room" not in text
    assert "blinds" not in _card_text(book, "five-card-draw", antes).split("ORDER OF ACTION")[1].split("RAISE CAP")[0]


def test_without_a_setup_the_card_shows_the_game_s_usual_table_and_says_so(book):
    view = sm.build(book, "lowball", with_charts=False)  # lowball: blinds first, then antes
    assert view.assumed == ["Forced bets", "Deck", "Betting"]
    on_card = {r.id for row in view.quick for line in row.lines for r in line.rules}
    assert "draw.button-blinds-antes.three-blinds" in on_card and "draw.button-blinds-antes.antes" not in on_card
    text = _card_text(book, "lowball")
    assert "Forced bets: blinds (with or without antes)*" in text and "* The game's usual; not set for this room." in text
    assert "The book's main rules (no house options)" in text  # no room named: says whose rules these are
    # the full summary still lists every table's rules, and says how the box was drawn
    full = sm.build(book, "lowball", with_charts=False)
    assert "draw.button-blinds-antes.antes" in {r.id for r in full.rules}
    assert "as the table is set up" in dict(full.facts)["Forced bets"]


@pytest.mark.parametrize("game", GAMES)
def test_the_card_carries_the_hand_ranking_with_an_example_of_each_hand(book, game):
    from rulings.cards.hands import categories, evaluate

    view = sm.build(book, game, with_charts=False)
    text = _card_text(book, game)
    assert "HAND RANKING, BEST FIRST" in text
    assert [r.title for r in view.ranking] == [c.title for c in sm.build(book, game).charts]
    for ranking, shown in zip([c.ranking for c in sm.build(book, game).charts], view.ranking):
        assert [row.category for row in shown.rows] == [c for c in categories(ranking)]  # every one, best first
        for row in shown.rows:
            assert row.example and evaluate(row.example.replace("T", "10"), ranking).category == row.category


@pytest.mark.parametrize("deck,ranking", [(52, "high"), (53, "high"), (53, "ace-to-five"), (52, "deuce-to-seven")])
def test_the_hand_chart_gives_an_example_of_each_category(deck, ranking):
    from rulings.cards.hands import evaluate
    from rulings.printing.charts import example

    for category, count in hc.hand_counts(deck, ranking).items():
        if count:
            shown = example(ranking, category, deck)
            assert shown and evaluate(shown, ranking).category == category, (ranking, category)
            assert deck == 53 or "Jk" not in shown


def test_the_chart_prints_the_examples(book, cli):
    html = cli("summary", "--game", "lowball", "--format", "html").stdout
    assert "<th>For example</th>" in html and "5♥ 4♦ 3♣ 2♠ A♥" in html
    txt = cli("summary", "--game", "kansas-city-lowball").stdout
    assert re.search(r"Seven-low \(no pair\)\s+7♥ 5♦ 4♣ 3♠ 2♥", txt)


# -- no words of the developer's on a posted sheet ----------------------------------------------------------
BANNED = ["no house profile", "house profile may", "rule data", "clause", "outline id", "{", "}", "None",
          "one of:", "(depends on", "_"]


@pytest.mark.parametrize("fmt", ["txt", "md", "html"])
@pytest.mark.parametrize("quick", [False, True], ids=["summary", "card"])
def test_a_posted_sheet_has_no_developer_wording(book, fmt, quick):
    for house in (HouseProfile(), HouseProfile(name="Oak Room", path="x", options=dict(ALTERNATES))):
        views = sm.build_all(book, GAMES, house, with_charts=not quick)
        text = documents.render(views, fmt, quick=quick, book=book)
        if fmt == "html":  # the words on the page, not the markup or the stylesheet
            text = re.sub(r"<style>.*?</style>|<[^>]+>", " ", text, flags=re.S)
        words = flat(text.replace("\\_", "_"))
        for phrase in BANNED:
            found = [m.start() for m in re.finditer(re.escape(phrase), words)]
            assert not found, f"{phrase!r} in {fmt}: ...{words[max(0, found[0] - 60):found[0] + 60]}..."


# -- the booklet of every game ------------------------------------------------------------------------------
def test_the_booklet_prints_the_general_rules_once_and_each_game_s_own_after_them(book, cli):
    from rulings.printing.booklet import booklet

    made = booklet(book, GAMES, with_charts=False)
    assert [p.id for p in made.shared] == ["draw"]
    html = cli("summary", "--all", "--format", "html").stdout
    listed = re.findall(r'data-clause="([^"]+)"', html)
    assert len(listed) == len(set(listed))  # every rule once
    for v in made.games:
        assert [p.id for p in v.parts] == [v.id]  # its own part only
        assert {c.id for c in book.clauses_for(book.game(v.id)) if c.part == v.id} >= {r.id for r in v.rules}
    assert html.index('id="part-draw"') < html.index('id="game-five-card-draw"') < html.index('id="part-five-card-draw"')
    # every rule that holds in some game is in the booklet, and one that holds only in some says where
    holding = set()
    for g in GAMES:
        holding |= {r.id for r in sm.build(book, g, with_charts=False).rules}
    assert set(listed) == holding
    three = next(r for s in made.shared[0].sections for r in s.rules if r.id == "draw.button-blinds-antes.three-blinds")
    assert three.games_note.startswith("Only in Five-Card Draw, Lowball") and "Jacks-or-Better" not in three.games_note
    kc = next(v for v in made.games if v.id == "kansas-city-lowball")
    assert [pid for pid, _, _ in kc.follows] == ["draw", "five-card-draw", "lowball"]
    txt = flat(cli("summary", "--all").stdout)
    assert "Kansas City Lowball (deuce-to-seven) follows Draw Games Generally, Five-Card Draw and Lowball" in txt
    assert "THE RULES EVERY GAME FOLLOWS" in txt and txt.count("DRAW GAMES GENERALLY") == 1


def test_a_room_s_own_rules_are_labelled_on_every_sheet(book, cli, house_file):
    path = house_file("""name: Oak Room
rules:
  - id: house.no-cap-no-limit
    section: draw.betting-cap
    title: No raise cap in pot-limit or no-limit play
    aliases: [no cap no limit]
    when: {all: [{fact: betting_structure, in: [no-limit, pot-limit]}, {fact: players_at_round_start, at_least: 3}]}
    ruling: In this room a pot-limit or no-limit round has no cap on raises.
    outcome: raise-allowed
    overrides: [draw.betting-cap.four-raises]
    examples: [{facts: {betting_structure: no-limit, players_at_round_start: 4, raises_so_far: 7}, expect: raise-allowed}]
  - id: house.phones
    section: house
    title: No phone calls at the table while in a hand
    aliases: [phone]
    ruling: A player in a hand who talks on a phone at the table has a dead hand.
    outcome: hand-dead
    examples: [{facts: {}, expect: hand-dead}]
""")
    html = cli("summary", "--game", "five-card-draw", "--house", path, "--format", "html").stdout
    for cid in ("house.no-cap-no-limit", "house.phones"):
        block = html[html.index(f'data-clause="{cid}"'):].split("</div>")[0]
        assert "House rule (Oak Room)" in block, cid
    assert '<h3 id="part-house">House rules (Oak Room)</h3>' in html
    card = flat(cli("summary", "--game", "five-card-draw", "--house", path, "--quick").stdout)
    assert "[House rule" not in card  # the card is for the usual table, limit: the room's no-limit rule is not on it
    with open(path, "a", encoding="utf-8") as f:
        f.write("games:\n  five-card-draw: {betting_structure: no-limit}\n")
    card = flat(cli("summary", "--game", "five-card-draw", "--house", path, "--quick").stdout)
    assert "players: Raise allowed [draw.betting-cap ¶1, House rule (Oak Room)]" in card
    booklet = cli("summary", "--all", "--house", path).stdout
    assert booklet.count("No phone calls at the table while in a hand") == 1  # printed once, up front
