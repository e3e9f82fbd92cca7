"""The floor page in a real browser: Debian's Chromium driven by Playwright (tests/browser.py),
against the app served by uvicorn. Skipped without Chromium or Playwright, except in CI
(RULINGS_REQUIRE_BROWSER=1), where they must run."""

import re

import pytest

from .conftest import CODE

PHONE_WIDTH = 390
CONTROLS = "main a.option, main a.button, main button, main input:not([type=checkbox]):not([type=radio]), main select, main textarea, main summary, main label.choice, main .gcard, main .undo, header nav a"

# In the page: every control of the page is at least 44 px high and has a name a screen reader
# can say, and nothing is wider than the screen.
CHECK = """(selector) => {
  const problems = [];
  for (const el of document.querySelectorAll(selector)) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;  // hidden (inside a closed <details>)
    const name = (el.getAttribute("aria-label") || (el.labels && el.labels[0] && el.labels[0].textContent)
                  || el.textContent || el.getAttribute("title") || "").trim();
    const what = el.tagName + " " + (name || el.outerHTML.slice(0, 60));
    if (box.height < 44) problems.push("under 44px high: " + what + " (" + box.height + ")");
    if (!name) problems.push("no accessible name: " + what);
  }
  for (const el of document.querySelectorAll("input[type=checkbox], input[type=radio]")) {
    const name = el.getAttribute("aria-label") || (el.labels && el.labels[0] && el.labels[0].textContent.trim());
    if (!name) problems.push("no accessible name: " + el.outerHTML.slice(0, 60));
  }
  if (document.documentElement.scrollWidth > window.innerWidth) problems.push("scrolls sideways: " + document.documentElement.scrollWidth);
  return problems;
}"""


def fits_a_phone(page):
    problems = page.evaluate(CHECK, CONTROLS)
    assert not problems, f"{page.url}: {problems}"


def h1(page, expected=None) -> str:
    """The page's heading, once it is `expected` (text, or a pattern), as the page may still be
    loading after a tap."""
    from playwright.sync_api import expect

    if expected is not None:
        expect(page.locator("h1").first).to_have_text(expected)
    return " ".join(page.locator("h1").first.inner_text().split())


@pytest.mark.page_options(phone=True, java_script_enabled=False)
def test_a_whole_dispute_told_as_a_story_and_answered_by_taps(page, live_server):
    page.goto(live_server)
    fits_a_phone(page)
    page.get_by_text("Five-Card Draw", exact=True).tap()
    page.get_by_label("What happened?").fill("fifth raise, four players, limit game")
    page.get_by_role("button", name="Find the rule").tap()
    h1(page, "Which of these is it?")
    assert page.get_by_text("From your words").is_visible()  # "limit" was read from the story
    fits_a_phone(page)
    page.get_by_role("link", name=re.compile("^Raise cap")).tap()
    h1(page, re.compile(r"^Q1\..*how many players"))
    fits_a_phone(page)
    page.get_by_role("link", name="4", exact=True).tap()
    h1(page, re.compile(r"^Q2\."))
    page.get_by_role("link", name="Back", exact=True).tap()  # the page's own Back
    h1(page, re.compile(r"^Q1\."))
    page.get_by_role("link", name="4", exact=True).tap()
    q2 = h1(page, re.compile(r"^Q2\."))
    page.get_by_text("Why is this asked?").tap()
    assert page.get_by_text("The answer decides between:").is_visible()
    page.get_by_role("link", name="Don't know", exact=True).tap()
    h1(page, "Not decided yet")
    assert page.get_by_text("It depends on:").is_visible()
    fits_a_phone(page)
    decision = page.locator(".branches")
    assert decision.is_visible()
    page.go_back()  # the browser's back: the question before, as it was
    h1(page, q2)
    page.reload()
    h1(page, q2)
    page.get_by_role("link", name="4", exact=True).tap()
    h1(page, "Ruling")
    size = page.locator(".decision").first.evaluate("e => parseFloat(getComputedStyle(e).fontSize)")
    assert size >= 26  # readable at arm's length
    assert "no further raise is allowed" in page.locator(".decision").first.inner_text()


@pytest.mark.page_options(phone=True)
def test_a_joker_showdown_by_the_card_grid(page, live_server):
    page.goto(f"{live_server}/showdown")
    page.get_by_label("Game").select_option("five-card-draw")
    hands = page.locator("fieldset.hand")
    for n, cards in enumerate((("king of hearts", "queen of hearts", "nine of hearts", "six of hearts", "the joker"),
                               ("ace of clubs", "king of clubs", "queen of diamonds", "nine of diamonds", "two of spades"))):  # fmt: skip
        hand = hands.nth(n)
        hand.get_by_text(f"Pick hand {n + 1} by tapping").tap()
        for name in cards:
            hand.get_by_label(name, exact=True).tap()
    assert page.get_by_label("Hand 1, typed").input_value() == "Kh Qh 9h 6h Jk"  # the grid filled it
    assert hands.nth(1).get_by_label("king of hearts", exact=True).is_disabled()  # taken by hand 1
    fits_a_phone(page)
    page.get_by_role("button", name="Who wins?").tap()
    result = page.locator(".showdown-result")
    assert "Winner: hand 1" in result.inner_text()
    assert "joker plays as A♥" in result.inner_text()
    assert "ace-king flush" in result.inner_text()
    fits_a_phone(page)


