"""Who gets in, and what every response carries: the access code (login page, Bearer for the
API, wrong codes refused and slowed), CSRF on every form POST, the security headers, the host
check without a code, escaping of what people type."""

import time

import pytest
from webpages import csrf, heading, hidden, link, links

from .conftest import CODE


def test_every_response_carries_the_security_headers(client):
    for path in ("/", "/showdown", "/rules", "/train", "/log", "/api/health", "/nowhere", "/dispute?s=bad"):
        r = client.get(path)
        csp = r.headers["content-security-policy"]
        assert "frame-ancestors 'none'" in csp and "script-src 'self'" in csp, path
        assert "unsafe-inline" not in csp and "unsafe-eval" not in csp, path
        assert r.headers["x-content-type-options"] == "nosniff", path
        assert r.headers["x-frame-options"] == "DENY", path
        assert r.headers["referrer-policy"] == "no-referrer", path
    sheet = client.get("/rules/summary/jacks-back")
    assert "unsafe-inline" not in sheet.headers["content-security-policy"]


def test_no_inline_script_in_any_page(client):
    for path in ("/", "/showdown", "/rules", "/train", "/log", "/rules/summary/lowball"):
        html = client.get(path).text
        assert "<script>" not in html and " on" + "click=" not in html, path
        assert html.count("<script") == html.count('<script src="/static/'), path


def test_what_people_type_is_escaped(client):
    story = '<script>alert(1)</script> "raise" cap'
    r = client.get("/dispute/next", params={"game": "five-card-draw", "story": story})
    assert "<script>alert(1)</script>" not in r.text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in r.text
    r = client.get(link(r.text, "Raise cap"))
    bad = client.get("/dispute/next", params={"s": hidden(r.text, "s"), "text": "<img src=x onerror=alert(1)>"})
    assert "<img src=x" not in bad.text
    r = client.get("/rules", params={"q": "<b>bold</b>"})
    assert "<b>bold</b>" not in r.text


def finished_ruling(client):
    r = client.get("/dispute/next", params={"game": "five-card-draw", "story": "raise cap"})
    r = client.get(links(r.text)["None of these"])
    return r


def test_a_form_post_without_the_right_csrf_token_is_refused(client, app, tmp_path):
    r = finished_ruling(client)
    form = {"s": hidden(r.text, "s"), "table": "1", "floor": "x"}
    assert client.post("/log", data=form).status_code == 403
    assert client.post("/log", data={**form, "csrf": "forged"}).status_code == 403
    # a token from another browser (another CSRF cookie) is refused too
    from starlette.testclient import TestClient

    with TestClient(app, base_url="http://localhost") as other:
        their_token = csrf(finished_ruling(other).text)
    assert client.post("/log", data={**form, "csrf": their_token}).status_code == 403
    assert not (tmp_path / "floor.db").exists() or "#1" not in client.get("/log").text
    ok = client.post("/log", data={**form, "csrf": csrf(r.text)})
    assert ok.status_code == 200 and "Logged as" in ok.text
    for path in ("/train/answer", "/logout"):
        assert client.post(path, data={"s": "x"}).status_code == 403, path


def test_a_post_from_another_site_is_refused(client):
    r = finished_ruling(client)
    form = {"csrf": csrf(r.text), "s": hidden(r.text, "s")}
    assert client.post("/log", data=form, headers={"origin": "http://evil.example"}).status_code == 403


def test_without_a_code_only_this_machines_names_are_answered(app):
    from starlette.testclient import TestClient

    with TestClient(app, base_url="http://rebound.example") as c:  # DNS rebinding
        assert c.get("/").status_code == 421
    for base in ("http://127.0.0.1:8600", "http://[::1]:8600", "http://localhost"):
        with TestClient(app, base_url=base) as c:
            assert c.get("/").status_code == 200, base


