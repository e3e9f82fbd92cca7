"""Several devices, one log: 16 clients log at once through one real server (uvicorn) into one
SQLite file (WAL), and every entry sent is stored, once."""

import http.client
import re
import threading
from html import unescape
from urllib.parse import urlencode, urlsplit

CLIENTS, EACH = 16, 8


class Device:
    """One floor device: its own connection and cookies."""

    def __init__(self, base: str):
        u = urlsplit(base)
        self.conn = http.client.HTTPConnection(u.hostname, u.port, timeout=30)
        self.cookies: dict[str, str] = {}

    def request(self, method: str, path: str, body: dict | None = None) -> tuple[int, str, str]:
        headers = {"cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())}
        data = None
        if body is not None:
            data = urlencode(body)
            headers["content-type"] = "application/x-www-form-urlencoded"
        self.conn.request(method, path, body=data, headers=headers)
        r = self.conn.getresponse()
        for name, value in r.getheaders():
            if name.lower() == "set-cookie":
                k, _, v = value.split(";")[0].partition("=")
                self.cookies[k] = v
        return r.status, r.getheader("location") or "", r.read().decode()

    def ruling_form(self) -> dict:
        status, where, _ = self.request("GET", "/dispute/next?" + urlencode({"game": "lowball", "story": "raise cap"}))
        status, _, html = self.request("GET", where)
        none = unescape(re.search(r'href="(/dispute\?s=[^"]+)">None of these', html).group(1))
        status, _, html = self.request("GET", none)
        fields = dict(re.findall(r'name="(csrf|s)" value="([^"]+)"', html))
        return {k: unescape(v) for k, v in fields.items()}


def test_sixteen_devices_logging_at_once_lose_nothing(live_server, tmp_path):
    from rulings.floor.log import open_existing, query

    forms = [None] * CLIENTS
    devices = [Device(live_server) for _ in range(CLIENTS)]
    for n, d in enumerate(devices):
        forms[n] = d.ruling_form()
    barrier = threading.Barrier(CLIENTS)
    answers: list[int] = []
    lock = threading.Lock()

    def work(n: int) -> None:
        barrier.wait()
        for k in range(EACH):
            status, _, _ = devices[n].request("POST", "/log", {**forms[n], "table": str(n), "note": f"entry {n}-{k}"})
            with lock:
                answers.append(status)

    threads = [threading.Thread(target=work, args=(n,)) for n in range(CLIENTS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert answers.count(303) == CLIENTS * EACH, answers
    conn, path = open_existing(tmp_path / "floor.db")
    entries = query(conn, path=path)
    conn.close()
    notes = sorted(e["note"] for e in entries)
    assert notes == sorted(f"entry {n}-{k}" for n in range(CLIENTS) for k in range(EACH))
    assert len({e["id"] for e in entries}) == CLIENTS * EACH
    mode = __import__("sqlite3").connect(path).execute("PRAGMA journal_mode").fetchone()[0]
    assert mode == "wal"