def play_raise_cap(page, base):
    page.goto(f"{base}/?game=five-card-draw")
    page.get_by_label("What happened?").fill("raise cap")
    page.get_by_role("button", name="Find the rule").click()
    page.get_by_role("link", name=re.compile("^Raise cap")).click()
    page.get_by_role("link", name="4", exact=True).click()
    page.get_by_role("link", name="4", exact=True).click()
    h1(page, "Ruling")


@pytest.mark.page_options(phone=True)
def test_a_logged_ruling_is_an_earlier_ruling_on_the_next_dispute(page, live_server):
    play_raise_cap(page, live_server)
    assert page.get_by_text("Earlier rulings on this rule").count() == 0
    page.get_by_label("Table").fill("12")
    page.get_by_label("Seat or player").fill("seat 6")
    page.get_by_label("Floor person (who ruled)").fill("Dana")
    page.get_by_label("Note").fill("wanted a fifth raise")
    page.get_by_role("button", name="Log this ruling").tap()
    assert page.get_by_role("status").inner_text().startswith("Logged as #1")
    play_raise_cap(page, live_server)  # the next dispute, on another shift
    earlier = page.locator(".earlier")
    assert "#1" in earlier.inner_text() and "table 12" in earlier.inner_text() and "Dana" in earlier.inner_text()
    assert page.get_by_label("Floor person (who ruled)").input_value() == "Dana"  # remembered on the device
    page.get_by_role("link", name="#1").tap()
    h1(page, "Ruling #1")
    assert "wanted a fifth raise" in page.inner_text("main")


def test_a_wrong_access_code_is_refused_and_the_right_one_let_in(new_page, make_app):
    from browser import serve

    with serve(make_app(code=CODE)) as base:
        page = new_page(phone=True)
        page.goto(f"{base}/log")
        h1(page, "Access code")
        fits_a_phone(page)
        page.get_by_label("Access code").fill("wrong-code")
        with page.expect_response(lambda r: r.url.endswith("/login")) as answer:
            page.get_by_role("button", name="Enter").tap()
        assert answer.value.status == 401
        assert page.get_by_role("alert").inner_text() == "That is not the access code."
        page.get_by_label("Access code").fill(CODE)
        page.get_by_role("button", name="Enter").tap()
        h1(page, "Rulings log")
        assert page.url == f"{base}/log"
        cookie = next(c for c in page.context.cookies() if c["name"] == "rulings_session")
        assert cookie["httpOnly"] and cookie["sameSite"] == "Lax"
        page.get_by_role("button", name="Log out").click()
        h1(page, "Access code")


def press_tab_to(page, name: str, limit: int = 80) -> None:
    """Tab (forward only) until the focused control's text or label is `name`, then stop."""
    for _ in range(limit):
        focused = page.evaluate(
            "() => { const e = document.activeElement; return e ? (e.getAttribute('aria-label') || "
            "(e.labels && e.labels[0] && e.labels[0].textContent) || e.textContent || '').trim() : ''; }"
        )
        if " ".join(focused.split()).startswith(name):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"{name!r} cannot be reached with Tab")


def test_the_dispute_page_by_keyboard_only(page, live_server):
    page.goto(live_server)
    press_tab_to(page, "Five-Card Draw")
    page.keyboard.press("Space")
    press_tab_to(page, "What happened?")
    page.keyboard.type("raise cap")
    press_tab_to(page, "Find the rule")
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(r"/dispute\?s="))
    h1(page, "Which of these is it?")
    press_tab_to(page, "Raise cap")  # the first match has the focus already
    page.keyboard.press("Enter")
    page.wait_for_function("document.querySelector('h1').textContent.includes('Q1.')")
    press_tab_to(page, "Why is this asked?")
    page.keyboard.press("Enter")
    assert page.get_by_text("The answer decides between:").is_visible()
    page.goto(page.url)  # the focus back at the top, as a new page opens
    press_tab_to(page, "Another number")
    page.keyboard.type("4")
    page.keyboard.press("Enter")  # a typed answer, sent with Enter
    page.wait_for_function("document.querySelector('h1').textContent.includes('Q2.')")
    press_tab_to(page, "4")
    page.keyboard.press("Enter")
    page.wait_for_function("document.querySelector('h1').textContent.includes('Ruling')")
    press_tab_to(page, "Table")
    page.keyboard.type("3")
    press_tab_to(page, "Log this ruling")
    page.keyboard.press("Enter")
    page.wait_for_selector("[role=status]")
    assert "Logged as #1" in page.get_by_role("status").inner_text()
    focus_ring = page.evaluate(
        "() => { const a = document.querySelector('main a'); a.focus(); return getComputedStyle(a).outlineStyle; }"
    )
    assert focus_ring != "none"
