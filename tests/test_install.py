"""The installed package carries its data: the tests run against the wheel, not the checkout."""

import os
from pathlib import Path

import pytest

import rulings
from rulings.paths import rules_dir, templates_dir


def test_data_and_templates_are_found():
    assert (rules_dir() / "outline.yaml").is_file()
    assert (rules_dir() / "games.yaml").is_file()
    assert any((rules_dir() / "parts").glob("*.yaml"))
    assert (templates_dir() / "ruling.txt").is_file()


@pytest.mark.skipif(not os.environ.get("RULINGS_EXPECT_INSTALLED"), reason="only when CI installs the wheel")
def test_running_the_installed_wheel():
    package = Path(rulings.__file__).resolve().parent
    assert "site-packages" in package.parts
    assert rules_dir().resolve().parent == package  # the data shipped inside the package