def test_with_a_code_people_log_in_first(locked):
    r = locked.get("/log")
    assert r.status_code == 303 and r.headers["location"] == "/login?next=%2Flog"
    login = locked.get("/login?next=/log")
    assert heading(login.text) == "Access code"
    wrong = locked.post("/login", data={"csrf": csrf(login.text), "code": "red-felt", "next": "/log"})
    assert wrong.status_code == 401 and "not the access code" in wrong.text
    right = locked.post("/login", data={"csrf": csrf(wrong.text), "code": CODE, "next": "/log"})
    assert right.status_code == 303 and right.headers["location"] == "/log"
    cookie = right.headers["set-cookie"]
    assert "rulings_session=" in cookie and "HttpOnly" in cookie and "SameSite=Lax" in cookie
    assert locked.get("/log").status_code == 200
    assert "Log out" in locked.get("/").text
    out = locked.post("/logout", data={"csrf": csrf(locked.get("/").text)})
    assert out.status_code == 303
    assert locked.get("/log").status_code == 303


def test_login_goes_only_to_this_servers_pages(locked):
    login = locked.get("/login")
    r = locked.post("/login", data={"csrf": csrf(login.text), "code": CODE, "next": "//evil.example/x"})
    assert r.headers["location"] == "/"


def test_the_api_takes_the_code_as_a_bearer_token(locked):
    assert locked.get("/api/health").json() == {"status": "ok"}  # no code needed
    r = locked.get("/api/search", params={"q": "raise cap"})
    assert r.status_code == 401 and "Bearer" in r.json()["error"]
    r = locked.get("/api/search", params={"q": "raise cap"}, headers={"authorization": "Bearer nope-nope"})
    assert r.status_code == 401 and r.json() == {"error": "wrong access code"}
    r = locked.get("/api/search", params={"q": "raise cap"}, headers={"authorization": f"Bearer {CODE}"})
    assert r.status_code == 200 and r.json()["results"]


def test_wrong_codes_are_slowed_after_a_few_tries(locked):
    """Throttle(free=3, base=0.2) in these tests: three wrong codes answer at once, then each
    further try from the same address waits 0.2 s, then 0.4 s."""
    headers = {"authorization": "Bearer wrong-code"}
    times = []
    for _ in range(5):
        t0 = time.monotonic()
        assert locked.get("/api/search?q=cap", headers=headers).status_code == 401
        times.append(time.monotonic() - t0)
    assert max(times[:3]) < 0.15
    assert times[3] >= 0.19 and times[4] >= 0.39
    t0 = time.monotonic()  # the right code waits its turn too, then is let in and clears the count
    assert locked.get("/api/search?q=cap", headers={"authorization": f"Bearer {CODE}"}).status_code == 200
    assert time.monotonic() - t0 >= 0.39
    t0 = time.monotonic()
    assert locked.get("/api/search?q=cap", headers=headers).status_code == 401
    assert time.monotonic() - t0 < 0.15


def test_a_session_of_another_code_or_too_old_is_refused(make_app, book):
    from starlette.testclient import TestClient

    from rulings.web.guard import SESSION_COOKIE, Keys
    from rulings.web.config import WebConfig

    app = make_app(code=CODE)
    old_code = Keys(WebConfig(access_code="another-code", secret=b"s" * 32)).session.dumps({"n": "1"}, stamp=True)
    with TestClient(app, base_url="http://10.0.0.2", follow_redirects=False) as c:
        c.cookies.set(SESSION_COOKIE, old_code)
        assert c.get("/log").status_code == 303
        app.app.state.config.session_hours = 0  # every session is now too old
        c.cookies.set(SESSION_COOKIE, app.new_session())
        time.sleep(1.1)
        assert c.get("/log").status_code == 303


def test_a_body_over_the_limit_is_refused(client):
    r = client.post("/api/rule", content=b"{" + b" " * 70_000 + b"}", headers={"content-type": "application/json"})
    assert r.status_code == 413


@pytest.mark.parametrize("path", ["/log", "/train/answer", "/logout", "/login"])
def test_every_post_route_checks_csrf(make_app, path):
    from starlette.testclient import TestClient

    with TestClient(make_app(code=CODE), base_url="http://10.0.0.2", follow_redirects=False) as c:
        r = c.post(path, data={"code": CODE, "s": "x"})
        assert r.status_code in (303, 403), path  # 303: to the login page first
        if r.status_code == 303:
            assert r.headers["location"].startswith("/login")
