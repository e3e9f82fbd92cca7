"""The printed quiz sheet: styled like the rule summary, the answer key on a page of its own, 20
questions in at most 4 pages, no question broken across a column or a page, the game named once."""

import re
from collections import Counter

import pytest
from markupsafe import escape

from rulings.cli.quiz import sheet_text
from rulings.training.quiz import Maker

GAMES = ["five-card-draw", "jacks-or-better", "lowball", "kansas-city-lowball", "jacks-back"]
MAX_PAGES = 4


def _weasyprint_or_skip():
    try:
        import weasyprint  # noqa: F401
    except (ImportError, OSError) as e:
        pytest.skip(f"WeasyPrint is not installed or cannot load Pango ({type(e).__name__}): PDF page counts "
                    "are not checked here; CI installs the pdf extra (pip install '.[pdf]')")


def test_printed_html_sheet_has_its_answer_key_on_a_separate_page(book, cli, tmp_path):
    a, b = tmp_path / "a.html", tmp_path / "b.html"
    for path in (a, b):
        r = cli("quiz", "--print", "--seed", "42", "-n", "6", "-g", "lowball", "-o", str(path))
        assert r.exit_code == 0, r.output
    html = a.read_text(encoding="utf-8")
    assert html == b.read_text(encoding="utf-8")
    assert ".answer-key { break-before: page; page-break-before: always; }" in html
    quiz_part, key_part = html.split('<section class="answer-key">')
    items = Maker(book, 42, "lowball").quiz(6)
    for item in items:  # every choice on the quiz page, every key with its citation on the key page
        for choice in item.choices:
            assert f"<li>{escape(choice.text)}</li>" in quiz_part
        assert item.citation not in str(escape(quiz_part)) and f"{escape(item.citation)}</span>" in key_part
        assert str(escape(item.explanation)) in key_part
    assert "&#34;California&#34;" in key_part  # autoescaped: Lowball (ace-to-five, "California")
    assert "¶" not in quiz_part
    other = cli("quiz", "--print", "--seed", "43", "-n", "6", "-g", "lowball", "--format", "html")
    assert other.stdout != html


def _template(name):
    from rulings.paths import templates_dir

    return templates_dir() / name


def test_the_sheet_is_styled_like_the_summary(cli):
    html = cli("quiz", "--print", "--seed", "1", "-n", "3", "--format", "html").stdout
    summary_css = _template("summary.css.j2").read_text(encoding="utf-8")
    assert summary_css.splitlines()[3] in html  # the summary's colours and type, included
    assert "hyphens: manual" in html and "break-inside: avoid" in html


def test_a_one_game_sheet_names_the_game_once(book):
    items = Maker(book, 7, "jacks-back").quiz(20)
    html = sheet_text(book, items, 7, "jacks-back", None, "again", "html")
    body = html.split("<body>")[1].split('<section class="answer-key">')[0]
    assert body.count("Jacks Back") == 1  # the heading only, not on every question
    md = sheet_text(book, items, 7, "jacks-back", None, "again", "md")
    assert md.split("# Answer key")[0].count("Jacks Back") == 1


def test_a_sheet_of_every_game_groups_its_questions_by_game(book):
    items = Maker(book, 8, None).quiz(20)
    html = sheet_text(book, items, 8, None, None, "again", "html")
    body = html.split("<body>")[1].split('<section class="answer-key">')[0]
    for game in {i.game for i in items}:
        assert body.count(f"<h2>{escape(book.game(game).title)}</h2>") == 1
    numbers = [int(n) for n in re.findall(r'<li class="q" id="q(\d+)">', body)]
    assert numbers == list(range(1, 21))


def test_markdown_sentences_are_never_broken_across_lines(book, cli):
    out = cli("quiz", "--print", "--seed", "9", "-n", "20", "-g", "lowball").stdout
    quiz_part, key_part = out.split("page-break-before: always")
    assert "# Answer key: sheet 9" in key_part and "Answer key" not in quiz_part
    assert "rulings quiz --print --seed 9 --count 20 --game lowball" in quiz_part
    items = Maker(book, 9, "lowball").quiz(20)
    lines = quiz_part.splitlines()
    for item in items:
        story = " ".join(item.story)
        assert any(story in line for line in lines), item.id  # the whole story on one line
        for c in item.choices:
            assert any(line.endswith(c.text) for line in lines)


def test_printed_markdown_sheet_is_the_same_for_the_same_seed(cli):
    one = cli("quiz", "--print", "--seed", "9", "-n", "5")
    two = cli("quiz", "--print", "--seed", "9", "-n", "5")
    assert one.exit_code == 0 and one.stdout == two.stdout


def _pages_of_questions(doc) -> Counter:
    """How many boxes (fragments) each question's <li> has in the laid-out document: 1 when it is
    whole, more when it is broken across a column or a page."""

    def walk(box):
        yield box
        for child in getattr(box, "children", None) or ():
            yield from walk(child)

    found: Counter = Counter()
    for page in doc.pages:
        for box in walk(page._page_box):
            element = getattr(box, "element", None)
            if getattr(box, "element_tag", "") == "li" and element is not None and element.get("id", "").startswith("q"):
                found[element.get("id")] += 1
    return found


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_20_questions_fit_in_4_pages_none_broken(book, paper):
    _weasyprint_or_skip()
    from rulings.printing.pdf import document

    for game in [None, *GAMES]:
        for seed in range(1):
            items = Maker(book, f"pages-{seed}", game).quiz(20)
            doc = document(sheet_text(book, items, seed, game, None, "again", "html", paper, True))
            assert len(doc.pages) <= MAX_PAGES, f"{game or 'all games'}, seed {seed}, {paper}: {len(doc.pages)} pages"
            fragments = _pages_of_questions(doc)
            assert len(fragments) == 20 and set(fragments.values()) == {1}, fragments


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
    _weasyprint_or_skip()
    out = tmp_path / "sheet.pdf"
    r = cli("quiz", "--print", "--seed", "1", "-n", "4", "-o", str(out), "--paper", "a4")
    assert r.exit_code == 0, r.output
    assert out.read_bytes().startswith(b"%PDF")


def test_pdf_needs_a_file(cli):
    r = cli("quiz", "--print", "--format", "pdf")
    assert r.exit_code == 2 and "give -o FILE.pdf" in r.stderr
