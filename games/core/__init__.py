"""The engine toolkit every game is written with (stdlib only; see docs/engine.md)."""

from .bots import Bot, RandomBot, random_answer
from .game import LANGS, Game, OptionSpec, OptionsError, Secret
from .match import Input, Keeping, Match
from .prompts import Choice, Prompt, Rejection, seat_choices
from .window import priority_order, response_window, run_stack

__all__ = ["Bot", "RandomBot", "random_answer", "LANGS", "Game", "OptionSpec", "OptionsError",
           "Secret", "Input", "Keeping", "Match", "Choice", "Prompt", "Rejection", "seat_choices",
           "priority_order", "response_window", "run_stack"]
