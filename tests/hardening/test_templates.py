"""Item 5: a room's own templates (`summary --template-dir`) render in Jinja's sandbox, and any
error in one is a single line naming the template file and line."""

import os
import threading

import pytest

from .conftest import one_line


def _summary(cli, folder, *extra):
    return cli("summary", "--game", "lowball", "--format", "txt", "--template-dir", str(folder), *extra)


@pytest.fixture
def folder(tmp_path):
    d = tmp_path / "room-templates"
    d.mkdir()
    return d


ESCAPES = [  # ways out of a template into Python, each refused by the sandbox
    "{{ ''.__class__.__mro__[1].__subclasses__() }}",
    "{{ games[0].__init__.__globals__ }}",
    "{{ games[0].__class__.__init__ }}",
    "{{ cycler.__init__.__globals__.os.system('echo pwned') }}",
    "{{ lipsum.__globals__['os'] }}",
    "{{ joiner.__init__.__globals__ }}",
    "{{ namespace.__init__.__globals__ }}",
    "{{ '{0.__class__.__mro__}'.format(1) }}",
    "{{ self._TemplateReference__context }}",
    "{{ games.pop() }}",
    "{{ games[0].parts.clear() }}",
    "{{ games[0].__dict__ }}",
]


@pytest.mark.parametrize("source", ESCAPES)
def test_a_template_cannot_reach_python_internals(source, cli, folder):
    (folder / "summary.txt.j2").write_text(f"Rules\n\n{source}\n")
    r = _summary(cli, folder)
    line = one_line(r)
    assert f"{folder / 'summary.txt.j2'}:3: template error:" in line
    assert "unsafe" in line or "has no attribute" in line or "not safely callable" in line, line
    assert "pwned" not in r.output


ERRORS = [  # (template text, line of the error, words of the message)
    ("Rules\n{% if %}\n", 2, "Expected an expression"),
    ("Rules\n\n{{ nobody.knows }}\n", 3, "'nobody' is undefined"),
    ("Rules\n{% include 'not-there.j2' %}\n", 2, "template 'not-there.j2' not found"),
    ("Rules\n{% include '../../etc/passwd' %}\n", 2, "not found"),
    ("Rules\n{{ 1 / 0 }}\n", 2, "ZeroDivisionError"),
    ("{{ 'x' * 10**9 }}\n", 1, "too large"),
    ("{{ 7 ** 99999999 }}\n", 1, "too large"),
    ("{% for i in range(10**9) %}.{% endfor %}\n", 1, "Range too big"),
    ("{% extends 'summary.txt.j2' %}\n", 1, "RecursionError"),
    ("Rules\n{{ games[0].title + 5 }}\n", 2, "TypeError"),
]


@pytest.mark.parametrize("source,line,words", ERRORS)
def test_a_template_error_is_one_line_with_file_and_line(source, line, words, cli, folder):
    (folder / "summary.txt.j2").write_text(source)
    message = one_line(_summary(cli, folder))
    assert f"{folder / 'summary.txt.j2'}:{line}: " in message and words in message, message


def test_an_error_in_an_included_template_names_that_template(cli, folder):
    (folder / "summary.txt.j2").write_text("Rules\n{% include 'part.j2' %}\n")
    (folder / "part.j2").write_text("one\ntwo\n{{ missing_name }}\n")
    assert f"{folder / 'part.j2'}:3: template error: 'missing_name' is undefined" in one_line(_summary(cli, folder))


def test_output_without_end_is_stopped(cli, folder):
    (folder / "summary.txt.j2").write_text(
        "{% for a in range(100000) %}{% for b in range(100000) %}{{ a }}{% endfor %}{% endfor %}"
    )
    assert "the output passed" in one_line(_summary(cli, folder))


def test_a_special_file_as_a_template_is_refused_without_blocking(cli, folder):
    os.mkfifo(folder / "summary.txt.j2")
    out = []
    t = threading.Thread(target=lambda: out.append(_summary(cli, folder)), daemon=True)
    t.start()
    t.join(30)
    assert out, "reading a FIFO as a template blocked"
    assert "template is not a regular file" in one_line(out[0])
    (folder / "summary.txt.j2").unlink()
    (folder / "summary.txt.j2").symlink_to("/dev/zero")
    assert "template is not a regular file" in one_line(_summary(cli, folder))


def test_a_missing_or_empty_template_folder_is_one_line(cli, tmp_path, refused):
    refused("summary", "--game", "lowball", "--template-dir", str(tmp_path / "nowhere"), words=("does not exist",))
    refused("summary", "--game", "lowball", "--template-dir", "", words=("--template-dir", "empty"))


def test_the_shipped_templates_render_the_same_in_the_sandbox(cli, folder):
    """With a room's folder that replaces nothing, every sheet comes out exactly as without one."""
    for args in (["--format", "txt"], ["--format", "md"], ["--format", "html"], ["--quick", "--format", "html"]):
        plain = cli("summary", "--game", "jacks-back", *args)
        boxed = cli("summary", "--game", "jacks-back", *args, "--template-dir", str(folder))
        assert plain.exit_code == boxed.exit_code == 0, boxed.output
        assert boxed.stdout == plain.stdout


def test_a_room_template_replaces_the_shipped_one(cli, folder):
    (folder / "summary.txt.j2").write_text("Our room: {{ games[0].title }}\n")
    r = _summary(cli, folder)
    assert r.exit_code == 0 and r.stdout == "Our room: Lowball (ace-to-five, California)\n"
