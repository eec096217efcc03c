"""``python -m bot`` is the ``tdbot`` command."""

import sys

from .cli import main

sys.exit(main())
