"""The package's layers: imports point down only, no cycles, no module over 400 lines.

Read from the source with `ast` (nothing is imported), so a lazy import inside a function counts
as much as one at the top of a module.
"""

import ast
from pathlib import Path

import rulings

PACKAGE = Path(rulings.__file__).resolve().parent

# Highest first. A module may import from its own layer's package and from any layer below it.
# The top-level modules (errors, paths, files, ...) are the foundation every layer may use.
LAYERS = [
    {"__main__", "cli", "web"},
    {"printing"},
    {"floor", "training"},
    {"engine"},
    {"rules"},
    {"cards"},
    {"store", ""},
]
MAX_LINES = 400


def _layer(module: str) -> int:
    top = module.split(".")[1] if module.count(".") >= 2 or module.endswith(".__main__") else ""
    for n, names in enumerate(LAYERS):
        if top in names:
            return n
    raise AssertionError(f"{module}: package {top!r} is in no layer; add it to LAYERS")


def _modules() -> dict[str, Path]:
    out = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE).with_suffix("").parts
        name = ".".join(("rulings",) + parts)
        out[name.removesuffix(".__init__")] = path
    return out


def _imports(name: str, path: Path, known: set[str]) -> set[str]:
    is_package = path.name == "__init__.py"
    here = name.split(".") if is_package else name.split(".")[:-1]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(here[: len(here) - node.level + 1] + ([base] if base else []))
            targets = [f"{base}.{a.name}" for a in node.names] + [base]
        else:
            continue
        for t in targets:
            while t and t not in known:
                t = t.rpartition(".")[0]
            if t and t != name and t != "rulings":
                found.add(t)
    return found


def _graph() -> dict[str, set[str]]:
    mods = _modules()
    return {name: _imports(name, path, set(mods)) for name, path in mods.items()}


def test_imports_point_down_only():
    wrong = []
    for name, targets in _graph().items():
        for t in targets:
            if _layer(t) < _layer(name):
                wrong.append(f"{name} imports {t}")
    assert not wrong, "imports that point up a layer:\n" + "\n".join(sorted(wrong))


def test_no_import_cycles():
    graph = _graph()
    state: dict[str, int] = {}
    cycles = []

    def visit(node: str, trail: list[str]) -> None:
        state[node] = 1
        for t in sorted(graph.get(node, ())):
            if state.get(t) == 1:
                cycles.append(" -> ".join(trail[trail.index(t):] + [t]))
            elif t not in state:
                visit(t, trail + [t])
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node, [node])
    assert not cycles, "import cycles:\n" + "\n".join(cycles)


def test_no_module_over_the_limit():
    long = {name: n for name, path in _modules().items()
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert not long, f"modules over {MAX_LINES} lines: {long}"


def test_subpackage_inits_are_empty():
    """Start-up is a hot path: importing a subpackage must not import anything else."""
    full = [str(p.relative_to(PACKAGE)) for p in PACKAGE.rglob("__init__.py")
            if p.parent != PACKAGE and p.read_text(encoding="utf-8").strip()]
    assert not full, f"subpackage __init__ files with code: {full}"


def test_the_checker_sees_a_cycle_and_an_upward_import(tmp_path):
    """The checker itself: a planted cycle and an upward import are found."""
    a, b = tmp_path / "a.py", tmp_path / "b.py"
    a.write_text("from .b import x\n")
    b.write_text("from . import a\n")
    known = {"rulings.engine.a", "rulings.engine.b"}
    assert _imports("rulings.engine.a", a, known) == {"rulings.engine.b"}
    assert _imports("rulings.engine.b", b, known) == {"rulings.engine.a"}
    assert _layer("rulings.cli.app") < _layer("rulings.engine.topic") < _layer("rulings.cards.hands")
