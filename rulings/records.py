"""Light records for the classes every command imports (the rule model, the engine's results).

Like a dataclass (fields and defaults from the class's annotations, keyword or positional
construction, `field(default_factory=list)` for a mutable default), compared by identity unless
`eq=True`, with no generated repr, and built without compiling code: dataclasses compile the
methods of every class at import, about 0.3 ms a class, and start-up is a hot path
(bench/startup.py). Type checkers read a record as a dataclass (PEP 681).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from typing_extensions import dataclass_transform
else:

    def dataclass_transform(**kw):
        return lambda f: f


class _Factory:
    __slots__ = ("make",)

    def __init__(self, make: Callable[[], Any]):
        self.make = make


def field(*, default_factory: Callable[[], Any]) -> Any:
    """A default made afresh for every record, as dataclasses.field(default_factory=...)."""
    return _Factory(default_factory)


def fields_of(cls: type) -> tuple[str, ...]:
    return cls.__record_fields__  # type: ignore[attr-defined]


def defaults_of(cls: type) -> tuple[dict, dict]:
    """(plain defaults, default factories) of a record class."""
    return cls.__record_defaults__  # type: ignore[attr-defined]


@dataclass_transform(eq_default=False, field_specifiers=(field,))
def record(cls: type | None = None, *, eq: bool = False) -> Any:
    def build(cls: type) -> type:
        names: list[str] = []
        for klass in reversed(cls.__mro__):  # a subclass adds to its base's fields
            for name in inspect.get_annotations(klass):
                if name not in names and not name.startswith("_"):
                    names.append(name)
        plain, made = {}, {}
        for name in names:
            value = cls.__dict__.get(name, getattr(cls, name, _NONE))
            if isinstance(value, _Factory):
                made[name] = value.make
                delattr(cls, name)
            elif value is not _NONE:
                plain[name] = value
        required = tuple(n for n in names if n not in plain and n not in made)
        known = frozenset(names)
        title = cls.__name__

        def __init__(self, *args: Any, **kw: Any) -> None:
            if len(args) > len(names):
                raise TypeError(f"{title}() takes at most {len(names)} positional arguments")
            state = self.__dict__
            state.update(plain)
            for name, make in made.items():
                state[name] = make()
            state.update(zip(names, args))
            for name, value in kw.items():
                if name not in known:
                    raise TypeError(f"{title}() got an unexpected keyword argument {name!r}")
                state[name] = value
            missing = [n for n in required if n not in state]
            if missing:
                raise TypeError(f"{title}() missing {', '.join(missing)}")

        cls.__init__ = __init__  # type: ignore[misc]
        cls.__record_fields__ = tuple(names)  # type: ignore[attr-defined]
        cls.__record_defaults__ = (plain, made)  # type: ignore[attr-defined]
        if eq:

            def __eq__(self, other: object) -> bool:
                if other.__class__ is not self.__class__:
                    return NotImplemented
                return all(self.__dict__.get(n) == other.__dict__.get(n) for n in names)

            def __hash__(self) -> int:
                return hash(tuple(repr(self.__dict__.get(n)) for n in names))

            cls.__eq__ = __eq__  # type: ignore[method-assign,assignment]
            cls.__hash__ = __hash__  # type: ignore[method-assign,assignment]
        return cls

    return build(cls) if cls is not None else build


_NONE = object()
