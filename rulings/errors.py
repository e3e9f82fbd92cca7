"""The one exception type for bad input: the CLI prints its message on one line and exits 2."""


class BadInput(Exception):
    """Input that the user must fix: the message names what was wrong and what is accepted."""


class DataError(BadInput):
    """The rule data itself is wrong (malformed YAML, unknown reference); message has file:line."""
