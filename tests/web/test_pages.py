"""Every route of the floor page through Starlette's TestClient: a dispute played by following
the page's own links, typed answers, back and "don't know", logging, the other pages."""

import re
from html import unescape

from webpages import csrf, heading, hidden, link, links, text


def start(client, game="five-card-draw", story="raise cap"):
    r = client.get("/dispute/next", params={"game": game, "story": story})
    assert r.status_code == 200, r.text
    return r


def test_a_dispute_from_story_to_ruling_by_links(client):
    r = start(client)
    assert heading(r.text) == "Which of these is it?"
    r = client.get(link(r.text, "Raise cap"))
    assert "Q1." in heading(r.text) and "how many players" in heading(r.text)
    r = client.get(links(r.text)["4"])
    assert "Q2." in heading(r.text) and "raises" in heading(r.text)
    r = client.get(links(r.text)["4"])
    assert heading(r.text) == "Ruling"
    assert "no further raise is allowed" in r.text
    assert "Draw Games Generally › Betting Cap ¶1 (draw.betting-cap)" in r.text
    assert "a bet and four raises (the book's main rule)" in text(r.text)


def test_each_step_is_its_own_address_so_reload_and_back_work(client):
    r = start(client)
    topic_page = str(r.url)
    q1 = client.get(link(r.text, "Raise cap"))
    q2 = client.get(links(q1.text)["4"])
    # the same address gives the same step, whenever it is opened again (reload, browser back)
    assert heading(client.get(str(q1.url)).text) == heading(q1.text)
    assert heading(client.get(topic_page).text) == "Which of these is it?"
    # the page's own Back goes to the question before
    back = links(q2.text)["Back"]
    assert heading(client.get(back).text) == heading(q1.text)


def test_dont_know_gives_the_ruling_with_its_branches(client):
    r = start(client)
    r = client.get(link(r.text, "Raise cap"))
    r = client.get(links(r.text)["Don't know"])
    while heading(r.text).startswith("Q"):
        r = client.get(links(r.text)["Don't know"])
    assert heading(r.text) == "Not decided yet"
    assert "It depends on:" in r.text
    assert "don&#39;t know" in r.text  # what the ruling rests on names the unknowns


def test_a_typed_answer_is_read_and_a_wrong_one_asked_again(client):
    r = start(client)
    r = client.get(link(r.text, "Raise cap"))
    token = hidden(r.text, "s")
    bad = client.get("/dispute/next", params={"s": token, "text": "lots"})
    assert bad.status_code == 400
    assert 'role="alert"' in bad.text and heading(bad.text) == heading(r.text)
    good = client.get("/dispute/next", params={"s": token, "text": "12"})
    assert "Q2." in heading(good.text)
    assert "12" in good.text  # answered so far


def test_cards_typed_or_tapped_answer_a_card_question(client):
    r = start(client, "jacks-or-better", "what happens to the pot when the openers are questioned")
    r = client.get(link(r.text, "The pot after false openers"))
    r = client.get(links(r.text)["No"])  # is the opener alone: no
    assert "hold openers" in heading(r.text)
    assert 'aria-label="ace of spades"' in r.text and 'aria-label="the joker"' in r.text
    token = hidden(r.text, "s")
    typo = client.get("/dispute/next", params={"s": token, "text": "Jh Jd 7c 4s"})
    assert typo.status_code == 400 and "card" in typo.text
    tapped = client.get("/dispute/next", params=[("s", token), *[("card", c) for c in ["Jh", "Jd", "7c", "4s", "2h"]]])
    assert tapped.status_code == 200
    assert heading(tapped.text) != heading(r.text)  # the cards answered it


def test_a_reading_of_the_story_can_be_undone(client):
    r = start(client, "lowball", "pot limit exposed card")
    assert "From your words" in r.text and "pot-limit" in r.text
    undo = links(r.text)["Undo"]
    after = client.get(undo)
    assert "From your words" not in after.text


