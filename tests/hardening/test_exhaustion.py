"""Items 6, 7 and 8: no input exhausts the machine. YAML aliases are refused in user files (a
few hundred bytes of nested aliases would expand to gigabytes), every file read is capped in
size and must be a regular file (a FIFO or /dev/zero would block or never end), and a query or a
story is at most 2,000 characters. The hangs are caught with generous timeouts (the figures are
in bench/long_input.py)."""

import os
import subprocess
import sys

import pytest

from rulings.files import MAX_FILE_BYTES

from .conftest import one_line, within

# Nine levels of nine aliases: 9**8 (43 million) copies of "lol" once expanded, from 342 bytes.
BOMB = """\
a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]
"""


def test_the_bomb_is_the_365_byte_kind():
    import yaml

    assert len(BOMB) < 365
    events = list(yaml.parse(BOMB))
    assert sum(isinstance(e, yaml.AliasEvent) for e in events) == 72


@pytest.mark.parametrize("as_", ["house", "situation"])
def test_an_alias_bomb_is_refused_in_one_line(as_, cli, tmp_path):
    f = tmp_path / f"{as_}.yaml"
    f.write_text("name: Bomb room\nnote: &note hello\n" + BOMB if as_ == "house" else "game: lowball\n" + BOMB)
    args = ["rule", "--game", "lowball", "--house", str(f)] if as_ == "house" else ["rule", "--situation", str(f)]
    line = one_line(within(lambda: cli(*args)))
    assert f"{f}:" in line and "YAML alias" in line


def test_an_alias_in_the_rule_data_is_refused_too(cli, data_copy):
    (data_copy / "parts" / "zz.yaml").write_text("part: draw\nclauses:\n  - &x {id: zz.a}\n  - *x\n")
    r = cli("lint")
    assert r.exit_code == 1 and "zz.yaml:4: rules file uses a YAML alias (*x)" in r.stdout


@pytest.mark.parametrize("as_", ["house", "situation", "template"])
def test_a_file_over_the_size_cap_is_refused(as_, cli, tmp_path):
    f = tmp_path / "big.yaml"
    f.write_text("note: " + "x" * MAX_FILE_BYTES + "\n")
    args = {
        "house": ["rule", "--game", "lowball", "--house", str(f)],
        "situation": ["rule", "--situation", str(f)],
        "template": ["summary", "--game", "lowball", "--template-dir", str(tmp_path)],
    }[as_]
    if as_ == "template":
        f.rename(tmp_path / "summary.txt.j2")
        f = tmp_path / "summary.txt.j2"
    line = one_line(cli(*args))
    assert str(f) in line and f"larger than {MAX_FILE_BYTES // 1024} KiB" in line


def test_standard_input_over_the_size_cap_is_refused(cli):
    line = one_line(cli("rule", "--situation", "-", input="game: lowball\n" + "#" * MAX_FILE_BYTES))
    assert "standard input" in line and "KiB" in line


def _run(args, timeout=30, stdin=subprocess.DEVNULL):
    """`rulings ARGS` in its own process (a blocking read there cannot hang the tests)."""
    env = dict(os.environ, NO_COLOR="1")
    try:
        return subprocess.run([sys.executable, "-m", "rulings", *args], capture_output=True, text=True,
                              timeout=timeout, env=env, stdin=stdin)
    except subprocess.TimeoutExpired:
        pytest.fail(f"rulings {' '.join(args)} still running after {timeout} s")


@pytest.mark.parametrize("as_", ["house", "situation"])
@pytest.mark.parametrize("kind", ["fifo", "dev-zero", "folder", "dev-stdin"])
def test_only_regular_files_are_read(as_, kind, tmp_path):
    f = tmp_path / "x.yaml"
    if kind == "fifo":
        os.mkfifo(f)
    elif kind == "dev-zero":
        f.symlink_to("/dev/zero")
    elif kind == "folder":
        f.mkdir()
    else:
        f.symlink_to("/dev/stdin")
    args = ["rule", "--game", "lowball", "--house", str(f)] if as_ == "house" else ["rule", "--situation", str(f)]
    r = _run(args, stdin=subprocess.PIPE if kind == "dev-stdin" else subprocess.DEVNULL)
    assert r.returncode == 2, r
    assert r.stderr.count("\n") == 1 and str(f) in r.stderr and "not a regular file" in r.stderr, r.stderr


QUERY = " ".join(f"w{n:05d}" for n in range(21845))[:131071]  # 128 KB: one argument as long as Linux takes


@pytest.mark.parametrize(
    "args",
    [
        ["search", QUERY],
        ["rule", "--game", "lowball", "--about", QUERY],
        ["ask", "--game", "lowball", "--about", QUERY],
        ["quiz", "--count", "1", "--section", QUERY],
        ["show", QUERY],
    ],
    ids=["search", "rule-about", "ask-about", "quiz-section", "show"],
)
def test_a_128_kb_argument_is_refused_or_handled(args, cli):
    r = within(lambda: cli(*args, input=""))
    assert r.exit_code == 2, r.output[:300]
    assert r.stderr.count("\n") == 1 and len(r.stderr) < 600 and "Traceback" not in r.output, r.stderr[:300]


def test_a_1_mb_about_in_a_situation_is_refused_in_one_line(cli, tmp_path):
    sit = tmp_path / "s.yaml"
    sit.write_text("game: lowball\nabout: " + "raise cap and the button " * 40000 + "\n")
    assert sit.stat().st_size > 1_000_000
    line = one_line(within(lambda: cli("rule", "--situation", str(sit))))
    assert "at most 2,000" in line


def test_a_1_mb_story_at_the_prompt_is_refused(cli):
    r = within(lambda: cli("ask", "--game", "lowball", input="raise cap " * 100_000 + "\n"))
    assert "at most 2,000" in r.output and "Traceback" not in r.output
