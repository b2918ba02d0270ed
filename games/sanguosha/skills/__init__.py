"""Hero skills: one module per skill (or per hero), each registering its handlers in effects.py.

Importing this package imports every module in it, in name order, so a new skill is one new file and
nothing else to edit; docs/sanguosha.md, "Writing a skill", says how to write one. The order only
decides which of one seat's effects is offered first when several fire at once.
"""

import importlib
import pkgutil

for _module in sorted(m.name for m in pkgutil.iter_modules(__path__)):
    importlib.import_module(f"{__name__}.{_module}")