def test_none_of_these_says_not_covered(client):
    r = start(client)
    r = client.get(links(r.text)["None of these"])
    assert heading(r.text) == "Not covered"
    assert "floor person's decision" in text(r.text)


def test_the_start_form_asks_for_game_and_story(client):
    r = client.get("/dispute/next", params={"story": "raise cap"})
    assert r.status_code == 400 and "pick the game" in r.text
    r = client.get("/dispute/next", params={"game": "five-card-draw", "story": "  "})
    assert r.status_code == 400 and "what happened" in r.text
    r = client.get("/dispute/next", params={"game": "chess", "story": "x"})
    assert r.status_code == 400 and "chess" in r.text
    r = client.get("/dispute/next", params={"game": "lowball", "story": "x" * 2001})
    assert r.status_code == 400 and "2,000" in r.text


def test_a_damaged_or_foreign_address_is_refused_in_words(client):
    r = client.get("/dispute", params={"s": "not-a-token"})
    assert r.status_code == 400 and "start the dispute again" in r.text
    from rulings.web.signing import Signer
    from rulings.web.state import Dispute, encode

    foreign = encode(Signer(b"x" * 32, "state"), Dispute("lowball", "raise cap"))  # another server's key
    assert client.get("/dispute", params={"s": foreign}).status_code == 400


def log_ruling(client, table="4", floor="Dana", note=""):
    r = start(client)
    r = client.get(link(r.text, "Raise cap"))
    r = client.get(links(r.text)["4"])
    r = client.get(links(r.text)["4"])
    form = {"csrf": csrf(r.text), "s": hidden(r.text, "s"), "table": table, "seat": "6", "floor": floor, "note": note}
    return client.post("/log", data=form)


def test_logging_a_ruling_then_seeing_it_as_earlier_and_in_the_log(client):
    r = log_ruling(client, note="seat 6 wanted a fifth raise")
    assert r.status_code == 200
    m = re.search(r"Logged as <a href=\"/log/(\d+)\">", r.text)
    assert m
    eid = m.group(1)
    entry = client.get(f"/log/{eid}")
    assert heading(entry.text) == f"Ruling #{eid}"
    assert "seat 6 wanted a fifth raise" in entry.text and "Dana" in entry.text and "web" in entry.text
    again = log_ruling(client, table="9", floor="Lee")
    assert "Earlier rulings on this rule" in again.text and f"#{eid}" in again.text
    listing = client.get("/log")
    assert listing.text.count('href="/log/') == 2
    assert client.get("/log", params={"floor": "lee"}).text.count('href="/log/') == 1
    assert client.get("/log", params={"table": "4"}).text.count('href="/log/') == 1
    assert client.get("/log", params={"section": "draw.betting-cap"}).text.count('href="/log/') == 2
    assert client.get("/log", params={"game": "lowball"}).text.count('href="/log/') == 0
    assert client.get("/log/999").status_code == 400


def test_the_floor_person_is_remembered_on_the_device(client):
    log_ruling(client, floor="Dana")
    r = start(client)
    r = client.get(links(r.text)["None of these"])
    assert 'value="Dana"' in r.text


def test_showdown_typed_and_tapped(client):
    typed = client.get(
        "/showdown", params={"game": "five-card-draw", "h1": "Kh Qh 9h 6h Jk", "h2": "Ac Kc Qd 9d 2s", "go": "1"}
    )
    assert "Winner: hand 1" in typed.text and "ace-king flush" in typed.text
    hand1 = [("c1", c) for c in ("Kh", "Qh", "9h", "6h", "Jk")]
    hand2 = [("c2", c) for c in ("Ac", "Kc", "Qd", "9d", "2s")]
    tapped = client.get("/showdown", params=[("game", "five-card-draw"), ("go", "1"), *hand1, *hand2])
    assert "Winner: hand 1" in tapped.text and "joker plays as" in tapped.text
    three = client.get("/showdown", params={"game": "lowball", "n": "2", "add": "1"})
    assert 'name="h3"' in three.text
    short = client.get("/showdown", params={"game": "lowball", "h1": "As 2s 3s 4s", "h2": "", "go": "1"})
    assert short.status_code == 400


