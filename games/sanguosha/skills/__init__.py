"""Hero skills: one module per hero (or per skill), each registering its handlers in effects.py.

Importing this package registers every skill written so far; docs/sanguosha.md, "Writing a skill",
says how to add one.
"""

from . import jianxiong, wusheng, yingzi  # noqa: F401  (registration on import)
