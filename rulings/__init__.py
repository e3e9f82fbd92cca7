"""rulings: a floor-person rulings assistant for closed-card (draw) poker."""

__version__ = "0.1.0"
