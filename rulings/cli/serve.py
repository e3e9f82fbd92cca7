"""`rulings serve`: the floor page for a room's phones and tablets (rulings/web/).

Only typer at module level: the web stack (Starlette, uvicorn) loads inside the command, so no
other command starts slower for it.
"""

from __future__ import annotations

import typer

from ..errors import BadInput
from .common import BOOK_OPTION, DB_OPTION, HOUSE_OPTION


def register(app: typer.Typer) -> None:
    app.command(
        epilog="Examples: rulings serve  |  RULINGS_ACCESS_CODE=... rulings serve --host 0.0.0.0 --house room.yaml"
    )(serve)


def serve(
    host: str = typer.Option(
        "127.0.0.1", "--host", help="The address to listen on; any but this machine's needs an access code."
    ),
    port: int = typer.Option(8600, "--port", min=1, max=65535, help="The port to listen on."),
    house: str | None = HOUSE_OPTION,
    book_only: bool = BOOK_OPTION,
    db: str | None = DB_OPTION,
    code_file: str | None = typer.Option(
        None,
        "--access-code-file",
        metavar="FILE",
        help="A file holding the access code (default: $RULINGS_ACCESS_CODE, else access-code in the user config folder).",
    ),
    access_log: bool = typer.Option(False, "--access-log", help="Print a line for every request."),
) -> None:
    """Serve the floor page: disputes, showdowns, rules, training and the log, for the room's
    phones and tablets. Stop it with Ctrl-C."""
    try:
        import uvicorn

        from ..web.app import create_app
        from ..web.config import WebConfig, access_code, addresses, check_bind, is_loopback, secret_key
    except ImportError as e:
        raise BadInput(f"the floor page needs the web extra: pip install 'rulings[web]' ({e})") from None
    code, where = access_code(code_file)
    check_bind(host, code)
    from .common import book as load_book

    b = load_book()
    config = WebConfig(house=house, book_only=book_only, db=db, access_code=code, secret=secret_key())
    app = create_app(config, b)
    sock = _listen(host, port)  # before anything is printed: a port in use is one line, exit 2
    name = app.app.state.house.name
    urls = addresses(host, port)
    typer.echo(f"rulings floor page for {name}")
    typer.echo("Open on the floor devices:" if not is_loopback(host) else "Open on this machine:")
    for url in urls:
        typer.echo(f"  {url}")
    if not urls:
        typer.echo(f"  http://THIS-MACHINE'S-ADDRESS:{port} (its network address was not found here)")
    if code:
        typer.echo(f"Access code: set (from {where}); the login page asks for it.")
    else:
        typer.echo("No access code: only this machine can open it.")
    if urls and not is_loopback(host):
        _qr(urls[0])
    typer.echo("Ctrl-C stops it.")

    class Server(uvicorn.Server):
        stopped_by = 0  # the signal that stopped it

        def handle_exit(self, sig, frame):
            self.stopped_by = self.stopped_by or sig
            super().handle_exit(sig, frame)

    server = Server(
        uvicorn.Config(
            app, host=host, port=port, access_log=access_log, log_level="warning", lifespan="off", server_header=False
        )
    )
    try:
        server.run(sockets=[sock])
    except KeyboardInterrupt:  # uvicorn stopped cleanly, then passed the signal on (asyncio may swallow it)
        pass
    finally:
        sock.close()
    typer.echo("Stopped.")
    if server.stopped_by:  # 130 for Ctrl-C, 143 for SIGTERM, whether or not the signal came back out
        raise typer.Exit(128 + server.stopped_by)


def _listen(host: str, port: int):
    """The listening socket, bound here rather than by uvicorn so that a port in use or an
    address this machine does not have is our one-line error (uvicorn would log its own)."""
    import errno
    import socket

    try:
        family = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)[0][0]
        return socket.create_server((host, port), family=family)  # SO_REUSEADDR, as uvicorn sets it
    except OSError as e:
        reason = "another server is using that port" if e.errno == errno.EADDRINUSE else e.strerror or str(e)
        raise BadInput(f"could not listen on {host}:{port}: {reason}") from None


def _qr(url: str) -> None:
    """The address as a QR code in the terminal, for a phone's camera (segno, in the web extra)."""
    try:
        import segno
    except ImportError:
        return
    import io

    out = io.StringIO()
    segno.make(url, error="m").terminal(out=out, compact=True, border=2)
    typer.echo(out.getvalue().rstrip("\n"))