def test_rules_search_show_and_the_summary_as_a_page(client):
    r = client.get("/rules", params={"q": "false openers", "game": "jacks-or-better"})
    assert "rules for" in r.text and 'href="/rules/jacks-or-better.false-openers.' in r.text
    clause = next(iter(links(r.text, "/rules/jacks-or-better.false-openers.").values()))
    c = client.get(clause)
    assert c.status_code == 200 and "jacks-or-better.false-openers" in c.text
    assert client.get("/rules/draw.betting-cap").status_code == 200
    assert client.get("/rules/go", params={"id": "draw.betting-cap"}).url.path == "/rules/draw.betting-cap"
    missing = client.get("/rules/draw.betting-caps")
    assert missing.status_code == 404 and "draw.betting-cap" in missing.text
    sheet = client.get("/rules/summary/lowball")
    assert sheet.status_code == 200 and "@media print" in sheet.text and "web-bar no-print" in sheet.text
    assert "'sha256-" in sheet.headers["content-security-policy"]


def test_training_a_quiz_is_recorded_as_the_cli_records_it(client, app, tmp_path):
    r = client.get("/train/start", params={"trainee": "Ana", "game": "lowball", "count": "5"})
    assert "Question 1 of 5" in r.text
    for n in range(5):
        form = {"csrf": csrf(r.text), "s": hidden(r.text, "s"), "chosen": "1"}
        feedback = client.post("/train/answer", data=form)
        assert heading(feedback.text) in ("Right.", "Not quite.")
        r = client.get(links(feedback.text, "/train/q?")["Next question" if n < 4 else "See the score"])
    assert re.search(r"\d of 5 right", heading(r.text))
    from rulings.training.progress import Progress

    progress = Progress("Ana", tmp_path / "floor.db")
    assert progress.stats()["answered"] == 5
    progress.close()
    stats = client.get("/train/stats", params={"trainee": "Ana"})
    assert "of 5 right" in stats.text
    assert client.get("/train/start", params={"trainee": "", "count": "5"}).status_code == 400


def test_every_page_names_the_house_profile(make_app, tmp_path):
    from starlette.testclient import TestClient

    profile = tmp_path / "room.yaml"
    profile.write_text("name: Oceanside Card Club\noptions:\n  raise_cap: six-raises\n")
    with TestClient(make_app(house=str(profile)), base_url="http://localhost") as c:
        for path in ("/", "/showdown", "/rules", "/train", "/log", "/rules/draw.betting-cap", "/nowhere"):
            assert "House rules: <strong>Oceanside Card Club</strong>" in c.get(path).text, path
        assert "Oceanside Card Club" in c.get("/rules/summary/five-card-draw").text
        r = c.get("/dispute/next", params={"game": "five-card-draw", "story": "raise cap"})
        r = c.get(link(r.text, "Raise cap"))
        r = c.get(links(r.text)["4"])  # raises so far: under six raises, another is allowed
        assert "another raise is allowed" in text(r.text)
        assert "a bet and six raises (alternate rule, adopted by this room)" in text(r.text)


def test_static_files_are_versioned_and_unknown_ones_404(client):
    page = client.get("/").text
    css = re.search(r'href="(/static/style\.css\?v=\w+)"', page).group(1)
    r = client.get(css)
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/css")
    assert client.get("/static/../pyproject.toml").status_code == 404
    assert client.get("/static/nope.js").status_code == 404


def test_the_ruling_page_names_the_hand_a_ruling_kills(client):
    story = ('lowball, three-way at showdown. s1 says "six" and spreads 7c 4d 3h 2s Ah. s4 shows 7d 6c 4h 3s 2d. '
             "s8 shows 8h 5c 4c 3d 2h.")
    r = start(client, "lowball", story)
    r = client.get(link(r.text, "A hand called wrong at the showdown"))
    assert heading(r.text) == "Ruling", heading(r.text)
    assert "Out of the showdown by this ruling: seat 1." in text(r.text)
