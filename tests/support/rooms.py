"""The one room the house-profile tests play in (Oceanside Card Club): its two rules of its own,
as YAML list items, and profiles made of them. Shared so the rule is written once."""

NO_LIMIT_CAP = """
  - id: house.no-cap-no-limit
    section: draw.betting-cap
    title: No raise cap in pot-limit or no-limit play
    aliases: [no cap in no limit, pot limit raise cap]
    when:
      all:
        - {fact: betting_structure, in: [no-limit, pot-limit]}
        - {fact: players_at_round_start, at_least: 3}
    ruling: In this room a pot-limit or no-limit round has no cap on raises.
    outcome: raise-allowed
    overrides: [draw.betting-cap.four-raises, draw.betting-cap.six-raises]
    examples:
      - {facts: {betting_structure: no-limit, players_at_round_start: 4, raises_so_far: 7}, expect: raise-allowed}"""
PHONES = """
  - id: house.phones
    section: house
    title: No phone calls at the table while in a hand
    aliases: [phone at the table, talking on a cell phone]
    ruling: A player in a hand who talks on a phone at the table has a dead hand.
    outcome: hand-dead
    examples:
      - {facts: {}, expect: hand-dead}
"""


def profile(head: str) -> str:
    """A profile: `head` (name, options, games ...) and both rules."""
    return head + "rules:" + NO_LIMIT_CAP + PHONES
