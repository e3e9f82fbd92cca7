"""The ruling as the terminal prints it, from floor.present.text_view and templates/ruling.txt."""

from __future__ import annotations

from ..style import Style
from ..wording import phrases


def ruling_text(view: dict, style: Style) -> str:
    say = phrases("ruling.txt")
    r = view["r"]
    out = [style.bold(say[f"heading.{r.status}"].format(game=r.game))]
    for t in view["topics"]:
        out.append("")
        out.append(
            t["title"]
            if t["status"] == "decided"
            else say["topic.status"].format(title=t["title"], status=t["status"].replace("_", " "))
        )
        out.append("")
        for c in t["clauses"]:
            out.append(
                style.wrap(c["text"], "  ") if t["status"] != "decided" else style.bold(style.wrap(c["text"], "  "))
            )
            if c["discretion"]:
                out.append("  " + say["discretion"])
            if c["note"]:
                out.append(style.wrap(f"{say['note']} {c['note']}", "  ", " " * 8))
            out.append(style.wrap(say["citation"].format(citation=c["citation"]), "  ", "     "))
        if t["alternatives"]:
            out.append(style.wrap(say["alternatives"], "  "))
        if t["status"] == "not_covered":
            out.append(style.wrap(say["topic.not_covered"], "  "))
        if t["branches"]:
            out.append(style.wrap(say["depends"].format(question=t["branches"][0]["question"]), "  "))
            for b in t["branches"]:
                out.append(style.wrap(f"{say['branch'].format(answer=b['answer'])} {b['summary']}", "  ", " " * 6))
    if not view["topics"]:
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
