"""The ruling as the terminal prints it, from floor.present.text_view and templates/ruling.txt.

The spoken part comes first (the decision, the sentence for this table, the showdown, the
citation), then what a floor person may need next (the book's alternate that would change it,
the project's short note on the book), then what the ruling rested on.
"""

from __future__ import annotations

from ..style import Style
from ..wording import phrases


def ruling_text(view: dict, style: Style) -> str:
    say = phrases("ruling.txt")
    r = view["r"]
    out = [style.bold(say[f"heading.{r.status}"].format(game=r.game))]
    for t in view["topics"]:
        out.append("")
        status = t["status"].replace("_", " ")
        out.append(
            t["title"] if t["status"] == "decided" else say["topic.status"].format(title=t["title"], status=status)
        )
        said = set()
        for c in t["clauses"]:  # the answer for this table first, when the data has one, then the rule
            if c.get("here") and c["here"] not in said:  # two rules may say the same of this table
                said.add(c["here"])
                out.append(style.bold(style.wrap(c["here"], "  ")))
            text = style.wrap(c["text"], "  ")
            out.append(style.bold(text) if t["status"] == "decided" and not c.get("here") else text)
        if t["status"] == "decided" and view.get("showdown"):
            out += _showdown(view["showdown"], say, style)
        cited = set()
        for c in t["clauses"]:
            if c["discretion"]:
                out.append("  " + say["discretion"])
            if c["citation"] not in cited:  # two rules of one paragraph are cited once
                cited.add(c["citation"])
                out.append(style.wrap(say["citation"].format(citation=c["citation"]), "  ", "     "))
        if t["alternatives"]:
            out.append(style.wrap(say["alternatives"], "  "))
        if t["status"] == "not_covered":
            out.append(style.wrap(say["topic.not_covered"], "  "))
        if t["branches"]:
            out.append(style.wrap(say["depends"].format(question=t["branches"][0]["question"]), "  "))
            for b in t["branches"]:
                out.append(style.wrap(f"{say['branch'].format(answer=b['answer'])} {b['summary']}", "  ", " " * 6))
        for a in view["alternates"]:
            key = "alternate.main" if a.get("main") else "alternate"
            out.append(style.wrap(say[key].format(label=a["label"], text=a["text"]), "  "))
        for c in t["clauses"]:
            if c.get("note_short"):
                out.append(style.wrap(f"{say['note']} {c['note_short']}", "  ", " " * 8))
    if view.get("not_covered"):
        out += ["", *_not_covered(view["not_covered"], say, style)]
    elif not view["topics"]:
        out += ["", style.wrap(say["nothing"])]
    if view["missing"]:
        out += ["", say["missing"]]
        for m in view["missing"]:
            choices = (
                say["missing.choices"].format(choices=", ".join(map(str, m["choices"]))) if m.get("choices") else ""
            )
            out.append(
                style.wrap(
                    say["missing.fact"].format(question=m["question"], fact=m["fact"], choices=choices), "  ", "    "
                )
            )
    items = view.get("understood", []) + [
        say["seat"].format(seat=s, role=role.replace("_", " ")) for role, s in (view.get("seats") or {}).items()
    ]
    if items:
        out += ["", style.wrap(say["understood"].format(items=" · ".join(items)), "", "  ")]
    if view["house"]:
        out += [
            "",
            style.wrap(say["house"].format(s="s" if len(view["house"]) > 1 else "", house_name=view["house_name"])),
        ]
        for h in view["house"]:
            out.append(style.wrap(say["house.main" if h["main"] else "house.alternate"].format(**h), "  ", "    "))
    if view["related"]:
        out += ["", say["related"]]
        out += [style.wrap(say["related.rule"].format(**rel), "  ", "    ") for rel in view["related"]]
    return "\n".join(out) + "\n"


def _showdown(showdown: dict, say: dict, style: Style) -> list[str]:
    hands, winners = showdown["hands"], showdown["winners"]
    label = lambda i: hands[i].get("label", f"hand {i + 1}").capitalize()  # noqa: E731
    if len(winners) == 1:
        lines = [say["showdown.win"].format(label=label(winners[0]), name=hands[winners[0]]["name"])]
    else:
        lines = [
            say["showdown.tie"].format(labels=" and ".join(label(i) for i in winners), name=hands[winners[0]]["name"])
        ]
    lines += [
        say["showdown.hand"].format(label=label(i), name=h["name"]) for i, h in enumerate(hands) if i not in winners
    ]
    if showdown.get("dead"):
        lines.append(say["showdown.dead"].format(labels=", ".join(d.capitalize() for d in showdown["dead"])))
    text = " ".join(lines) + " " + say["showdown.rules"].format(citations=", ".join(showdown["citations"]))
    return [style.suits(style.wrap(text, "  "))]


def _not_covered(nc: dict, say: dict, style: Style) -> list[str]:
    out = [style.wrap(say["outside"].format(**nc["outside"]) if nc["outside"] else say["outside.unnamed"], "  ")]
    if nc["nearest"]:
        out.append(style.wrap(say["nearest"].format(**nc["nearest"]), "  "))
    return out
