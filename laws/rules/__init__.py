"""Rule modules, one per article (or group of closely related articles).

Importing this package registers every rule with ``laws.engine``.
"""

from importlib import import_module
from pkgutil import iter_modules

for _module in iter_modules(__path__):
    import_module(f"{__name__}.{_module.name}")
