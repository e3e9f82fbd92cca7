"""The fuzz test of the hardening issue: every command, taken from the Typer app itself (so a new
command or option is fuzzed as soon as it is registered), run with bad arguments: random text with
odd unicode and control characters, huge and odd numbers, empty values, missing files, folders and
special files where files are expected, unknown options, missing values and arguments.

Each invocation carries one argument that is certainly bad (by the option's kind, or by its name
for the options whose values are a closed set) among others drawn at random: it must exit 2 with
exactly one line on stderr. The random ones alone may be accepted, so an invocation without a
certain fault may exit 0 or 1 (nothing found, input ended), but never with a traceback, an
internal error (exit 70) or an error of more than one line. Hypothesis runs derandomized (the
same examples every run) with no example database.
"""

from __future__ import annotations

import os
import signal

import pytest
import typer.main
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulings.cli.app import make_app

EXAMPLES = 36  # per command: about 600 invocations in all


def _runnable() -> list[tuple[tuple[str, ...], object]]:
    """Every command path the app runs (groups only where they run on their own), with its
    Click command."""
    found = []

    def walk(cmd, path):
        subs = getattr(cmd, "commands", {}) or {}
        if path and (not subs or getattr(cmd, "invoke_without_command", False)):
            found.append((tuple(path), cmd))
        for name, sub in subs.items():
            walk(sub, [*path, name])

    walk(typer.main.get_command(make_app()), [])
    return found


COMMANDS = _runnable()


def _kind(param) -> str:
    return type(param.type).__name__


def _is_option(param) -> bool:
    return type(param).__name__.endswith("Option")


def _options(cmd) -> list:
    return [p for p in cmd.params if _is_option(p) and p.opts[0] != "--help"]


def _valued(cmd) -> list:
    return [p for p in _options(cmd) if not p.is_flag]


def _arguments(cmd) -> list:
    return [p for p in cmd.params if not _is_option(p)]


# Options whose values are a closed set or must name a readable thing: any value outside it is
# certainly bad. By parameter name, so that the same option of a new command is covered too.
CLOSED = {"game", "fmt", "side", "paper", "section", "since", "ident", "count", "house", "situation", "template_dir"}
FILES = {"house", "situation", "template_dir", "output"}


@pytest.fixture(scope="module")
def places(tmp_path_factory):
    """Paths that are bad where a file is expected, and a folder to work in (files the tool
    writes land there)."""
    d = tmp_path_factory.mktemp("fuzz")
    (d / "folder").mkdir()
    os.mkfifo(d / "fifo.yaml")
    (d / "zero.yaml").symlink_to("/dev/zero")
    (d / "binary.yaml").write_bytes(b"\xff\xfe\x00\x01garbage")
    (d / "empty.yaml").write_text("")
    (d / "bomb.yaml").write_text('a: &a ["x","x"]\nb: &b [*a,*a]\nc: [*b,*b]\n')
    (d / "list.yaml").write_text("- 1\n- 2\n")
    old = os.getcwd()
    os.chdir(d / "folder")
    yield {
        "missing": str(d / "no-such" / "file.yaml"),
        "folder": str(d / "folder"),
        "fifo": str(d / "fifo.yaml"),
        "zero": str(d / "zero.yaml"),
        "binary": str(d / "binary.yaml"),
        "empty": str(d / "empty.yaml"),
        "bomb": str(d / "bomb.yaml"),
        "list": str(d / "list.yaml"),
        "root": "/",
    }
    os.chdir(old)


TEXT = st.text(
    alphabet=st.characters(codec="utf-8", exclude_characters="\x00", exclude_categories=["Cs"]), max_size=24
)
NUMBERS = st.sampled_from(
    ["9" * 25, "-" + "9" * 25, "9" * 5000, "0", "-1", "1e309", "nan", "inf", "²", "١٢٣", "0x1F", "3.5", "+-2"]
)
ODD = st.sampled_from(
    ["", " ", "\t", "-", "--", "é" * 3000, "\u202eevil", "\x1b[31mred\x1b[0m", "a\nb", "\r", "caf\udce9", "💥" * 50]
)


def _junk(places, param=None) -> st.SearchStrategy[str]:
    paths = sorted(places.values())
    return st.one_of(TEXT, NUMBERS, ODD, st.sampled_from(paths))


def _faults(cmd, places) -> dict:
    """Each kind of fault the command can have, as a strategy for (args to add, what is wrong);
    every one must make it exit 2."""
    kinds = {"unknown option": st.just((["--zz-no-such-option"], "--zz-no-such-option"))}
    valued = _valued(cmd)
    if valued:
        kinds["empty value"] = st.sampled_from(valued).map(lambda p: ([p.opts[0], ""], p.opts[0]))
        kinds["no value"] = st.sampled_from(valued).map(lambda p: ([p.opts[0]], p.opts[0]))
    ints = [p for p in valued if _kind(p) in ("IntParamType", "IntRange")]
    if ints:
        not_int = st.one_of(TEXT.filter(lambda s: not s.strip().lstrip("+-").isdigit()), NUMBERS.filter(lambda s: len(s) > 20))
        kinds["not a number"] = st.tuples(st.sampled_from(ints), not_int).map(
            lambda t: ([t[0].opts[0], t[1] or "x"], t[0].opts[0])
        )
    closed = [p for p in valued if p.name in CLOSED - FILES]
    if closed:
        kinds["not one of its values"] = st.tuples(st.sampled_from(closed), TEXT).map(
            lambda t: ([t[0].opts[0], "zz" + t[1].strip()], t[0].opts[0])
        )
    files = [p for p in valued if p.name in FILES]
    if files:
        # An empty house profile is the book's main rules (rules/house.py), so it is not a fault;
        # `lint` reports what is wrong inside a readable file as its findings (exit 1).
        unreadable = ["missing", "fifo", "zero", "binary"]
        bad = st.sampled_from(unreadable if cmd.name == "lint" else [*unreadable, "bomb", "list"])
        kinds["not a readable file"] = st.tuples(st.sampled_from(files), bad).map(
            lambda t: ([t[0].opts[0], places["folder" if t[0].name == "output" else t[1]]], f"{t[0].opts[0]} {t[1]}")
        )
    if any(p.required for p in _arguments(cmd)):
        kinds["missing argument"] = st.just(([], ""))
    return kinds


