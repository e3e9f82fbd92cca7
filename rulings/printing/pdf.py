"""PDF through WeasyPrint, an optional extra: imported only when a PDF is asked for."""

from __future__ import annotations

from ..errors import BadInput

HINT = (
    "PDF output needs WeasyPrint: pip install 'rulings[pdf]' (from a checkout of the project: "
    "pip install '.[pdf]'), and the Pango library (Debian/Ubuntu: apt install libpango-1.0-0 libpangoft2-1.0-0)"
)


def weasyprint():
    """The weasyprint module, or BadInput (exit 2) saying how to install what is missing."""
    import logging

    try:
        import weasyprint as module
    except ImportError:
        raise BadInput(HINT) from None
    except OSError as e:  # installed, but the Pango library is missing
        raise BadInput(f"{HINT} [{str(e).splitlines()[0]}]") from None
    for name in ("weasyprint", "fontTools"):
        logging.getLogger(name).setLevel(logging.ERROR)
    return module


def document(html: str):
    """The laid-out document (its `pages` can be counted; `write_pdf()` gives the bytes)."""
    from ..paths import templates_dir

    return weasyprint().HTML(string=html, base_url=str(templates_dir())).render()