@st.composite
def invocation(draw, path, cmd, places, kind, fault_strategy):
    fault, what = draw(fault_strategy)
    args = list(path)
    others = [p for p in _options(cmd) if not set(p.opts) & set(fault)]  # a repeated option's last value wins
    noise = draw(st.lists(st.sampled_from(others), max_size=3, unique_by=lambda p: p.name)) if others else []
    for p in noise:
        if p.is_flag:
            args.append(p.opts[0])
        else:
            args += [p.opts[0], draw(_junk(places, p))]
    if kind != "missing argument":
        for p in _arguments(cmd):
            n = 1 if p.nargs == 1 else draw(st.integers(1, 3))
            args += [draw(_junk(places, p)) for _ in range(n)]
    if kind == "no value":
        args += fault  # last, so that nothing after it is taken as its value
    else:
        at = draw(st.integers(len(path), len(args)))
        args[at:at] = fault
    return args, f"{kind}: {what}"


def _alarm(signum, frame):
    raise TimeoutError("a command ran for more than 30 s")


def _invoke(runner, app, args):
    """The CliRunner result; a run past 30 s fails the test (the hang is not waited out)."""
    old = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(30)
    try:
        return runner.invoke(app, args, input="")
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def _no_crash(r, shown: str) -> None:
    assert r.exception is None or isinstance(r.exception, SystemExit), f"{shown}: {r.exception!r}"
    assert "Traceback" not in r.output and "internal error" not in r.stderr, f"{shown}: {r.stderr}"


SETTINGS = dict(derandomize=True, database=None, deadline=None, suppress_health_check=list(HealthCheck))


@pytest.mark.parametrize("path,cmd", COMMANDS, ids=[" ".join(p) for p, _ in COMMANDS])
def test_bad_arguments_are_one_line_and_exit_2(path, cmd, places, runner):
    """Each kind of fault the command can have, among random arguments: exit 2, one line."""
    app = make_app()
    kinds = _faults(cmd, places)
    for kind, strategy in kinds.items():

        @settings(max_examples=max(3, EXAMPLES // len(kinds)), **SETTINGS)
        @given(invocation(path, cmd, places, kind, strategy))
        def check(case):
            args, what = case
            r = _invoke(runner, app, args)
            shown = f"rulings {' '.join(map(repr, args))} [{what}]"
            _no_crash(r, shown)
            assert r.exit_code == 2, f"{shown}: exit {r.exit_code}: {r.stderr or r.stdout[:300]}"
            assert r.stderr.count("\n") == 1 and r.stderr.startswith("error: "), f"{shown}: {r.stderr!r}"

        check()


ACCEPTED_RUNS_FOREVER = {("serve",)}  # accepted arguments start the floor page: only bad ones are fuzzed


@pytest.mark.parametrize("path,cmd", [c for c in COMMANDS if c[0] not in ACCEPTED_RUNS_FOREVER],
                         ids=[" ".join(p) for p, _ in COMMANDS if p not in ACCEPTED_RUNS_FOREVER])
def test_random_arguments_never_raise(path, cmd, places, runner):
    """Random arguments alone, which may be accepted: never a traceback or an internal error,
    and any error is one line."""
    app = make_app()

    @st.composite
    def random_args(draw):
        args = list(path)
        for p in draw(st.lists(st.sampled_from(_options(cmd)), max_size=4, unique_by=lambda p: p.name)) if _options(cmd) else []:
            args += [p.opts[0]] if p.is_flag else [p.opts[0], draw(_junk(places, p))]
        for p in _arguments(cmd):
            args += [draw(_junk(places, p)) for _ in range(1 if p.nargs == 1 else draw(st.integers(1, 3)))]
        return args

    @settings(max_examples=EXAMPLES // 2, **SETTINGS)
    @given(random_args())
    def check(args):
        r = _invoke(runner, app, args)
        shown = f"rulings {' '.join(map(repr, args))}"
        _no_crash(r, shown)
        assert r.exit_code in (0, 1, 2), f"{shown}: exit {r.exit_code}"
        if r.exit_code == 2:
            assert r.stderr.count("\n") == 1 and r.stderr.startswith("error: "), f"{shown}: {r.stderr!r}"

    check()


def test_every_command_is_fuzzed():
    names = {" ".join(p) for p, _ in COMMANDS}
    assert {"ask", "rule", "search", "show", "summary", "log list", "log export", "quiz", "quiz stats"} <= names


@pytest.mark.parametrize("args", [["log", "list"], ["log", "show", "1"], ["log", "export"]])
def test_a_fifo_as_the_log_database_does_not_block(args, tmp_path):
    """SQLite would block opening a FIFO to read, where no signal can stop it: refused first."""
    import subprocess
    import sys

    fifo = tmp_path / "rulings.db"
    os.mkfifo(fifo)
    try:
        r = subprocess.run([sys.executable, "-m", "rulings", *args, "--db", str(fifo)], capture_output=True,
                           text=True, timeout=20, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        pytest.fail("blocked on the FIFO")
    assert r.returncode == 2 and r.stderr.count("\n") == 1
